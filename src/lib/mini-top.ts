/**
 * The first few results of a MiniSearch search (terms joined by OR, fuzzy and prefix matching, field and document
 * boosts as the options say), scored and ordered exactly as `MiniSearch.search` would, without building every
 * result. The chat's neighbors need eight of several thousand examples and its pages a dozen: MiniSearch makes an
 * object per match and sorts them all, which was most of a French reply's time. A term's scores do not depend on
 * the message, so a warm instance keeps those of the terms it met lately. Reads MiniSearch's internal fields
 * (version 7.2, pinned by package-lock.json, as mini-pack.ts does): tests/unit/mini-top.test.ts compares it with
 * MiniSearch's own search. Reads an index that `unpack` made lean: postings as packed arrays.
 */
import type MiniSearch from 'minisearch';
import type { Postings } from './mini-pack';

type Internals = {
  _options: { tokenize: (text: string) => string[]; processTerm: (term: string) => string | string[] | null };
  _index: {
    get: (term: string) => Postings | undefined;
    atPrefix: (term: string) => Iterable<[string, Postings]>;
    fuzzyGet: (term: string, distance: number) => Map<string, [Postings, number]>;
  };
  _documentCount: number;
  _documentIds: Map<number, unknown>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _storedFields: Map<number, Record<string, unknown>>;
};

/** MiniSearch's search options, as functions of the term; `boosts` names the fields searched, in the index's order. */
export type TopOptions = {
  boosts: Record<string, number>;
  fuzzy: (term: string) => number | false;
  prefix: (term: string) => boolean;
  maxFuzzy?: number;
  weights?: { fuzzy: number; prefix: number };
  boostDocument?: (id: unknown) => number;
};
export type TopHit = { id: unknown; stored: Record<string, unknown>; score: number };

// MiniSearch's defaults: BM25+ parameters, the weights of prefix and fuzzy matches, the largest edit distance.
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const DEFAULTS = { weights: { fuzzy: 0.45, prefix: 0.375 }, maxFuzzy: 6 };
/** Terms whose scores a warm instance keeps. */
const KEPT_TERMS = 4096;

/** One term's documents in the order MiniSearch first meets them, and each one's score for the term. */
type TermScores = { docs: number[]; scores: number[] };

/** A search over `mini` returning its first `limit` results with their stored fields. */
export function topOf(mini: MiniSearch, options: TopOptions): (text: string, limit: number) => TopHit[] {
  const m = mini as unknown as Internals;
  const { weights, maxFuzzy, boostDocument } = { ...DEFAULTS, ...options };
  const fields = Object.entries(options.boosts).map(([field, boost]) => [m._fieldIds[field], boost] as const);
  const kept = new Map<string, TermScores>();

  // As MiniSearch's `termResults`: each document's BM25+ score for one indexed term, in each field, weighted and
  // boosted in MiniSearch's order of operations, so that sums and ties come out the same to the last bit.
  const add = (into: Map<number, number>, postings: Postings | undefined, weight: number) => {
    for (const [fieldId, boost] of fields) {
      const pairs = postings?.find(([field]) => field === fieldId)?.[1];
      if (!pairs) continue;
      const matching = pairs.length / 2;
      const avgLength = m._avgFieldLength[fieldId];
      const idf = Math.log(1 + (m._documentCount - matching + 0.5) / (matching + 0.5));
      for (let i = 0; i < pairs.length; i += 2) {
        const doc = pairs[i];
        const tf = pairs[i + 1];
        const docBoost = boostDocument ? boostDocument(m._documentIds.get(doc)) : 1;
        if (!docBoost) continue;
        const length = (m._fieldLength.get(doc) as number[])[fieldId];
        const raw = idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / avgLength)));
        const score = weight * boost * docBoost * raw;
        into.set(doc, (into.get(doc) ?? 0) + score);
      }
    }
  };

  // As `executeQuerySpec`: the exact term, then longer terms it begins, then terms within the edit distance.
  const scoresOf = (term: string): TermScores => {
    const known = kept.get(term);
    if (known) return known;
    const into = new Map<number, number>();
    add(into, m._index.get(term), 1);
    const fuzzy = options.fuzzy(term);
    const distance = !fuzzy ? 0 : fuzzy < 1 ? Math.min(maxFuzzy, Math.round(term.length * fuzzy)) : fuzzy;
    const fuzzyMatches = distance ? m._index.fuzzyGet(term, distance) : undefined;
    if (options.prefix(term))
      for (const [longer, postings] of m._index.atPrefix(term)) {
        const extra = longer.length - term.length;
        if (!extra) continue;
        fuzzyMatches?.delete(longer);
        add(into, postings, (weights.prefix * longer.length) / (longer.length + 0.3 * extra));
      }
    for (const [near, [postings, edits]] of fuzzyMatches ?? [])
      if (edits) add(into, postings, (weights.fuzzy * near.length) / (near.length + edits));
    const scores = { docs: [...into.keys()], scores: [...into.values()] };
    if (kept.size >= KEPT_TERMS) kept.delete(kept.keys().next().value as string);
    kept.set(term, scores);
    return scores;
  };

  return (text, limit) => {
    const terms = m._options
      .tokenize(text)
      .flatMap((t) => m._options.processTerm(t) ?? [])
      .filter(Boolean);
    // Summed over the message's terms in order; then times how many different terms matched (MiniSearch's quality).
    const total = new Map<number, number>();
    const matched = new Map<number, number>();
    const counted = new Set<string>();
    for (const term of terms) {
      const { docs, scores } = scoresOf(term);
      const first = !counted.has(term);
      counted.add(term);
      for (let i = 0; i < docs.length; i++) {
        const doc = docs[i];
        const sum = total.get(doc);
        total.set(doc, sum === undefined ? scores[i] : sum + scores[i]);
        if (first) matched.set(doc, (matched.get(doc) ?? 0) + 1);
      }
    }
    // The best `limit`, ties in the order first met (MiniSearch's sort is stable).
    const best: { doc: number; score: number }[] = [];
    for (const [doc, sum] of total) {
      const score = sum * (matched.get(doc) ?? 1);
      if (best.length === limit && score <= best[limit - 1].score) continue;
      let at = best.length;
      while (at > 0 && best[at - 1].score < score) at--;
      best.splice(at, 0, { doc, score });
      if (best.length > limit) best.pop();
    }
    return best.map(({ doc, score }) => ({
      id: m._documentIds.get(doc),
      stored: m._storedFields.get(doc) ?? {},
      score,
    }));
  };
}
