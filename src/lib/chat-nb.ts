/**
 * The chat classifier's third learner: complement naive Bayes (Rennie et al., 2003) over a message's features
 * (src/lib/chat-model.ts gives character n-grams and stems), each weighted by TF-IDF. Complement NB learns an answer
 * from the examples of all the others, so an answer with few examples is not outweighed by one with many. Its
 * scores become shares by a softmax, so it votes on the same scale as the other two learners.
 */

/** The trained learner, as stored in the model file. */
export type Nb = {
  /** Examples trained on. */
  docs: number;
  /** The answers. */
  ids: string[];
  /** Per answer, the feature weight of every other answer's examples. */
  rest: number[];
  /** How many features there are. */
  size: number;
  /**
   * One entry per feature, `feature:numbers;`: its document frequency, its weight in all examples and (answer
   * index, weight in it) pairs, spaced. Entries are grouped in buckets by a hash of the feature, and `buckets` gives
   * where each starts. A cold function parses one string with no escapes in it far faster than thirty thousand
   * arrays of numbers or keys, and finds a feature by scanning its bucket's few entries.
   */
  feats: string;
  buckets: number[];
};

/** Smoothing: the weight every feature is given in every answer. */
const ALPHA = 0.3;
/** The softmax's temperature: how far a lower score falls behind in share. */
const TEMPERATURE = 0.2;
const BUCKETS = 2048;
/** FNV-1a: the bucket a feature is stored in and looked up in. */
function bucketOf(feature: string) {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) h = Math.imul(h ^ feature.charCodeAt(i), 0x01000193);
  return (h >>> 0) % BUCKETS;
}

/** The separators of `feats`: a feature holding one is not learned (letters, digits and spaces make them up). */
const SEPARATORS = /[:;]/;
const usable = (features: string[]) => features.filter((f) => !SEPARATORS.test(f));

const counted = (features: string[]) => {
  const tf = new Map<string, number>();
  for (const f of usable(features)) tf.set(f, (tf.get(f) ?? 0) + 1);
  return tf;
};

/** A message's TF-IDF vector over the known features, of length 1. */
function vector(features: string[], docs: number, df: (f: string) => number | undefined) {
  const v = new Map<string, number>();
  let norm = 0;
  for (const [f, n] of counted(features)) {
    const d = df(f);
    if (d === undefined) continue;
    const x = (1 + Math.log(n)) * (Math.log((docs + 1) / (d + 1)) + 1);
    v.set(f, x);
    norm += x * x;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [f, x] of v) v.set(f, x / norm);
  return v;
}

export function trainNb(examples: { id: string; features: string[] }[]): Nb {
  const df = new Map<string, number>();
  for (const e of examples) for (const f of new Set(e.features)) df.set(f, (df.get(f) ?? 0) + 1);
  const ids = [...new Set(examples.map((e) => e.id))];
  const index = new Map(ids.map((id, i) => [id, i]));
  const inAnswer = new Map<string, Map<number, number>>();
  const total = ids.map(() => 0);
  for (const e of examples) {
    const a = index.get(e.id) as number;
    for (const [f, x] of vector(e.features, examples.length, (g) => df.get(g))) {
      const byAnswer = inAnswer.get(f) ?? new Map<number, number>();
      inAnswer.set(f, byAnswer);
      byAnswer.set(a, (byAnswer.get(a) ?? 0) + x);
      total[a] += x;
    }
  }
  const all = total.reduce((s, t) => s + t, 0);
  // Three decimals, as the rest of the model file has them.
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const entries: string[][] = Array.from({ length: BUCKETS }, () => []);
  for (const [f, byAnswer] of inAnswer) {
    const sum = [...byAnswer.values()].reduce((s, x) => s + x, 0);
    const numbers = [df.get(f), round(sum), ...[...byAnswer].flatMap(([a, x]) => [a, round(x)])];
    entries[bucketOf(f)].push(`${f}:${numbers.join(' ')};`);
  }
  const buckets = [0];
  for (const bucket of entries) buckets.push(buckets[buckets.length - 1] + bucket.join('').length);
  const rest = total.map((t) => all - t);
  return { docs: examples.length, ids, rest, size: inAnswer.size, feats: entries.flat().join(''), buckets };
}

/** A feature's numbers, read from its entry when first asked for (`undefined`: not a learned feature). */
function featureTable({ feats, buckets }: Nb) {
  const read = new Map<string, number[] | undefined>();
  return (f: string): number[] | undefined => {
    if (read.has(f)) return read.get(f);
    const b = bucketOf(f);
    let numbers: number[] | undefined;
    for (let at = buckets[b]; at < buckets[b + 1] && !numbers; ) {
      const colon = feats.indexOf(':', at);
      const end = feats.indexOf(';', colon);
      if (feats.slice(at, colon) === f) numbers = feats.slice(colon + 1, end).split(' ').map(Number);
      at = end + 1;
    }
    read.set(f, numbers);
    return numbers;
  };
}

/** The learner, ready to score: each answer's share, all shares summing to 1. */
export function loadNb(nb: Nb): (features: string[]) => Map<string, number> {
  const table = featureTable(nb);
  const restTerm = nb.rest.map((r) => Math.log(r + ALPHA * nb.size));
  return (features) => {
    const v = vector(features, nb.docs, (f) => table(f)?.[0]);
    // An answer's score: how unlike the other answers' examples the message is (the complement's likelihood, negated).
    let base = 0;
    let mass = 0;
    const lift = nb.ids.map(() => 0);
    for (const [f, x] of v) {
      const [, sum, ...pairs] = table(f) as number[];
      base -= x * Math.log(sum + ALPHA);
      mass += x;
      for (let i = 0; i < pairs.length; i += 2)
        lift[pairs[i]] += x * (Math.log(sum + ALPHA) - Math.log(sum - pairs[i + 1] + ALPHA));
    }
    const scores = nb.ids.map((_, a) => base + lift[a] + mass * restTerm[a]);
    const top = Math.max(...scores);
    const exp = scores.map((s) => Math.exp((s - top) / TEMPERATURE));
    const sum = exp.reduce((s, e) => s + e, 0);
    return new Map(nb.ids.map((id, a) => [id, exp[a] / sum]));
  };
}
