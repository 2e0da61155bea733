/**
 * The chat engine. A message is parsed once into a query that carries its language; the explicit policy comes
 * first (policy.ts); then a classifier learned from the question bank (src/lib/chat-model.ts) picks the written
 * answer it asks for (src/data/chat-answers.ts, words in src/i18n/<locale>/chat-answers.ts). A score below the
 * threshold that k-fold cross-validation set gets the closest pages of the search index, quoting the sentence
 * that answers, and the offer of a person. A follow-up is read with the conversation's topic and never gets the
 * previous answer again; a message asking several things gets each answer.
 */
import type { AnswerId } from '~/data/chat-answers';
import type { ContentAnswerId } from '~/i18n/chat-answer-types';
import { amountIn, CONTENT, overCap, pageOf, TEXTS, written, type Link } from '~/lib/chat-answers';
import { aboutWords, SEARCH, UNANSWERED, type ExampleWords, type Guess } from '~/lib/chat-model';
import type { Locale } from '~/lib/i18n';
import { search, type Hit, type SearchIndex } from '~/lib/search';
import { DECLINES, format, isOwn, ownReply, humanReply, scopeReply } from './replies';
import { alike, joinedQuestions, listedQuestions, asQuoted, rest, type Rest } from './coverage';
import { parse, type Query, type Reply } from './query';
import { closest, MAX_CLOSEST } from './closest';
import { answeringSentence, detailOf } from './sentences';
import { classifierFor } from './model';
import { policy, type Policy } from './policy';

export { parse, type Intent, type Query, type Reply } from './query';

/** How much of a conversation a topic keeps. */
export const MAX_TOPIC = 300;
/** Another subject is declined at a lower score than an answer needs: a wrong decline costs less. */
const OFF_TOPIC_SCORE = 0.5;
/** A part of a several-part message scoring under this share of the threshold is context, not a question. */
const LIKELY = 0.6;
/** Below the threshold, a guess this close to it that the site's search also puts first is answered (docs/chat.md). */
const AGREE = 0.9;
/** An answer sharing this share of its content words with an answer already given repeats it. */
const REPEATS = 0.6;

/** The written answer as a passage, so the optional model rewords the same words. */
const asHit = (id: AnswerId, text: string, link: Link): Hit => ({
  passage: { id: `answer:${id}`, kind: 'page', url: link.href, title: link.label, text, answer: text },
  score: 1,
});

function small(id: AnswerId, q: Query): Reply | undefined {
  const own = ownReply(id, q.locale);
  // Borrowing read as personal still hears when no lender here funds its amount ("$1,500 is below…").
  const range = id === 'personal' ? overCap('products', q.locale, amountIn(q.text)) : '';
  return own && { ...own, response: range + own.response, links: [], hits: [], id };
}

/** `more`: the line for what the answer leaves out of the message (coverage.ts), if any. */
function answerReply(id: AnswerId, q: Query, topic: string, more?: Rest): Reply {
  const own = small(id, q);
  if (own) return { ...own, topic };
  const { text, link, also } = written(id as ContentAnswerId, q.locale, amountIn(q.text));
  const links = [link, ...(also ? [also] : []), ...(more?.links ?? [])];
  const hits = [asHit(id, text, link)];
  const body = [text, ...(more?.lines ?? [])].join('\n\n');
  return { intent: 'answer', response: format(body, links, q.locale), links, hits, topic, id, left: more?.left };
}

/** What confident answers leave out of the message's asked clauses (`skip`: parts a line already quotes). */
type Covers = { index: SearchIndex; words: ExampleWords };
const restOf = ({ index, words }: Covers, q: Query, ids: ContentAnswerId[], skip: string[] = []) =>
  rest(
    index,
    q.text,
    q.locale,
    words,
    ids.map((id) => ({ id, ...written(id, q.locale, amountIn(q.text)) })),
    skip,
  );

/**
 * The two thresholds k-fold set: answers' (`content`), and the lower one (`own`) of replies whose mistake costs
 * little: the assistant's own (small talk, a person, the bot disclosure, declines) and a detail of an answer given.
 */
type Bars = { content: number; own: number };
const confident = (g: Guess | undefined, bars: Bars): g is Guess =>
  Boolean(g && g.id !== UNANSWERED && g.score >= (isOwn(g.id) ? bars.own : bars.content));
/** A part with two words that are not stop words can be looked up; "Is that right?" asks about the rest. */
const asksSomething = (part: string, locale: Locale) => aboutWords(part, locale).length >= 2;

