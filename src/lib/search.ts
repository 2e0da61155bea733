/**
 * A small ranked text search (BM25) for the chat assistant. The index is built at build time from the
 * site's own content (src/integrations/chat-index.ts) and searched at run time by the chat function.
 * Pure code: no Node or browser APIs, so the build, the function and the tests share it.
 */

/** One searchable passage: an FAQ answer, a product, a page section or a section of a blog article. */
export type Passage = {
  id: string;
  kind: 'faq' | 'product' | 'page' | 'blog';
  /** Site-relative path (with anchor) or an absolute https URL. */
  url: string;
  /** Title of the page the link leads to. */
  title: string;
  /** Section heading inside that page, when the passage is one section of it. */
  heading?: string;
  /** Plain text searched and quoted from. */
  text: string;
  /** Short curated answer given when this passage is the best match (site content only). */
  answer?: string;
  /** An article's summary (its excerpt): searched, never quoted. */
  summary?: string;
  /** Extra words people use for this topic; indexed, never shown. */
  keywords?: string;
};

export type IndexedPassage = Passage & { terms: Record<string, number>; length: number };

export type SearchIndex = {
  version: 1;
  builtAt: string;
  passages: IndexedPassage[];
  /** Document frequency of each term. */
  df: Record<string, number>;
  avgLength: number;
};

export type Hit = { passage: IndexedPassage; score: number; matched: string[] };

// Words that carry no topic. Question words stay out too: "how", "what" and "when" match everything.
const STOPWORDS = new Set(
  `a about above after again all also am an and any are as at be been before being below between both but by
  can could did do does doing done down during each either else even ever every few for from further get gets
  getting got had has have having he her here hers him his how i if in into is it its itself just let me
  might more most much must my myself no nor not now of off on once one only or other our ours out over own
  please really same shall she should so some such tell than that the their theirs them then there these they
  this those through to too under until up us very want was we were what when where which while who whom why
  will with would yes you your yours yourself boundless boundlessai im ive id ill youre youve dont doesnt didnt
  cant wont isnt arent whats hows wheres whos thats theres lets hi hello hey`.split(/\s+/),
);

// Words written several ways, and abbreviations, mapped to the words the content uses.
const EXPANSIONS: Record<string, string[]> = {
  po: ['purchase', 'order'],
  pos: ['purchase', 'order'],
  mca: ['merchant', 'cash', 'advance'],
  mcas: ['merchant', 'cash', 'advance'],
  abl: ['asset', 'based', 'lending'],
  loc: ['line', 'credit'],
  scf: ['supply', 'chain', 'financing'],
  ecommerce: ['ecommerce', 'online'],
  'e-commerce': ['ecommerce', 'online'],
  saas: ['saas', 'software'],
  api: ['api', 'integration'],
  apis: ['api', 'integration'],
  price: ['cost'],
  pricing: ['cost'],
  charge: ['cost', 'fee'],
  charges: ['cost', 'fee'],
  fees: ['fee', 'cost'],
  fee: ['fee', 'cost'],
  free: ['free', 'cost'],
  expensive: ['cost'],
  quick: ['fast'],
  quickly: ['fast'],
  speed: ['fast'],
  soon: ['fast'],
  secure: ['security', 'safe'],
  safe: ['safe', 'security'],
  privacy: ['privacy', 'data'],
  encrypted: ['encryption'],
  money: ['funding', 'capital'],
  cash: ['cash'],
  borrow: ['loan', 'borrow'],
  loans: ['loan'],
  lender: ['lender'],
  lenders: ['lender'],
  bank: ['bank', 'lender'],
  banks: ['bank', 'lender'],
  startup: ['startup', 'early'],
  startups: ['startup', 'early'],
  canadian: ['canada'],
  american: ['us', 'united', 'states'],
  usa: ['us', 'united', 'states'],
  invoice: ['invoice', 'receivable'],
  invoices: ['invoice', 'receivable'],
  factoring: ['factoring', 'invoice'],
};

/** A light English stemmer: enough to meet "loans"/"loan", "funded"/"funding"/"fund", "companies"/"company". */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is|as)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && !w.endsWith('eed') && w.length > 4) w = w.slice(0, -2);
  // planned → plann → plan; finance/financing → financ
  if (/([bdgmnprt])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  else if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Words of a text: lower case, split on anything that is not a letter or digit, without stop words. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’']/g, '')
      .replace(/e-commerce/g, 'ecommerce')
      .match(/[a-z0-9]+/g) ?? []
  ).filter((w) => !STOPWORDS.has(w));
}

/** Index terms of a text (stemmed words). */
export function tokenize(text: string): string[] {
  return words(text).map(stem);
}

/** Each distinct word of a query with its terms: its stem plus the stems of its expansions. */
export function queryGroups(text: string): { word: string; terms: string[] }[] {
  return [...new Set(words(text))].map((word) => ({
    word,
    terms: [...new Set([stem(word), ...(EXPANSIONS[word] ?? []).map(stem)])],
  }));
}

/** Query terms: stemmed words plus their expansions, without duplicates. */
export function queryTerms(text: string): string[] {
  return [...new Set(queryGroups(text).flatMap((g) => g.terms))];
}

// Field weights: a word in a title or curated keywords says more about the topic than one in the body.
const WEIGHTS = { title: 3, heading: 2, keywords: 3, text: 1 } as const;

/** Builds the index: term counts per passage (weighted by field) and document frequencies. */
export function buildIndex(passages: Passage[], builtAt = new Date().toISOString()): SearchIndex {
  const df: Record<string, number> = {};
  const indexed = passages.map((p) => {
    const terms: Record<string, number> = {};
    const add = (text: string | undefined, weight: number) => {
      for (const t of tokenize(text ?? '')) terms[t] = (terms[t] ?? 0) + weight;
    };
    add(p.title, WEIGHTS.title);
    add(p.heading, WEIGHTS.heading);
    add(p.keywords, WEIGHTS.keywords);
    add(p.summary, WEIGHTS.text);
    add(p.text, WEIGHTS.text);
    for (const t of Object.keys(terms)) df[t] = (df[t] ?? 0) + 1;
    const length = Object.values(terms).reduce((a, b) => a + b, 0);
    return { ...p, terms, length };
  });
  const avgLength = indexed.reduce((a, p) => a + p.length, 0) / Math.max(1, indexed.length);
  return { version: 1, builtAt, passages: indexed, df, avgLength };
}

// Site passages (FAQ, products, pages) are the authoritative answers; articles explain in depth.
const KIND_BOOST: Record<Passage['kind'], number> = { faq: 1.35, product: 1.3, page: 1.25, blog: 1 };

const K1 = 1.2;
const B = 0.75;

/** BM25 ranking of every passage that shares a term with the query, best first. */
export function search(index: SearchIndex, query: string, limit = 10): Hit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const n = index.passages.length;
  const hits: Hit[] = [];
  for (const passage of index.passages) {
    let score = 0;
    const matched: string[] = [];
    for (const t of terms) {
      const tf = passage.terms[t];
      if (!tf) continue;
      const df = index.df[t] ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * passage.length) / index.avgLength)));
      matched.push(t);
    }
    if (score > 0) hits.push({ passage, score: score * KIND_BOOST[passage.kind], matched });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}

/** Inverse document frequency of a term: how much a match on it says (0 for unknown terms). */
export function idf(index: SearchIndex, term: string): number {
  const df = index.df[term];
  if (!df) return 0;
  const n = index.passages.length;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
