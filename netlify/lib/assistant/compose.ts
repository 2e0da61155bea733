/**
 * The chat assistant's answers: small talk, hand-off to a person and attempts to re-instruct it are recognised
 * first (intents.ts); anything else is searched in the site's own content (the build-time index) and answered
 * by naming the page and quoting the sentences that answer, plus links to the best pages (answer.ts). A weak
 * best match gets the closest pages and the contact options; only a question outside the site's subject gets
 * "I don't know". Replies are plain text; links use the Markdown form [label](href), which the widget renders
 * as real links.
 */
import { queryGroups, search, words, type Hit, type Locale, type Passage, type SearchIndex } from '~/lib/search';
import { answerText, assess, bestLinks, type Confidence } from './answer';
import { intentsFor, mayFollowUp, onlySmallTalk, withoutInjection } from './intents';
import {
  declineReply,
  format,
  goodbyeReply,
  greetingReply,
  hostileReply,
  humanReply,
  identityReply,
  personalReply,
  ratesNote,
  scopeReply,
  thanksReply,
  uncertainReply,
  unknownReply,
  type Link,
} from './replies';

/** `uncertain`: the closest pages of a weak match; `unknown`: outside the site's subject. */
export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'human' | 'answer' | 'uncertain' | 'unknown';
/** `topic`: what a follow-up in the same conversation builds on (the question as understood). */
export type Reply = { intent: Intent; response: string; links: Link[]; hits: Hit[]; topic?: string };

const MAX_TOPIC = 300;
/** How much a follow-up's own words weigh against the previous question's. */
const OWN_WEIGHT = 3;

/** Below this, a question without any business-money word is taken as outside the site's subject. */
const FAINT_EVIDENCE = 0.5;

const withRates = (locale: Locale, question: string, p: Passage | null, text: string) => {
  const { RATES_OR_APPROVAL, normalise } = intentsFor(locale);
  return RATES_OR_APPROVAL.test(normalise(question)) && p?.id !== 'approval' ? `${ratesNote(locale)} ${text}` : text;
};

type Searched = { hits: Hit[]; confidence: Confidence };

function run(index: SearchIndex, question: string, weightOf?: (term: string) => number): Searched {
  const hits = search(index, question, 12, weightOf);
  return { hits, confidence: assess(index, question, hits) };
}

/** Composes the reply for one searched question: the answer, the closest pages, or "I don't know". */
function compose(index: SearchIndex, question: string, { hits, confidence }: Searched, topic: string): Reply {
  const { locale } = index;
  if (confidence.level === 'none' || hits.length === 0)
    return { intent: 'unknown', response: unknownReply(locale), links: [], hits };
  if (confidence.level === 'weak') {
    const links = bestLinks(hits, 3, 0);
    const response = withRates(locale, question, null, uncertainReply(links, locale));
    return { intent: 'uncertain', response, links, hits, topic };
  }
  const p = hits[0].passage;
  const links = bestLinks(hits);
  return {
    intent: 'answer',
    response: format(withRates(locale, question, p, answerText(index, hits, question)), links, locale),
    links,
    hits,
    topic,
  };
}

/** Searches the index and composes the answer, the closest pages, or says it does not know. */
export function searchReply(index: SearchIndex, question: string): Reply {
  return compose(index, question, run(index, question), question);
}

/** Both halves of a two-part question, when each is answered confidently by a different page. */
function twoPartReply(index: SearchIndex, message: string): Reply | null {
  const { locale } = index;
  const parts = message
    .split(intentsFor(locale).PART_BREAK)
    .map((p) => p.trim())
    .filter((p) => words(p, locale).length > 0);
  if (parts.length < 2) return null;
  const answered = parts.map((part) => ({ part, ...run(index, part) })).filter((a) => a.confidence.level === 'strong');
  const distinct = answered.filter(
    (a, i) => answered.findIndex((b) => b.hits[0].passage.url === a.hits[0].passage.url) === i,
  );
  if (distinct.length < 2) return null;
  const [a, b] = distinct;
  const texts = [a, b].map(({ part, hits }) => withRates(locale, part, hits[0].passage, answerText(index, hits, part)));
  const links = [...bestLinks(a.hits, 2), ...bestLinks(b.hits, 2)].filter(
    (l, i, all) => all.findIndex((x) => x.href === l.href) === i,
  );
  return {
    intent: 'answer',
    response: format(texts.join('\n\n'), links.slice(0, 4), locale),
    links: links.slice(0, 4),
    hits: [...a.hits.slice(0, 3), ...b.hits.slice(0, 3)],
    topic: message,
  };
}