/** A detail of a written answer: that sentence, the answer's pages (Sign In too, as the answer had it), a person. */
function detailReply(detail: string, given: { link: Link; also?: Link }, locale: Locale) {
  const links = given.also ? [given.link, given.also] : [given.link];
  const lines = [detail, '', ...links.map((l) => `- [${l.label}](${l.href})`), '', TEXTS[locale].person];
  return { intent: 'uncertain' as const, response: lines.join('\n'), links, hits: [] };
}

/** The reply to a message; `previous`: the conversation's topic so far; `said`: the reply it got, if known. */
export async function answer(index: SearchIndex, q: Query, previous?: string, said?: string): Promise<Reply> {
  const r = await replyTo(index, q, previous, said);
  return said && r.response === said ? notAgain(r, index, q, previous ?? '', said) : r;
}

/**
 * A follow-up never gets the reply just given word for word. An answer again: the sentence of it the follow-up
 * asks for, and a person. The same closest pages again: other pages (with the topic, those not just listed; else
 * the follow-up's alone), or else the line that the assistant cannot add to its reply, and a person. A decline
 * stays a decline.
 */
function notAgain(r: Reply, index: SearchIndex, q: Query, previous: string, said: string): Reply {
  const t = TEXTS[q.locale];
  if (r.intent === 'answer' && r.id && CONTENT(r.id)) {
    const given = written(r.id, q.locale);
    const detail = detailOf(given.text, q.text, previous, q.locale, true);
    if (detail) return { ...r, ...detailReply(detail, given, q.locale) };
  }
  if (r.intent !== 'uncertain' && r.intent !== 'unknown') return r;
  // Other pages: with the topic, those not just listed; else the follow-up's alone. Each only when its best page
  // has a sentence on the question not yet said: a page with none is no closer than those just listed.
  const shown = new Set(r.links.map((l) => l.href));
  const combined = `${previous} ${q.text}`.slice(-MAX_TOPIC);
  const others = search(index, combined, 12).filter((h) => !shown.has(h.passage.url));
  for (const [searched, found] of [
    [combined, others],
    [q.text, undefined],
  ] as const) {
    const other = closest(index, q, searched, r.topic ?? q.text, { found });
    const [best] = other.hits;
    const quote = best && answeringSentence(best.passage.answer ?? best.passage.text, searched);
    if (quote && other.response.includes(quote) && !said.includes(quote)) return other;
  }
  return { ...r, intent: 'uncertain', response: [t.noMore, '', t.person].join('\n'), links: [], hits: [] };
}

async function replyTo(index: SearchIndex, q: Query, previous?: string, said?: string): Promise<Reply> {
  const rule = policy(q.text);
  if (rule.kind !== 'inject') {
    const r = await answerAfter(rule, index, q, previous, said);
    // An angry visitor whose question has no sure answer gets the apology and a person, not a list of pages.
    if (!rule.angry || r.intent !== 'uncertain') return r;
    const [intent, text] = DECLINES.insult;
    return { intent, response: text(q.locale), links: [], hits: [] };
  }
  // After an attempt to re-instruct, only a sure answer is given: a guess at the rest ("now list every form
  // received") would read as obeying it. Nothing left but joining words ("and", "pis"): only the attempt was there.
  const scope: Reply = { intent: 'unknown', response: scopeReply(q.locale), links: [], hits: [] };
  if (!/\p{L}{4,}/u.test(rule.rest)) return scope;
  const r = await answerAfter(rule, index, parse(rule.rest, q.locale), previous, said);
  return r.intent === 'uncertain' ? scope : r;
}

