/**
 * Follow-ups in a conversation: a message read together with the previous question, and the conversation's
 * closest pages when its own words place nothing.
 */
import { idf, queryGroups, type SearchIndex } from '~/lib/search';
import { assess } from './answer';
import { intentsFor, mayFollowUp } from './intents';
import { unknownReply } from './replies';
import { run, TOPIC_IDF } from './searched';
import { closestReply, compose, MAX_TOPIC, type Reply } from './single';

/** How much a follow-up's own words weigh against the previous question's. */
const OWN_WEIGHT = 3;

/** The closest pages of a whole conversation, or "I don't know" when even that finds none. */
export function closestInConversation(index: SearchIndex, conversation: string): Reply {
  const { hits } = run(index, conversation);
  if (hits.length === 0) return { intent: 'unknown', response: unknownReply(index.locale), links: [], hits };
  return closestReply(index, conversation, hits, conversation.slice(-MAX_TOPIC), conversation);
}

/** A follow-up ("and in Canada?") read together with the previous question, its own words weighing more. */
export function followUpReply(index: SearchIndex, message: string, previous: string): Reply | null {
  // A short message ("who qualifies?", "how long are they?") or one that opens like a continuation.
  if (!mayFollowUp(message, index.locale)) return null;
  const ownTerms = new Set(queryGroups(message, index.locale).flatMap((g) => g.terms));
  const topicTerms = new Set(
    queryGroups(previous, index.locale)
      .flatMap((g) => g.terms)
      .filter((t) => idf(index, t) >= TOPIC_IDF),
  );
  const combined = `${previous} ${message}`;
  const searched = run(index, combined, (term) => (ownTerms.has(term) ? OWN_WEIGHT : 1));
  // A follow-up asking more about the previous topic ("and what does it cost?" after factoring) is still about
  // that topic, not the site's fees: the best page matching both, when there is one. One swapping the subject
  // ("and for supply chain?") is not.
  const { SWITCH, normalise } = intentsFor(index.locale);
  const attribute = !SWITCH.test(normalise(message));
  const both = searched.hits.filter(
    (h) => h.queryTerms.some((t) => topicTerms.has(t)) && h.queryTerms.some((t) => ownTerms.has(t)),
  );
  const kept = attribute && both.length > 0 && both[0] !== searched.hits[0] ? both : searched.hits;
  const confidence = kept === searched.hits ? searched.confidence : assess(index, combined, kept);
  if (confidence.level !== 'strong') return null;
  return compose(index, combined, { hits: kept, confidence }, combined.slice(-MAX_TOPIC));
}
