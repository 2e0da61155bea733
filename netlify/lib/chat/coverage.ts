/**
 * What a confident written answer leaves out of the question. The content words asked (stop words out) that the
 * answer's text does not have, a short word matching the start of a long one, and that its training examples
 * rarely use (a word many of them use is how people ask for that answer, not something else), are what the
 * answer does not address: "soc" beside the privacy answer, "team" beside the founders. The reply keeps the
 * answer and adds one line for the clause carrying them: the closest other page whose text has those words, or
 * the site does not say and a person can answer.
 */
import { TEXTS, type Link } from '~/lib/chat-answers';
import { aboutWords, stems, type ExampleWords } from '~/lib/chat-model';
import type { Locale } from '~/lib/i18n';
import { search, type SearchIndex } from '~/lib/search';

/** Two words alike: the same, or one the start of the other (three letters at least, up to five): "max", "maximum". */
export const alike = (a: string, b: string) => {
  const n = Math.min(5, a.length, b.length);
  return a === b || (n >= 3 && a.slice(0, n) === b.slice(0, n));
};

/**
 * Measured on the training examples and the held-out bank answered right (docs/chat.md): a word in two of an
 * answer's examples is how people ask for it (`usual`); a word whose uses are at least half (`share`) and three
 * (`topical`) another answer's examples is that answer's subject; a clause is another question when 60 % of its
 * content words (`half`) are left out; a short question has at most two content words and a word examples of at
 * most five answers use (`spread`).
 */
const TUNE = { usual: 2, topical: 3, share: 0.5, half: 0.6, short: 2, spread: 5 };
/**
 * Answers to what a visitor says rather than asks: a word that is their subject ("Hello", « Bonjour », « parfait »)
 * is left out of no question.
 */
const SAID: ReadonlySet<string> = new Set(['greeting', 'thanks', 'goodbye']);
/** Pages searched for one that has the words left out. */
const CLOSEST = 5;

/** Edits (insert, delete, replace, swap two letters) from one word to the other, up to `max` + 1. */
function edits(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
/** A typo of a word: one edit from it (five letters or more), two from a long one. */
const typo = (a: string, w: string) => a.length >= 5 && edits(a, w, 2) <= (a.length >= 8 ? 2 : 1);

/** Sentence breaks are the same in English and French. */
export const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });
// A clause ends at a comma or a semicolon, or where a coordinating conjunction joins another one.
const JOIN = String.raw`(?:and|or|but|nor|yet|et|ou|mais|pis|puis|ni|car)\s+`;
/** A part as a line quotes it: without the word that joined it to the message ("and", « pis »). */
export const asQuoted = (part: string) =>
  part.replace(/^(?:and|also|but|or|so|then|plus|et|ou|mais|pis|puis|aussi|alors)[\s,]+/i, '');
const CLAUSE = new RegExp(String.raw`\s*[,;:]\s*(?:${JOIN})?|\s+${JOIN}`, 'i');

// Questions one sentence joins: "and", « et », « pis », « puis » (not "or", which asks to choose between two).
const AND_WORD = String.raw`(?:and|et|pis|puis)`;
const AND = new RegExp(String.raw`\s+${AND_WORD}\s+`, 'i');
// A list's items: commas or semicolons between them, "and" before the last.
const LIST = new RegExp(String.raw`\s*[,;]\s*(?:${AND_WORD}\s+)?`, 'i');

/**
 * The questions a sentence joins with "and" ("what's the maximum and how fast does it fund"), each of `least`
 * content words at least (three: "a factor rate and an interest rate" is one question); none when it joins fewer than two. `asks`: the sentence's.
 */
export function joinedQuestions(sentence: string, locale: Locale, asks?: boolean, least = 3) {
  const parts = sentence.split(AND).map((p) => p.trim());
  const questions = parts.length > 1 && parts.every((p) => aboutWords(p, locale).length >= least);
  return questions ? parts.map((p) => ({ text: p, asks })) : [];
}

/** The items of a list of three or more that commas join ("do you lend in Texas, what's the maximum, and can I call
 * today"), each of two content words at least; none otherwise. */
export function listedQuestions(sentence: string, locale: Locale, asks?: boolean) {
  const items = sentence.split(LIST).map((p) => p.trim());
  const list = items.length > 2 && items.every((p) => aboutWords(p, locale).length >= 2);
  return list ? items.map((p) => ({ text: p, asks })) : [];
}