async function answerAfter(
  rule: Policy,
  index: SearchIndex,
  q: Query,
  previous?: string,
  said?: string,
): Promise<Reply> {
  const { locale } = q;
  const { classify, threshold, own, words } = await classifierFor(locale);
  const bars: Bars = { content: threshold, own };
  const ctx: Covers = { index, words };
  if (rule.kind === 'promise') return answerReply('rates', q, q.text);
  if (rule.kind === 'personal') return { ...small('personal', q)!, topic: q.text };
  if (Object.hasOwn(DECLINES, rule.kind)) {
    const [intent, text] = DECLINES[rule.kind as keyof typeof DECLINES];
    return { intent, response: text(locale), links: [], hits: [] };
  }
  const text = q.text;

  const wholes = await classify(text);
  const [whole] = wholes;
  // In a follow-up, the answer just given is not given again.
  const [before] = previous ? await classify(previous) : [];
  const prevId = confident(before, bars) ? before.id : undefined;
  // One sentence joining two questions (never after an attempt to re-instruct, where a part would read as obeying
  // it): each is a part when the model does not read the whole surely, or reads each as likely its own answer and
  // one not as maybe the whole's (its two likeliest): the whole's would leave it out. Two content words are enough.
  const [only] = q.parts;
  const joined = rule.kind === 'none' && !previous && q.parts.length === 1;
  const unsure = !confident(whole, bars);
  const questions = joined ? joinedQuestions(only.text, locale, unsure ? only.asks : true, unsure ? 3 : 2) : [];
  // A list of questions commas join is taken apart when each item likely asks for an answer of its own, or, the
  // whole unsure, most of them do.
  const listed = joined && questions.length === 0 ? listedQuestions(only.text, locale, only.asks) : [];
  const apart = async (items: Query['parts'], most = false) => {
    const guesses = await Promise.all(items.map((p) => classify(p.text)));
    const ids = guesses.flatMap(([g]) => (g && g.score >= threshold * LIKELY ? [g.id] : []));
    const left = guesses.some((gs) => !gs.slice(0, 2).some((g) => g.id === whole.id));
    const enough = most ? ids.length * 2 > items.length : ids.length === items.length;
    return left && enough && new Set(ids).size === ids.length;
  };
  if (questions.length > 1 && (unsure || (await apart(questions))))
    return answerAfter(rule, index, { ...q, parts: questions, joined: true }, previous, said);
  if (listed.length > 0 && (await apart(listed, unsure)))
    return answerAfter(rule, index, { ...q, parts: listed, joined: true }, previous, said);
  // Several things asked: each part a written answer fits, once each.
  if (q.parts.length > 1) {
    const ids: ContentAnswerId[] = [];
    // A part no answer fits for sure: the page of the model's best guess, said to be a guess. A part with no
    // likely answer at all is context ("we're a trucking company"), not a question: it gets no line.
    const unsure: { part: string; id: ContentAnswerId }[] = [];
    let person = false;
    // What the visitor tells is answered only when nothing asked is.
    const told: ContentAnswerId[] = [];
    // An asked part no answer comes near: said so, with the page the search finds for it, never dropped.
    const open: string[] = [];
    const again: string[] = [];
    // An answer whose words are mostly those of an answer already given says nothing new: its part was not
    // answered by it ("are you regulated?" beside "are you a bank?").
    const contentOf = (id: ContentAnswerId) => [...new Set(aboutWords(written(id, locale).text, locale))];
    // Half of a part's content words in the words of these answers: they cover it.
    const covers = (part: string, answers: ContentAnswerId[]) => {
      const asked = [...new Set(aboutWords(part, locale))];
      const words = answers.flatMap(contentOf);
      return asked.filter((a) => words.some((w) => alike(a, w))).length * 2 >= asked.length;
    };
    const repeats = (id: ContentAnswerId) => {
      const own = contentOf(id);
      return ids.some((other) => {
        const theirs = contentOf(other);
        return own.filter((w) => theirs.some((o) => alike(w, o))).length >= own.length * REPEATS;
      });
    };
    for (const { text: part, asks } of q.parts) {
      const [g] = await classify(part);
      if (g?.id === 'human' && confident(g, bars)) person = true;
      if (!g || !CONTENT(g.id)) {
        if (asks && !confident(g, bars) && asksSomething(part, locale)) open.push(part);
        continue;
      }
      const id: ContentAnswerId = g.id;
      const sure = g.score >= threshold;
      if (asks === false) {
        if (sure) told.push(id);
      } else if (sure) {
        // Unless what it adds is what this part asks, which the answers given do not cover.
        const repeated = !ids.includes(id) && repeats(id) && !(covers(part, [id]) && !covers(part, ids));
        if (!ids.includes(id) && id !== prevId && !repeated) ids.push(id);
        // A second part surely read as the same answer (or one repeating it) is kept when the words given do not
        // cover it.
        else if ((ids.includes(id) || repeated) && asks) again.push(part);
      } else if (asks && g.score >= threshold * LIKELY) unsure.push({ part, id });
      else if (asks && asksSomething(part, locale)) open.push(part);
    }
    if (ids.length === 0 && unsure.length === 0) ids.push(...new Set(told.filter((id) => id !== prevId)));
    // The whole message is surely the one answer a part found: that answer alone.
    const single = ids.length === 1 && confident(whole, bars) && whole.id === ids[0] && !q.joined;
    // A likely part is a rewording of an answer given, left out, only when that answer's words cover it; one they
    // do not cover ("which is better for a manufacturer?" beside one side of a comparison) is another question.
    const covered = (part: string) => covers(part, ids);
    const reworded = (u: { id: ContentAnswerId }) => single || ids.includes(u.id);
    // Nor is a likely part guessed at again when the answers given hold every word it asks, and more of them than
    // the guessed answer does ("the difference from inventory financing" beside the supply chain financing answer
    // that tells the two apart; "which lenders are in your network" beside the partner programs is still guessed).
    const held = (part: string, answers: ContentAnswerId[]) =>
      aboutWords(part, locale).filter((a) => answers.flatMap(contentOf).some((w) => alike(a, w))).length;
    const inAnswers = (u: { part: string; id: ContentAnswerId }) =>
      asksSomething(u.part, locale) &&
      held(u.part, ids) === aboutWords(u.part, locale).length &&
      held(u.part, ids) > held(u.part, [u.id]);
    const maybe = unsure.filter((u) => !reworded(u) && !inAnswers(u));
    // A part read as an answer already given asks something else when one of its words is not in it ("regulated").
    const reopened = [
      ...unsure
        .filter(reworded)
        .map((u) => u.part)
        .filter((part) => asksSomething(part, locale)),
      ...again.filter((part) => aboutWords(part, locale).length > 0),
    ].filter((part) => !covered(part));
    // Unlike a likely part, an open one is no rewording of the answer found: it is never left out.
    // A part whose closest page is an answer's own page is taken as covered by that answer.
    const answered = new Set(ids.map((id) => pageOf(id, locale).href));
    const page = (h: Hit) => ({ label: h.passage.title, href: h.passage.url });
    const searched = [
      ...open.flatMap((part) =>
        search(index, part, 1)
          .filter((h) => !answered.has(h.passage.url))
          .map((h) => ({ part, link: page(h) })),
      ),
      // A part the answer's words do not cover: the closest page other than the answer's own.
      ...reopened.flatMap((part) =>
        search(index, part, MAX_CLOSEST)
          .filter((h) => !answered.has(h.passage.url))
          .slice(0, 1)
          .map((h) => ({ part, link: page(h) })),
      ),
    ];
    // Such a part no other page comes near: said so, with a person, rather than dropped.
    const unanswered = reopened.filter((part) => !searched.some((s) => s.part === part));
    if (
      ids.length > 1 ||
      (ids.length === 1 && (maybe.length > 0 || searched.length > 0 || unanswered.length > 0 || person))
    ) {
      const given = ids.map((id) => written(id, locale, amountIn(text)));
      const guessed = [...maybe.map((u) => ({ part: u.part, link: pageOf(u.id, locale) })), ...searched];
      // What the answers leave out of the parts no line quotes yet, nor told.
      const quoted = [
        ...guessed.map((g) => g.part),
        ...unanswered,
        ...q.parts.filter((p) => p.asks === false).map((p) => p.text),
      ];
      const more = restOf(ctx, q, ids, quoted);
      // Numbers tell several answers apart; the other lines name their part ("As for …"), so one answer has none.
      const numbered = given.length > 1;
      const body = [
        ...given.map((g, i) => (numbered ? `${TEXTS[locale].part(i + 1)} ${g.text}` : g.text)),
        ...guessed.map((g) => TEXTS[locale].maybe(asQuoted(g.part))),
        ...unanswered.map((part) => TEXTS[locale].unanswered(asQuoted(part))),
        ...more.lines,
      ].join('\n\n');
      const links = [...given.map((g) => g.link), ...guessed.map((g) => g.link), ...more.links].filter(
        (l, i, all) => all.findIndex((o) => o.href === l.href) === i,
      );
      const hits = given.map((g, i) => asHit(ids[i], g.text, g.link));
      const response = format(body, links, locale);
      // Asking for a person as well: the answers, then the hand-off.
      if (person)
        return {
          intent: 'human',
          response: `${response}\n\n${humanReply(locale)}`,
          links,
          hits,
          topic: text,
          id: ids[0],
        };
      return { intent: 'answer', response, links, hits, topic: text, id: ids[0], left: more.left };
    }
    if (ids.length === 1 && !confident(whole, bars) && ids[0] !== prevId)
      return answerReply(ids[0], q, text, restOf(ctx, q, ids));
  }
  if (!previous) return decide(ctx, q, wholes, bars, text, text);

  // A follow-up: read with the topic first, and never the same answer twice.
  const combined = `${previous} ${text}`.slice(-MAX_TOPIC);
  const boths = await classify(combined);
  const [both] = boths;
  const skip = prevId && CONTENT(prevId as AnswerId) ? pageOf(prevId as ContentAnswerId, locale).href : undefined;
  if (confident(both, bars) && both.id !== prevId) {
    const r = decide(ctx, q, boths, bars, combined, combined);
    // Read with the topic, unless the follow-up alone surely asks the same: what it adds is checked.
    return confident(whole, bars) && whole.id === both.id ? r : withOwnWords(r, index, q);
  }
  if (confident(whole, bars) && whole.id !== prevId) return decide(ctx, q, wholes, bars, text, text);
  const amount = amountIn(text);
  if (prevId && amount && CONTENT(prevId as AnswerId)) {
    const r = answerReply(prevId as AnswerId, { ...q, text: combined }, combined);
    // The answer again only when it now opens with the word on this amount, in either language.
    const note = overCap(prevId as ContentAnswerId, locale, amount);
    if (note && r.response.startsWith(note)) return r;
  }
  // A detail of the answer just given: what of it the follow-up asks for, not the whole answer again. The
  // follow-up is about that answer when the model reads it so, alone or with the topic at the own replies' bar: a
  // detail is a hedge (a sentence, the page, a person), whose mistake costs as little as theirs.
  if (prevId && CONTENT(prevId as AnswerId)) {
    const prev = written(prevId as ContentAnswerId, locale);
    const about = whole?.id === prevId || (both?.id === prevId && both.score >= bars.own);
    const detail = detailOf(prev.text, text, previous, locale, about, said);
    if (detail) return { ...detailReply(detail, prev, locale), topic: combined };
  }
  return closest(index, q, combined, combined, { skip, guesses: boths });
}