/** A follow-up ("and in Canada?") read together with the previous question, its own words weighing more. */
function followUpReply(index: SearchIndex, message: string, previous: string): Reply | null {
  // A short message ("who qualifies?", "how long are they?") or one that opens like a continuation.
  if (!mayFollowUp(message, index.locale)) return null;
  const ownTerms = new Set(queryGroups(message, index.locale).flatMap((g) => g.terms));
  const combined = `${previous} ${message}`;
  const searched = run(index, combined, (term) => (ownTerms.has(term) ? OWN_WEIGHT : 1));
  if (searched.confidence.level !== 'strong') return null;
  return compose(index, combined, searched, combined.slice(-MAX_TOPIC));
}

/**
 * Everything the widget can be asked. `previous` is the topic of the conversation's previous answered question,
 * for follow-ups.
 */
export function reply(index: SearchIndex, message: string, previous?: string): Reply {
  const { locale } = index;
  const I = intentsFor(locale);
  const social = (intent: Intent, response: string): Reply => ({ intent, response, links: [], hits: [] });
  const cleaned = withoutInjection(message, locale);
  if (cleaned.injected && words(cleaned.text, locale).length === 0) return social('answer', scopeReply(locale));
  const question = cleaned.text;
  const text = I.normalise(question);

  if (I.HUMAN.test(text)) return social('human', humanReply(locale));
  if (I.IDENTITY.test(text)) return social('answer', identityReply(locale));
  if (I.PERSONAL.test(text) && !I.BUSINESS.test(text)) return social('answer', personalReply(locale));
  const rewrite = I.REWRITES.find(([pattern]) => pattern.test(text));
  if (rewrite) return searchReply(index, `${rewrite[1]} ${question}`);
  if (I.DECLINE.test(text)) return social('greeting', declineReply(locale));
  if (onlySmallTalk(text, locale)) {
    if (I.GOODBYE.test(text)) return social('goodbye', goodbyeReply(locale));
    if (I.THANKS.test(text)) return social('thanks', thanksReply(locale));
    // "ok", "great": an acknowledgement; a bare greeting or a question of stop words only: an invitation.
    if (words(text, locale).length > 0 && !I.GREETING.test(text)) return social('thanks', thanksReply(locale));
    return social('greeting', greetingReply(locale));
  }
  const onTopic = I.DOMAIN.test(text);
  if (I.HOSTILE.test(text) && words(text, locale).length <= 4) return social('human', hostileReply(locale));
  if ((I.OFF_TOPIC.test(text) && !onTopic) || I.CREATIVE?.test(text)) return social('unknown', unknownReply(locale));
  if (previous) {
    const followUp = followUpReply(index, question, previous);
    if (followUp) return followUp;
  }
  const single = run(index, question);
  const both = twoPartReply(index, question);
  if (both) return both;
  if (single.confidence.level !== 'strong' && I.HOSTILE.test(text)) return social('human', hostileReply(locale));
  // A French question without a single word of the site's subject is not answered by an article that happens
  // to share a word with it ("quel temps fait-il", "faire du pain"): the closest pages at most.
  const stray = locale === 'fr' && !onTopic && single.hits[0]?.passage.kind === 'blog';
  const searched = stray ? { ...single, confidence: { ...single.confidence, level: 'weak' as const } } : single;
  const answer = compose(index, question, searched, question.slice(0, MAX_TOPIC));
  // Anything the site's words touch, however faintly, gets the closest pages and the team: "I don't know" is
  // for questions outside the site's subject.
  if (
    answer.intent === 'unknown' &&
    single.hits.length > 0 &&
    (onTopic || single.confidence.evidence >= FAINT_EVIDENCE)
  ) {
    const links = bestLinks(single.hits, 3, 0);
    const response = uncertainReply(links, locale);
    return { intent: 'uncertain', response, links, hits: single.hits, topic: question };
  }
  return answer;
}
