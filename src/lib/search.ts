/**
 * The chat assistant's ranked search over the site's own content, on MiniSearch (BM25+ ranking, field boosts,
 * prefix and fuzzy matching for typos). The index is built and serialized at build time
 * (src/integrations/chat-index.ts) and loaded once per function instance. Pure code: no Node or browser APIs,
 * so the build, the function, the eval script and the tests share it.
 */
import MiniSearch, { type AsPlainObject, type Query, type SearchOptions } from 'minisearch';
import { EXPANSIONS, STEM_EXCEPTIONS, STOPWORDS } from '~/data/search-vocabulary';
import { EXPANSIONS_FR, STOPWORDS_FR } from '~/data/search-vocabulary-fr';
import type { Locale } from '~/i18n/locales';
import type { Passage } from '~/types';
import { rawWordsFr, stemFr } from './search-fr';

export type { Locale, Passage };

/** What the build writes: the passages, each term's document frequency and the serialized MiniSearch index. */
export type IndexData = {
  version: 2;
  /** The language of the passages (and so of the words, stop words and stems); English when absent. */
  locale?: Locale;
  builtAt: string;
  passages: Passage[];
  df: Record<string, number>;
  index: AsPlainObject;
};

export type SearchIndex = {
  locale: Locale;
  passages: Passage[];
  byId: Map<string, Passage>;
  df: Record<string, number>;
  mini: MiniSearch<Passage>;
};

/**
 * One ranked passage; `queryTerms` are the (processed) query terms it matched, exactly or fuzzily, and `fields`
 * the fields each matched term was found in.
 */
export type Hit = { passage: Passage; score: number; queryTerms: string[]; fields: Record<string, string[]> };

/**
 * A light English stemmer: enough to meet "loans"/"loan", "funded"/"funding"/"fund", "companies"/"company",
 * "approve"/"approval".
 */
