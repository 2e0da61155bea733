/**
 * The chat engine. A message is parsed once into a query that carries its language; the explicit policy comes
 * first (policy.ts); then a classifier learned from the question bank (src/lib/chat-model.ts) picks the written
 * answer it asks for (src/data/chat-answers.ts, words in src/i18n/<locale>/chat-answers.ts). A score below the
 * threshold that k-fold cross-validation set gets the closest pages of the search index, quoting the sentence
 * that answers, and the offer of a person. A follow-up is read with the conversation's topic and never gets the
 * previous answer again; a message asking several things gets each answer.
 */
import { siteConfig } from '~/config';
import {
  ANSWERS,
  FUNDING_RANGE,
  PRODUCT_FIGURES,
  type AnswerId,
  ABL_COLLATERAL,
  PO_TERM_DAYS,
  TERM_LOAN_YEARS,
} from '~/data/chat-answers';
import { founders } from '~/data/company';
import { BUSINESSES_FUNDED, FOUNDED, LENDERS, REPLY_WITHIN_HOURS } from '~/data/facts';
import type { ChatAnswerTexts, ChatFigures, ContentAnswerId } from '~/i18n/en/chat-answers';
import { chatAnswers as en } from '~/i18n/en/chat-answers';
import { chatAnswers as fr } from '~/i18n/fr/chat-answers';
import { SEARCH, type Guess } from '~/lib/chat-model';
import { localizePath, messagesFor, type Locale } from '~/lib/i18n';
import { detectLanguage } from '~/lib/language';
import { search, type Hit, type SearchIndex } from '~/lib/search';
import {
  format,
  goodbyeReply,
  greetingReply,
  hostileReply,
  humanReply,
  identityReply,
  personalReply,
  scopeReply,
  thanksReply,
  unknownReply,
  type Link,
} from '../assistant/replies';
import { classifierFor } from './model';
import { policy } from './policy';

export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'human' | 'answer' | 'uncertain' | 'unknown';
/** `topic`: what a follow-up builds on; `id`: the written answer given, if any. */
export type Reply = { intent: Intent; response: string; links: Link[]; hits: Hit[]; topic?: string; id?: AnswerId };
/** A message, parsed once: its text, its language and its parts (a message may ask several things). */
export type Query = { text: string; locale: Locale; parts: string[] };

const TEXTS: Record<Locale, ChatAnswerTexts> = { en, fr };
/** How much of a conversation a topic keeps. */
export const MAX_TOPIC = 300;
/** Closest pages listed when no written answer fits. */
const MAX_CLOSEST = 3;
/** Another subject is declined at a lower score than an answer needs: a wrong decline costs less. */
const OFF_TOPIC_SCORE = 0.5;

export function parse(message: string, pageLocale: Locale = 'en'): Query {
  const text = message.replace(/\s+/g, ' ').trim();
  // Parts end at a question mark, a sentence end or a new line, and must say something on their own.
  const parts = message
    .split(/[?\n;]+|[.!](?=\s)/)
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 2);
  return { text, locale: detectLanguage(message, pageLocale), parts };
}

// Figures, formatted in the language's own way: "$500K", "$10M" in English; "500 000 $", "10 M$" in French.
const NBSP = '\u00a0';
const group = (n: number, sep: string) => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
export function money(n: number, locale: Locale): string {
  const millions = n / 1_000_000;
  if (locale === 'fr')
    return n >= 1_000_000 ? `${String(millions).replace('.', ',')}${NBSP}M$` : `${group(n, NBSP)}${NBSP}$`;
  if (n >= 100_000_000) return `$${millions} million`;
  if (n >= 1_000_000) return `$${millions}M`;
  return n >= 100_000 && n % 1000 === 0 ? `$${n / 1000}K` : `$${group(n, ',')}`;
}

function figures(locale: Locale): ChatFigures {
  const mca = PRODUCT_FIGURES['merchant-cash-advance'];
  const [h1, h2] = mca.hours ?? [0, 0];
  const [y1, y2] = TERM_LOAN_YEARS;
  const m = (n = 0) => money(n, locale);
  return {
    lenders: LENDERS,
    funded: `${BUSINESSES_FUNDED.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US').replace(/\s/g, NBSP)}`,
    rangeMin: m(FUNDING_RANGE.min),
    rangeMax: m(FUNDING_RANGE.max),
    mcaMin: m(mca.min),
    mcaMax: m(mca.max),
    mcaHours: locale === 'fr' ? `${h1} à ${h2}${NBSP}heures` : `${h1}–${h2} hours`,
    ablMin: m(PRODUCT_FIGURES['asset-based-lending'].min),
    ablCollateral: m(ABL_COLLATERAL),
    poMax: m(PRODUCT_FIGURES['po-financing'].max),
    poDays: locale === 'fr' ? `${PO_TERM_DAYS}${NBSP}jours` : `${PO_TERM_DAYS}-day`,
    termYears: locale === 'fr' ? `${y1} à ${y2}${NBSP}ans` : `${y1}–${y2} years`,
    replyHours: String(REPLY_WITHIN_HOURS),
    hours: messagesFor(locale).assistant.hours,
    city: FOUNDED.city,
    year: String(FOUNDED.year),
    founders: new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(founders.map((f) => f.name)),
    email: siteConfig.supportEmail,
    privacyEmail: siteConfig.privacyEmail,
  };
}

