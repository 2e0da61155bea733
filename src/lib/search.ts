/**
 * The chat's ranked search over the site's own content, on MiniSearch (BM25+ ranking, field boosts, prefix and
 * fuzzy matching for typos), with the classifier's own terms (NLP.js stemmers and stop words, both languages):
 * no hand vocabulary. The index is built and serialized at build time (src/integrations/chat-index.ts) and
 * loaded once per function instance. The chat answers from it when no written answer fits.
 */
import MiniSearch from 'minisearch';
import type { Locale } from '~/i18n/locales';
import type { Passage } from '~/types';
import { stems } from './chat-model';
import { pack, unpack, type PackedIndex } from './mini-pack';
import { topOf, type TopHit } from './mini-top';

export type { Locale, Passage };

/** What the build writes: the passages and the MiniSearch index, packed to load fast (mini-pack.ts). */
export type IndexData = { version: 4; locale: Locale; builtAt: string; passages: Passage[]; index: PackedIndex };

export type SearchIndex = {
  locale: Locale;
  passages: Passage[];
  byId: Map<string, Passage>;
  /** The index's best results for a text (mini-top.ts). */
  top: (text: string, limit: number) => TopHit[];
};

export type Hit = { passage: Passage; score: number };

// A word in a visitor question, a title or a heading says more about a passage than one in its body.
export const BOOSTS = { questions: 3, title: 2.5, keywords: 2, heading: 1.5, summary: 1, text: 1 } as const;
const FIELDS = Object.keys(BOOSTS) as (keyof typeof BOOSTS)[];

// Site passages (FAQ, products, pages, tools) are the authoritative answers; articles explain in depth.
const KIND_BOOST: Record<Passage['kind'], number> = { faq: 1.3, product: 1.3, page: 1.25, tool: 1.25, blog: 1 };

export const miniOptions = (locale: Locale) => ({
  idField: 'id',
  fields: FIELDS,
  storeFields: [],
  tokenize: stems(locale),
  processTerm: (term: string) => term,
  extractField: (doc: Passage, field: string) => {
    const value = doc[field as keyof Passage];
    return Array.isArray(value) ? value.join(' ') : ((value as string | undefined) ?? '');
  },
});

/** What a reply can show of a passage: the fields only searched stay in the index. */
const shown = ({ keywords: _k, questions: _q, summary: _s, ...p }: Passage): Passage => p;

export function buildIndex(passages: Passage[], builtAt = new Date().toISOString(), locale: Locale = 'en'): IndexData {
  const mini = new MiniSearch<Passage>(miniOptions(locale));
  mini.addAll(passages);
  const index = pack(mini.toJSON(), miniOptions(locale));
  return { version: 4, locale, builtAt, passages: passages.map(shown), index };
}

export function loadIndex(data: IndexData): SearchIndex {
  const byId = new Map(data.passages.map((p) => [p.id, p]));
  const top = topOf(unpack<Passage>(data.index, miniOptions(data.locale), true), searchOptions(byId));
  return { locale: data.locale, passages: data.passages, byId, top };
}

/**
 * An index read and loaded on its first search: a reply the written answers give alone never pays for it (about
 * a tenth of a cold function's first reply).
 */
export function lazyIndex(locale: Locale, data: () => IndexData): SearchIndex {
  let loaded: SearchIndex | undefined;
  const get = () => (loaded ??= loadIndex(data()));
  return {
    locale,
    get passages() {
      return get().passages;
    },
    get byId() {
      return get().byId;
    },
    get top() {
      return get().top;
    },
  };
}

/** How the chat searches the pages: the field boosts, typos, prefixes, and the kind of page. */
export const searchOptions = (byId: Map<string, Passage>) => ({
  boosts: BOOSTS,
  // Typos: one edit in words of 4+ letters, two in words of 8+; prefixes only for long stems.
  fuzzy: (term: string) => (term.length >= 4 ? 0.25 : false),
  maxFuzzy: 2,
  prefix: (term: string) => term.length >= 5,
  weights: { fuzzy: 0.5, prefix: 0.4 },
  // An article's introduction defines its topic: a little above its narrower sections.
  boostDocument: (id: unknown) => {
    const p = byId.get(id as string);
    return p ? KIND_BOOST[p.kind] * (p.kind === 'blog' && p.id.endsWith(':0') ? 1.1 : 1) : 1;
  },
});

/** Passages ranked by BM25 across the boosted fields, best first. */
export function search(index: SearchIndex, text: string, limit = 12): Hit[] {
  return index.top(text, limit).flatMap((r) => {
    const passage = index.byId.get(r.id as string);
    return passage ? [{ passage, score: r.score }] : [];
  });
}
