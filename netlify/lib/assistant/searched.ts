/**
 * A search of the index weighed for an answer (answer.ts's `assess`), and of a message that tells a story before
 * its question ("we're a small construction firm in Laval, what is reverse factoring?", question-tail.ts).
 */
import { idf, queryGroups, search, type Hit, type SearchIndex } from '~/lib/search';
import { assess, type Confidence } from './answer';
import { questionTail } from './question-tail';

export type Searched = { hits: Hit[]; confidence: Confidence };

/** Rarity (idf) of a word that names a topic ("affacturage", not "faire"). */
export const TOPIC_IDF = 1.5;
/** Pages of the question alone that lead the closest pages when a story's best page misses the question. */
const MAX_OWN_HITS = 3;

/** The best pages for a question and how sure they answer it; `weightOf` may raise some of its words. */
export function run(index: SearchIndex, question: string, weightOf?: (term: string) => number): Searched {
  const hits = search(index, question, 12, weightOf);
  return { hits, confidence: assess(index, question, hits) };
}

/**
 * A search of a message that may tell a story before its question: a best page matching none of the question's
 * telling words is only close (see `missesQuestion`). The story still ranks the pages: it often says what is
 * asked about ("we sell SaaS subscriptions, do your lenders understand MRR?"); weighing the question's words
 * above it lost more such answers than it saved.
 */
export function runAsked(index: SearchIndex, question: string): Searched {
  const searched = run(index, question);
  const tail = questionTail(question, index.locale);
  return tail ? missesQuestion(index, tail, searched) : searched;
}

/**
 * A best page that matches none of the telling words of the question a story ends with ("…in Laval, what is
 * reverse factoring?" answered by the page on who qualifies) answers the story, not the question: only close,
 * with the question's own pages (searched alone) among the closest.
 */
function missesQuestion(index: SearchIndex, tail: string, searched: Searched): Searched {
  const telling = queryGroups(tail, index.locale)
    .flatMap((g) => g.terms)
    .filter((t) => idf(index, t) >= TOPIC_IDF);
  const top = searched.hits[0];
  if (telling.length === 0 || !top || searched.confidence.level === 'none') return searched;
  if (telling.some((t) => top.queryTerms.includes(t))) return searched;
  // Taken in turns with the whole message's, which the story often names ("a distributor with receivables"):
  // the question's first when the story's page looked sure of itself.
  const own = search(index, tail, MAX_OWN_HITS);
  const lists = searched.confidence.level === 'strong' ? [own, searched.hits] : [searched.hits, own];
  const turns = Array.from({ length: searched.hits.length }, (_, i) => lists.map((l) => l[i])).flat();
  const hits = turns.filter((h, i): h is Hit => !!h && turns.findIndex((x) => x?.passage.id === h.passage.id) === i);
  return { hits, confidence: { ...searched.confidence, level: 'weak' } };
}
