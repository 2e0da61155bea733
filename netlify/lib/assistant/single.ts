/**
 * The reply to one searched question: the best page's answer with its links and see-also line, the closest pages
 * of a weak match ("uncertain"), or "I don't know".
 */
import type { Hit, SearchIndex } from '~/lib/search';
import { answerText } from './answer';
import { bestLinks, closestLinks } from './links';
import { format, uncertainReply, unknownReply, withSeeAlso, type Link } from './replies';
import { withRates, withRatesPage } from './rates';
import { run, type Searched } from './searched';
import { namedProducts, seeAlso } from './see-also';

/** `uncertain`: the closest pages of a weak match; `unknown`: outside the site's subject. */
export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'human' | 'answer' | 'uncertain' | 'unknown';
/** `topic`: what a follow-up in the same conversation builds on (the question as understood). */
export type Reply = { intent: Intent; response: string; links: Link[]; hits: Hit[]; topic?: string };

/** How much of a question a conversation keeps as its topic. */
export const MAX_TOPIC = 300;
/** Pages an uncertain reply lists at most, its see-also line included: more is a list to read, not a lead. */
const MAX_CLOSEST = 5;
/** The closest pages of a weak match, the best one's subject's other pages and the team ("uncertain"). */
export function closestReply(
  index: SearchIndex,
  question: string,
  hits: Hit[],
  topic: string,
  named = question,
): Reply {
  const { locale } = index;
  const links = withRatesPage(index, question, closestLinks(index, question, hits));
  const subjects = [...namedProducts(index, named), hits[0].passage];
  const also = seeAlso(index, subjects, links, Math.max(0, MAX_CLOSEST - links.length));
  const response = withRates(locale, question, null, uncertainReply(links, locale, also));
  return { intent: 'uncertain', response, links: [...links, ...also], hits, topic };
}

/**
 * Composes the reply for one searched question: the answer, the closest pages, or "I don't know". `named`: the
 * text whose product names lead the see-also line (a follow-up's with the question before it).
 */
export function compose(
  index: SearchIndex,
  question: string,
  { hits, confidence }: Searched,
  topic: string,
  named = question,
): Reply {
  const { locale } = index;
  if (confidence.level === 'none' || hits.length === 0)
    return { intent: 'unknown', response: unknownReply(locale), links: [], hits };
  if (confidence.level === 'weak') return closestReply(index, question, hits, topic, named);
  const p = hits[0].passage;
  const links = bestLinks(hits);
  const also = seeAlso(index, [...namedProducts(index, named), p], links);
  const answered = format(withRates(locale, question, p, answerText(index, hits, question)), links, locale);
  return { intent: 'answer', response: withSeeAlso(answered, also, locale), links: [...links, ...also], hits, topic };
}

/** Searches the index and composes the answer, the closest pages, or says it does not know. */
export function searchReply(index: SearchIndex, question: string): Reply {
  return compose(index, question, run(index, question), question);
}