/**
 * A follow-up answered with the topic's help whose own words the answer has none of ("and for a restaurant?"
 * after a product): what it adds is said, with the closest other page or a person, never dropped, as a part of a
 * several-part message is.
 */
function withOwnWords(r: Reply, index: SearchIndex, q: Query): Reply {
  if (r.intent !== 'answer' || !r.id || !CONTENT(r.id)) return r;
  const { locale } = q;
  const own = [...new Set(aboutWords(q.text, locale))];
  const given = written(r.id, locale, amountIn(q.text));
  const words = aboutWords(given.text, locale);
  if (own.length === 0 || own.some((a) => words.some((w) => alike(a, w)))) return r;
  const part = asQuoted(q.text.replace(/[?!.;\s]+$/, ''));
  const [hit] = search(index, q.text, MAX_CLOSEST).filter((h) => !r.links.some((l) => l.href === h.passage.url));
  const links = hit ? [...r.links, { label: hit.passage.title, href: hit.passage.url }] : r.links;
  const t = TEXTS[locale];
  const body = `${given.text}\n\n${hit ? t.maybe(part) : t.unanswered(part)}`;
  return { ...r, response: format(body, links, locale), links };
}

/** A confident guess gets its written answer (or the search's, for an article's subject); anything else the closest pages. */
function decide(ctx: Covers, q: Query, guesses: Guess[], bars: Bars, searched: string, topic: string): Reply {
  const { index } = ctx;
  const [g] = guesses;
  if (g && g.id === 'off-topic' && g.score >= OFF_TOPIC_SCORE) return answerReply('off-topic', q, topic);
  // Two learners agreeing: the classifier's likely answer is the page the site's search finds first.
  // Searched only then, so a sure answer never pays for the index; the hedge reuses what was found.
  if (!confident(g, bars)) {
    const found = search(index, searched, 12);
    const [best] = guesses;
    const near = best && CONTENT(best.id) && best.score >= bars.content * AGREE ? best.id : undefined;
    if (!near || found[0]?.passage.url !== pageOf(near, q.locale).href)
      return closest(index, q, searched, topic, { guesses, found });
    return answerReply(near, q, topic, restOf(ctx, q, [near]));
  }
  if (g.id === SEARCH) return closest(index, q, searched, topic, { sure: true });
  return answerReply(g.id as AnswerId, q, topic, CONTENT(g.id) ? restOf(ctx, q, [g.id]) : undefined);
}

/** The reply to a message as typed on a page of `pageLocale`. */
export async function reply(index: SearchIndex, message: string, previous?: string, said?: string): Promise<Reply> {
  return answer(index, parse(message, index.locale), previous, said);
}