/** An amount the message names ("750k", "$2 million", "1,5 M$", "500 000 $"), in dollars. */
export function amountIn(text: string): number | undefined {
  const re = /(\d+(?:[ \u00a0\u202f,.]\d{3})*(?:[.,]\d+)?)\s*(k|m|mm|million|millions|m\$|thousand|mille)?\b/gi;
  let best: number | undefined;
  for (const [, figure, unit = ''] of text.matchAll(re)) {
    const plain = figure
      .replace(/[ \u00a0\u202f]/g, '')
      .replace(/[,.](?=\d{3}\b)/g, '')
      .replace(',', '.');
    const scale = /^k|thousand|mille/i.test(unit) ? 1e3 : unit ? 1e6 : 1;
    const value = Number(plain) * scale;
    if (value >= 1000 && (best === undefined || value > best)) best = value;
  }
  return best;
}

const CONTENT = (id: AnswerId): id is ContentAnswerId => id in ANSWERS && 'href' in ANSWERS[id] && !SPECIAL.has(id);
const SPECIAL = new Set<AnswerId>(['human', 'bot', 'personal']);

/** A written answer as the reply's text and links, with the word on an amount above the product's range. */
function written(id: ContentAnswerId, locale: Locale, amount?: number): { text: string; link: Link; also?: Link } {
  const t = TEXTS[locale];
  const entry = ANSWERS[id] as { href: string; product?: keyof typeof PRODUCT_FIGURES; also?: string };
  const max = entry.product ? PRODUCT_FIGURES[entry.product].max : id === 'products' ? FUNDING_RANGE.max : undefined;
  const over =
    amount && max && amount > max ? `${t.overMax(money(amount, locale), t.pages[id], money(max, locale))} ` : '';
  const header = messagesFor(locale).site.header;
  // The app's own pages: signing up from how it works, signing in for an existing account.
  const also = entry.also
    ? { label: id === 'sign-in' ? header.signIn : header.createAccount, href: entry.also }
    : undefined;
  // A product's page is named as the site names the product.
  const label = entry.product ? messagesFor(locale).solutions.products[entry.product].title : t.pages[id];
  const link = { label, href: localizePath(entry.href, locale) };
  return { text: over + t.answers[id](figures(locale)), link, also };
}

/** The written answer as a passage, so the optional model rewords the same words. */
const asHit = (id: AnswerId, text: string, link: Link): Hit => ({
  passage: { id: `answer:${id}`, kind: 'page', url: link.href, title: link.label, text, answer: text },
  score: 1,
  queryTerms: [],
  fields: {},
});

function small(id: AnswerId, locale: Locale): Reply | undefined {
  const r = (intent: Intent, response: string): Reply => ({ intent, response, links: [], hits: [], id });
  if (id === 'greeting') return r('greeting', greetingReply(locale));
  if (id === 'thanks') return r('thanks', thanksReply(locale));
  if (id === 'goodbye') return r('goodbye', goodbyeReply(locale));
  if (id === 'off-topic') return r('unknown', unknownReply(locale));
  if (id === 'human') return r('human', humanReply(locale));
  if (id === 'bot') return r('answer', identityReply(locale));
  if (id === 'personal') return r('unknown', personalReply(locale));
  return undefined;
}

/** Pages the optional model gets beside a written answer, from the search. */
const CONTEXT_PAGES = 2;

function answerReply(index: SearchIndex, id: AnswerId, q: Query, topic: string): Reply {
  const own = small(id, q.locale);
  if (own) return { ...own, topic };
  const { text, link, also } = written(id as ContentAnswerId, q.locale, amountIn(q.text));
  const links = also ? [link, also] : [link];
  const hits = [asHit(id, text, link), ...search(index, q.text, CONTEXT_PAGES)];
  return { intent: 'answer', response: format(text, links, q.locale), links, hits, topic, id };
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/\p{L}{4,}/gu) ?? [],
  );

