/**
 * Which sentence of a text says what was asked: the one a hedge quotes from its best page, and the detail of an
 * answer just given that a follow-up asks for (never the whole answer again).
 */
import type { Locale } from '~/lib/i18n';
import { aboutWords, stems } from '~/lib/chat-model';
import { alike, SENTENCES } from './coverage';

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
  return bestSentence(text, question).sentence;
}

/** That sentence and how many of the question's words it shares. */
function bestSentence(text: string, question: string): { sentence: string; shared: number } {
  const asked = wordsOf(question);
  // Unicode sentence breaks, as for the question: an address (support@boundless-ai.com) or 1.5 stays whole.
  const sentences = [...SENTENCES.segment(text)].map(({ segment }) => segment).filter((s) => s.trim());
  if (sentences.length === 0) sentences.push(text);
  let best = sentences[0];
  let bestScore = -1;
  for (const s of sentences) {
    const score = [...wordsOf(s)].filter(
      (w) => asked.has(w) || [...asked].some((a) => a.slice(0, 5) === w.slice(0, 5)),
    ).length;
    if (score > bestScore) [best, bestScore] = [s, score];
  }
  return { sentence: best.trim(), shared: bestScore };
}

/** A text's sentences; a sentence opening with a figure ("… stories. 79% of …") is one too. */
const sentencesOf = (text: string) =>
  [...SENTENCES.segment(text)]
    .flatMap(({ segment }) => segment.split(/(?<=[.!?])\s+(?=\d)/))
    .map((s) => s.trim())
    .filter(Boolean);

/** Content words of `words` that a text has (in its language), a short one matching the start of a long one. */
const sharedWith = (words: string[], text: string, locale: Locale) => {
  const own = aboutWords(text, locale);
  return words.filter((a) => own.some((w) => alike(a, w))).length;
};

/**
 * What of an answer just given a follow-up asks for, never the whole answer again: its sentence sharing most of the
 * follow-up's content words (ties go to the one sharing most with the topic), when it shares two of them, half of
 * them, or one when the follow-up is read as that same answer (`about`). A follow-up read as that answer but
 * sharing no word with it ("which ones?") gets the sentence closest to the topic and the one after it: what the
 * answer says beyond its gist, which the visitor asks for more of. After a reply that quoted part of the answer
 * (`said`), only the part not yet quoted.
 */
export function detailOf(
  text: string,
  followUp: string,
  topic: string,
  locale: Locale,
  about = false,
  said = '',
): string | undefined {
  const all = sentencesOf(text);
  // After a reply that quoted part of this answer (a detail already given), only the part not yet quoted.
  const unsaid = all.filter((s) => !said.includes(s));
  const sentences = unsaid.length > 0 && unsaid.length < all.length ? unsaid : all;
  if (all.length < 2 || sentences.length === 0) return undefined;
  const asked = [...new Set(aboutWords(followUp, locale))];
  const topical = [...new Set(aboutWords(topic, locale))];
  const askedStems = [...new Set(asked.flatMap((a) => stems(locale)(a)))];
  const scored = sentences.map((s, i) => ({
    i,
    asked: sharedWith(asked, s, locale),
    // The same word beats a longer one it starts ("Canada" over "Canadian"), before the topic decides.
    exact: askedStems.filter((a) => stems(locale)(s).includes(a)).length,
    topic: sharedWith(topical, s, locale),
  }));
  const rank = (x: (typeof scored)[number]) => [x.asked, x.exact, x.topic];
  const better = (b: (typeof scored)[number], a: (typeof scored)[number]) => {
    const [rb, ra] = [rank(b), rank(a)];
    const at = rb.findIndex((v, i) => v !== ra[i]);
    return at >= 0 && rb[at] > ra[at];
  };
  const best = scored.reduce((a, b) => (better(b, a) ? b : a));
  const enough = best.asked >= 2 || (best.asked >= 1 && (about || best.asked * 2 >= asked.length));
  if (enough) return sentences[best.i];
  if (!about) return undefined;
  // Nothing shared: the gist and what follows it, short of the whole answer.
  const gist = scored.reduce((a, b) => (b.topic > a.topic ? b : a)).i;
  const from = Math.min(gist, sentences.length - 2);
  const quoted = sentences.slice(from, from + 2);
  return quoted.length < all.length ? quoted.join(' ') : sentences[gist];
}