/**
 * The clauses of a message that ask (in a message with a question mark, those of its sentences that end with
 * one; all of them otherwise), without their end punctuation; `alone`: a question
 * that is a whole sentence.
 */
export function askedClauses(text: string): { clause: string; alone: boolean }[] {
  const marked = text.includes('?');
  const strip = (c: string) => c.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  return [...SENTENCES.segment(text)]
    .map(({ segment }) => segment.trim())
    .filter((s) => s && (!marked || s.endsWith('?')))
    .flatMap((s) =>
      s.split(CLAUSE).map((c, _, all) => ({ clause: strip(c), alone: s.endsWith('?') && all.length === 1 })),
    )
    .filter((c) => c.clause);
}

/**
 * The words of an asked clause that answers `ids` (their texts `texts`) leave out: not in the texts (nor a typo of
 * a word there), rare in the answers' examples, and either another answer's subject (« adossé », « actifs » beside
 * the cash advance: two such words, or one in a clause mostly left out) or, in a short question (`short`: a
 * sentence of a few content words ending with a question mark) mostly left out, a word few answers' examples use
 * ("soc 2?").
 */
export function uncovered(
  clause: string,
  texts: string[],
  ids: string[],
  locale: Locale,
  words: ExampleWords,
  short = false,
): string[] {
  const own = [...new Set(texts.flatMap((t) => aboutWords(t, locale)))];
  const asked = [...new Set(aboutWords(clause, locale))];
  const usesOf = (word: string) => words.uses(stems(locale)(word)[0] ?? '');
  // The answer whose subject a word is (most of its uses, and three at least), if any.
  const subjectOf = (a: string) => {
    const uses = [...usesOf(a)];
    const total = uses.reduce((sum, [, n]) => sum + n, 0);
    const [top, n] = uses.reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
    return n >= TUNE.topical && n >= TUNE.share * total ? top : undefined;
  };
  const left = asked.filter(
    (a) =>
      /^\p{L}{3,}$/u.test(a) &&
      !own.some((w) => alike(a, w) || typo(a, w)) &&
      !ids.some((id) => (usesOf(a).get(id) ?? 0) >= TUNE.usual) &&
      !SAID.has(subjectOf(a) ?? ''),
  );
  const topical = left.filter((a) => {
    const top = subjectOf(a);
    return top !== undefined && !ids.includes(top);
  });
  // Two words of other subjects say another question; one, only with most of the clause left out.
  if (topical.length >= 2) return topical;
  if (left.length < TUNE.half * asked.length) return [];
  return left.filter((a) => topical.includes(a) || (short && usesOf(a).size <= TUNE.spread));
}

export type Given = { id: string; text: string; link: Link };
/** One line for what the answers given leave out of the message (`left`, quoted), and its page if one has the words. */
export type Rest = { lines: string[]; links: Link[]; left?: string };

/**
 * The line for the clauses the answers given leave out (none: no line); `skip`: parts another line already quotes.
 * The closest page other than the answers' own whose text has the words left out, else the site does not say.
 */
export function rest(
  index: SearchIndex,
  text: string,
  locale: Locale,
  words: ExampleWords,
  given: Given[],
  skip: string[] = [],
): Rest {
  const texts = given.map((g) => g.text);
  const ids = given.map((g) => g.id);
  const left = askedClauses(text)
    .filter(({ clause }) => !skip.some((part) => part.includes(clause)))
    .map(({ clause, alone }) => {
      const short = alone && aboutWords(clause, locale).length <= TUNE.short;
      return { clause, words: uncovered(clause, texts, ids, locale, words, short) };
    })
    .filter((c) => c.words.length > 0);
  if (left.length === 0) return { lines: [], links: [] };
  const quote = left.map((c) => c.clause).join(', ');
  const missing = left.flatMap((c) => c.words);
  const answered = new Set(given.map((g) => g.link.href));
  const has = (page: string) => {
    const own = aboutWords(page, locale);
    return missing.every((m) => own.some((w) => alike(m, w)));
  };
  const hit = search(index, quote, CLOSEST).find(
    (h) => !answered.has(h.passage.url) && has(`${h.passage.title} ${h.passage.text}`),
  );
  const t = TEXTS[locale];
  if (!hit) return { lines: [t.unanswered(asQuoted(quote))], links: [], left: quote };
  return {
    lines: [t.maybe(asQuoted(quote))],
    links: [{ label: hit.passage.title, href: hit.passage.url }],
    left: quote,
  };
}
