/**
 * The question at the end of a message that first tells the visitor's story ("we're a small construction firm
 * in Laval, what is reverse factoring?"): the clauses from the first one that opens like a question, when
 * those before it ask nothing, or all after a clause that opens like a story ("we're…", "on est…"). The story's words (the trade, the town, "small business") otherwise outweigh what
 * is asked and lead to the page about who qualifies or where the company is.
 */
import type { Locale } from '~/lib/search';
import { intentsFor } from './intents';

/** A question about what the clause before it named ("ça marche comment", "is that possible"). */
const ANAPHORA = /^(?:ca|cela|ce|it|that|this|those|they)\b|\b(?:ca|cela|that|this|it)\s*\??$/;

/** Clauses, each with the punctuation that ends it. */
const CLAUSES = /[^,.;:!?]+[,.;:!?]*/g;

/** The question that ends a message opened by a story, or null when the message is one question. */
export function questionTail(message: string, locale: Locale): string | null {
  const { QUESTION, STORY, normalise } = intentsFor(locale);
  const clauses = (message.match(CLAUSES) ?? []).map((c) => c.trim()).filter(Boolean);
  const asks = (clause: string) => clause.endsWith('?') || QUESTION.test(normalise(clause));
  // The first clause that asks, or, after a story's opening clause, the rest.
  const asking = clauses.findIndex(asks);
  const first = asking < 1 && clauses.length > 1 && STORY.test(normalise(clauses[0])) ? 1 : asking;
  if (first < 1) return null;
  const tail = clauses.slice(first).join(' ');
  // "Sell my invoices to a company, how does that work?": the first clause is what is asked about.
  return ANAPHORA.test(normalise(tail)) ? null : tail;
}