export function stem(word: string): string {
  const exception = STEM_EXCEPTIONS[word];
  if (exception) return exception;
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|as)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('al') && w.length > 6) w = w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4) w = w.slice(0, -2);
  // planned → plann → plan; finance/financing → financ
  if (/([bdgmnprt])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  else if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The raw words of a text: lower case, accents and apostrophes removed, split on anything not a letter or digit. */
export function rawWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’']/g, '')
      .replace(/e-commerce/g, 'ecommerce')
      // The brand names no topic: "Boundless AI" must not match the AI-matching passages.
      .replace(/\bboundless[\s-]*ai\b/g, 'boundless')
      .replace(/cash-flow|cash flow/g, 'cashflow')
      // Phrasal verbs whose meaning is in a stop word.
      .replace(/\bsign[\s-]?up\b/g, 'signup')
      .replace(/\b(?:sign|log)[\s-]?in(?:to)?\b/g, 'login')
      .replace(/\b(?:pull|back)(?:ing)? out\b/g, 'withdraw')
      .replace(/\bhow (?:long|soon)\b/g, 'timeline')
      .replace(/\bfactor rates?\b/g, 'factorrate')
      .replace(
        /\b(?:just|recently) (?:started|opened|launched|incorporated)\b|\bbrand new (?:business|company)\b/g,
        'startup',
      )
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** How one language's text becomes search terms. */
type Analyzer = {
  rawWords: (text: string) => string[];
  stem: (word: string) => string;
  stopwords: ReadonlySet<string>;
  expansions: Record<string, string>;
};

const ANALYZERS: Record<Locale, Analyzer> = {
  en: { rawWords, stem, stopwords: STOPWORDS, expansions: EXPANSIONS },
  fr: { rawWords: rawWordsFr, stem: stemFr, stopwords: STOPWORDS_FR, expansions: EXPANSIONS_FR },
};

/** A word's stem in a language. */
export const stemIn = (locale: Locale, word: string): string => ANALYZERS[locale].stem(word);

/** Words of a text without stop words. */
export function words(text: string, locale: Locale = 'en'): string[] {
  const { rawWords: raw, stopwords } = ANALYZERS[locale];
  return raw(text).filter((w) => !stopwords.has(w));
}

/** Index terms of a text (stemmed words). */
export function tokenize(text: string, locale: Locale = 'en'): string[] {
  return words(text, locale).map(ANALYZERS[locale].stem);
}

// A word in a visitor question, a title or curated keywords says more about a passage than one in its body.
export const BOOSTS = { questions: 3, title: 2.5, keywords: 2, heading: 1.5, summary: 1, text: 1 } as const;
const FIELDS = Object.keys(BOOSTS) as (keyof typeof BOOSTS)[];

// Site passages (FAQ, products, pages, tools) are the authoritative answers; articles explain in depth.
const KIND_BOOST: Record<Passage['kind'], number> = { faq: 1.3, product: 1.3, page: 1.25, tool: 1.25, blog: 1 };

function miniOptions(locale: Locale) {
  const { rawWords: raw, stem: stemOf, stopwords } = ANALYZERS[locale];
  return {
    idField: 'id',
    fields: FIELDS,
    storeFields: [],
    tokenize: (text: string) => raw(text),
    processTerm: (term: string): string | null => (stopwords.has(term) ? null : stemOf(term)),
    extractField: (doc: Passage, field: string) => {
      const value = doc[field as keyof Passage];
      return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
    },
  };
}

/** What a reply can show of a passage: the fields only searched (and a body that a curated answer replaces) stay in the index. */
function shown({ keywords, questions, summary, ...p }: Passage): Passage {
  return p.answer ? { ...p, text: '' } : p;
}

/** Builds the serializable index data: passages, document frequencies and the MiniSearch index. */
export function buildIndex(passages: Passage[], builtAt = new Date().toISOString(), locale: Locale = 'en'): IndexData {
  const options = miniOptions(locale);
  const mini = new MiniSearch<Passage>(options);
  mini.addAll(passages);
  const df: Record<string, number> = {};
  for (const p of passages) {
    const terms = new Set(FIELDS.flatMap((f) => tokenize(options.extractField(p, f), locale)));
    for (const t of terms) df[t] = (df[t] ?? 0) + 1;
  }
  return { version: 2, locale, builtAt, passages: passages.map(shown), df, index: mini.toJSON() };
}

/** Loads the built index (once per function instance). */
export function loadIndex(data: IndexData): SearchIndex {
  const locale = data.locale ?? 'en';
  const mini = MiniSearch.loadJS<Passage>(data.index, miniOptions(locale));
  return { locale, passages: data.passages, byId: new Map(data.passages.map((p) => [p.id, p])), df: data.df, mini };
}

/**
 * Each distinct content word of a question with its alternatives (the word and its expansion; in French, a word
 * the index does not know (`known`: its document frequencies) is read without doubled letters when it knows that).
 */
export function queryGroups(
  text: string,
  locale: Locale = 'en',
  known?: Record<string, number>,
): { word: string; alternatives: string[]; terms: string[] }[] {
  const { expansions, stem: stemOf } = ANALYZERS[locale];
  return [...new Set(words(text, locale))].map((word) => {
    // cspell:ignore simulatuer coutte interressant -- typos, as visitors type them.
    // Doubled letters are the commonest French typo ("coutte", "interressant"): an unknown word is read without
    // them when the index knows it so.
    const undoubled = word.replace(/([a-z])\1+/g, '$1');
    const typed = locale === 'fr' && known && !known[stemOf(word)] && known[stemOf(undoubled)] ? undoubled : word;
    // French plurals share their singular's expansion; a long word typed with one slip ("simulatuer") its.
    const expansion =
      expansions[typed] ??
      (locale === 'fr'
        ? (expansions[typed.replace(/[sx]$/, '')] ?? expansions[nearKey(expansions, typed)])
        : undefined);
    const alternatives = [...new Set([typed, ...words(expansion ?? '', locale)])];
    return { word, alternatives, terms: [...new Set(alternatives.map(stemOf))] };
  });
}

/** Whether two words differ by one edit: a letter changed, added, dropped or two adjacent ones swapped. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** The key of a vocabulary table one edit away from a long word, if any (typos of the words it maps). */
const MIN_NEAR = 7;
function nearKey(table: Record<string, string>, word: string): string {
  if (word.length < MIN_NEAR) return '';
  return Object.keys(table).find((key) => key.length >= MIN_NEAR && oneEdit(key, word)) ?? '';
}

/** Inverse document frequency of a term (0 for a term the index does not hold). */
export function idf(index: SearchIndex, term: string): number {
  const df = index.df[term];
  if (!df) return 0;
  const n = index.passages.length;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

const SEARCH: SearchOptions = {
  boost: BOOSTS,
  combineWith: 'OR',
  // Typos: one edit in words of 4+ letters, two in words of 6+; prefixes only for long words ("financ" → "financial").
  fuzzy: (term) => (term.length >= 4 ? 0.25 : false),
  maxFuzzy: 2,
  prefix: (term) => term.length >= 6,
  weights: { fuzzy: 0.5, prefix: 0.4 },
};

/**
 * Passages ranked by BM25 across the boosted fields, best first. `weightOf(term)` may lower or raise a query
 * term (a follow-up weighs the new words above the previous question's).
 */
export function search(index: SearchIndex, text: string, limit = 12, weightOf?: (term: string) => number): Hit[] {
  const groups = queryGroups(text, index.locale, index.df);
  if (groups.length === 0) return [];
  const query: Query = {
    combineWith: 'OR',
    queries: groups.map((g) => (g.alternatives.length === 1 ? g.word : { combineWith: 'OR', queries: g.alternatives })),
  };
  const results = index.mini.search(query, {
    ...SEARCH,
    ...(weightOf ? { boostTerm: (term: string) => weightOf(term) } : {}),
    boostDocument: (id: string) => {
      const p = index.byId.get(id);
      if (!p) return 1;
      // An article's introduction defines its topic: a little above its narrower sections.
      return KIND_BOOST[p.kind] * (p.kind === 'blog' && p.id.endsWith(':0') ? 1.1 : 1);
    },
  });
  return results.slice(0, limit).flatMap((r) => {
    const passage = index.byId.get(r.id as string);
    return passage ? [{ passage, score: r.score, queryTerms: r.queryTerms, fields: r.match }] : [];
  });
}
