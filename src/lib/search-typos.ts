// cspell:ignore hueres copmte coutte donees bounless bcdfglmnprst linventaire daffacturage jemprunte ldjmtsnc aeiouyh -- typos as visitors type them, and consonants.
/**
 * Typos the typo-tolerant search does not meet: two letters swapped ("hueres", "copmte") are two edits for
 * MiniSearch's Levenshtein matching, a doubled letter ("coutte") or a single one ("donees") can stem apart, and
 * the intents' patterns match exact words. A word the index does not know is replaced by the one spelling within
 * one such slip that it does know, so the intents and the search read the word meant. A dropped letter is left to
 * the fuzzy match: restoring it by guesswork meets too many other stems. Pure code, as search.ts.
 */
import { stemIn, words, type SearchIndex } from './search';

/** Shorter words have too many neighbors to correct safely. */
const MIN_LENGTH = 6;

const fold = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The spellings one undoubled, one swap of adjacent letters or one doubled letter away from a word. */
function neighbors(word: string): string[] {
  const out = [word.replace(/([a-z])\1+/g, '$1')];
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  for (let i = 1; i < word.length; i++)
    if (/[bcdfglmnprst]/.test(word[i])) out.push(word.slice(0, i + 1) + word.slice(i));
  return out.filter((w) => w !== word);
}

/** The brand, a stop word of the search, typed with one letter dropped, added or changed ("bounless"). */
const BRAND = 'boundless';
function isBrand(word: string): boolean {
  if (Math.abs(word.length - BRAND.length) > 1 || !word.startsWith('bo')) return false;
  let i = 0;
  while (i < word.length && word[i] === BRAND[i]) i++;
  return [
    word.slice(i + 1) === BRAND.slice(i + 1),
    word.slice(i) === BRAND.slice(i + 1),
    word.slice(i + 1) === BRAND.slice(i),
  ].some(Boolean);
}

/** A French elision typed without its apostrophe: "linventaire", "daffacturage", "jemprunte". */
const FUSED_ELISION = /^(qu|[ldjmtsnc])([aeiouyh][a-z]{3,})$/;

/** A French word the index does not know read as an elision and a word it knows, else null. */
function elided(index: SearchIndex, w: string): string | null {
  const parts = index.locale === 'fr' ? FUSED_ELISION.exec(w) : null;
  if (!parts || index.df[stemIn('fr', w)] || words(w, 'fr').length === 0) return null;
  const [, elision, rest] = parts;
  return index.df[stemIn('fr', rest)] && words(rest, 'fr').length > 0 ? `${elision}'${rest}` : null;
}

/** The word as the index knows it, when one slip away; otherwise null. */
function corrected(index: SearchIndex, word: string): string | null {
  const { locale, df } = index;
  const w = fold(word);
  const split = elided(index, w);
  if (split) return split;
  if (w.length < MIN_LENGTH || !/^[a-z]+$/.test(w)) return null;
  if (w !== BRAND && isBrand(w)) return BRAND;
  // A stop word or a word the index holds is left alone.
  if (words(w, locale).length === 0 || df[stemIn(locale, w)]) return null;
  return neighbors(w).find((n) => df[stemIn(locale, n)] && words(n, locale).length > 0) ?? null;
}

/**
 * A message with each word the index does not know replaced by its known spelling, when it has one (in French,
 * an elision typed without its apostrophe first).
 */
export function correctTypos(index: SearchIndex, message: string): string {
  return message.replace(/\p{L}+/gu, (word) => corrected(index, word) ?? word);
}