/** The sentence of a passage that shares most words with the question (not the page's opening by default). */
export function answeringSentence(text: string, question: string): string {
  const asked = wordsOf(question);
  const sentences = text.match(/[^.!?]+[.!?]+(?:\s|$)|[^.!?]+$/g) ?? [text];
  let best = sentences[0];
  let bestScore = -1;
  for (const s of sentences) {
    const score = [...wordsOf(s)].filter(
      (w) => asked.has(w) || [...asked].some((a) => a.slice(0, 5) === w.slice(0, 5)),
    ).length;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return best.trim();
}

/** No written answer fits: the closest pages, the sentence that answers from the best one, and a person. */
function closest(index: SearchIndex, q: Query, searched: string, topic: string, skip?: string, sure = false): Reply {
  const t = TEXTS[q.locale];
  const hits = search(index, searched, 12).filter((h) => h.passage.url !== skip);
  if (hits.length === 0) return { intent: 'unknown', response: unknownReply(q.locale), links: [], hits: [], topic };
  const links: Link[] = [];
  for (const h of hits) {
    if (links.length >= MAX_CLOSEST) break;
    if (!links.some((l) => l.href === h.passage.url)) links.push({ label: h.passage.title, href: h.passage.url });
  }
  const best = hits[0].passage;
  const quote = answeringSentence(best.answer ?? best.text, searched);
  const said = `${t.quoted(best.title)} ${quote}`;
  if (sure)
    return {
      intent: 'answer',
      response: format(said, links, q.locale),
      links,
      hits: hits.slice(0, MAX_CLOSEST),
      topic,
    };
  const intro = skip ? t.already : messagesFor(q.locale).assistant.uncertain.intro;
  const lines = [intro, '', said, '', ...links.map((l) => `- [${l.label}](${l.href})`), '', t.person];
  return { intent: 'uncertain', response: lines.join('\n'), links, hits: hits.slice(0, MAX_CLOSEST), topic };
}

const confident = (g: Guess | undefined, threshold: number): g is Guess => Boolean(g && g.score >= threshold);

/** The reply to a message; `previous`: the conversation's topic so far. */
export async function answer(index: SearchIndex, q: Query, previous?: string): Promise<Reply> {
  const { locale } = q;
  const { classify, threshold } = await classifierFor(locale);
  const rule = policy(q.text);
  if (rule.kind === 'promise') return answerReply(index, 'rates', q, q.text);
  if (rule.kind === 'personal') return { ...small('personal', locale)!, topic: q.text };
  if (rule.kind === 'insult') return { intent: 'human', response: hostileReply(locale), links: [], hits: [] };
  const text = rule.rest;
  if (rule.kind === 'inject' && text.split(/\s+/).length < 2)
    return { intent: 'unknown', response: scopeReply(locale), links: [], hits: [] };
  const query = rule.kind === 'inject' ? parse(text, locale) : q;

  const [whole] = await classify(text);
  // Several things asked: each part a written answer fits, once each.
  if (query.parts.length > 1) {
    const ids: ContentAnswerId[] = [];
    for (const part of query.parts) {
      const [g] = await classify(part);
      const id = g?.id as AnswerId;
      if (confident(g, threshold) && id in ANSWERS && CONTENT(id) && !ids.includes(id)) ids.push(id);
    }
    if (ids.length > 1) {
      const given = ids.map((id) => written(id, locale, amountIn(text)));
      const response = format(
        given.map((g, i) => `${TEXTS[locale].part(i + 1)} ${g.text}`).join('\n\n'),
        given.map((g) => g.link),
        locale,
      );
      const links = given.map((g) => g.link);
      return {
        intent: 'answer',
        response,
        links,
        hits: given.map((g, i) => asHit(ids[i], g.text, g.link)),
        topic: text,
        id: ids[0],
      };
    }
    if (ids.length === 1 && !confident(whole, threshold)) return answerReply(index, ids[0], query, text);
  }
  if (!previous) return decide(index, query, whole, threshold, text, text);

  // A follow-up: read with the topic first, and never the same answer twice.
  const [before] = await classify(previous);
  const prevId = confident(before, threshold) ? before.id : undefined;
  const combined = `${previous} ${text}`.slice(-MAX_TOPIC);
  const [both] = await classify(combined);
  const skip = prevId && CONTENT(prevId as AnswerId) ? linkOf(prevId as ContentAnswerId, locale) : undefined;
  if (confident(both, threshold) && both.id !== prevId)
    return decide(index, query, both, threshold, combined, combined);
  if (confident(whole, threshold) && whole.id !== prevId) return decide(index, query, whole, threshold, text, text);
  const amount = amountIn(text);
  if (prevId && amount && CONTENT(prevId as AnswerId)) {
    const r = answerReply(index, prevId as AnswerId, { ...query, text: combined }, combined);
    if (r.response.startsWith(money(amount, locale))) return r;
  }
  return closest(index, query, combined, combined, skip);
}

const linkOf = (id: ContentAnswerId, locale: Locale) => localizePath((ANSWERS[id] as { href: string }).href, locale);

/** A confident guess gets its written answer (or the search's, for an article's subject); anything else the closest pages. */
function decide(
  index: SearchIndex,
  q: Query,
  g: Guess | undefined,
  threshold: number,
  searched: string,
  topic: string,
): Reply {
  if (g && g.id === 'off-topic' && g.score >= OFF_TOPIC_SCORE) return answerReply(index, 'off-topic', q, topic);
  if (!confident(g, threshold)) return closest(index, q, searched, topic);
  if (g.id === SEARCH) return closest(index, q, searched, topic, undefined, true);
  return answerReply(index, g.id as AnswerId, q, topic);
}

/** The reply to a message as typed on a page of `pageLocale`. */
export async function reply(index: SearchIndex, message: string, previous?: string): Promise<Reply> {
  return answer(index, parse(message, index.locale), previous);
}
