/**
 * An experiment, not the chat's model: the k-fold of the chat's examples (the same examples and the same five folds
 * as `calibrate` in src/lib/chat-model.ts) under four classifiers, each with the threshold a 95 % precision sets:
 * the current one (NLP.js and the nearest examples), a softmax regression over TF-IDF character 3–5-grams, words and
 * word pairs, the mean of the two, and the mean of the n-grams and the nearest examples' vote alone. Prints, per
 * classifier, the share right and the share answered at that threshold (docs/chat-rounds.md, "A learner of character
 * n-grams"). Run:
 * `node --import ./scripts/ts-hooks.mjs scripts/chat-ngram-kfold.ts en` (or `fr`; `--grouped` holds each run of five
 * consecutive examples out together): 1.5 to 3 minutes.
 */
import { examplesOf } from '../src/integrations/chat-model.ts';
import { knnOptions, load, PRECISION, SEARCH_OPTIONS, train, votes, type Example } from '../src/lib/chat-model.ts';
import { unpack } from '../src/lib/mini-pack.ts';
import { topOf } from '../src/lib/mini-top.ts';

type Sparse = { idx: Int32Array; val: Float32Array };
type Scored = { score: number; right: boolean };

const fold = (t: string) =>
  t
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`]/g, "'");

/** Counts of a text's words, word pairs and character 3- to 5-grams inside each word. */
function features(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (k: string) => counts.set(k, (counts.get(k) ?? 0) + 1);
  const words = fold(text)
    .split(/[^a-z0-9$]+/)
    .filter(Boolean);
  for (const w of words) {
    add(`w:${w}`);
    const padded = ` ${w} `;
    for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) add(`c:${padded.slice(i, i + n)}`);
  }
  for (let i = 0; i + 1 < words.length; i++) add(`b:${words[i]}_${words[i + 1]}`);
  return counts;
}

/** A softmax regression trained by SGD on TF-IDF vectors (features in two examples at least). */
function ngramModel(examples: Example[]) {
  const raw = examples.map((e) => features(e.text));
  const df = new Map<string, number>();
  for (const f of raw) for (const k of f.keys()) df.set(k, (df.get(k) ?? 0) + 1);
  const vocab = new Map<string, number>();
  for (const [k, n] of df) if (n >= 2) vocab.set(k, vocab.size);
  const total = examples.length;
  const vector = (f: Map<string, number>): Sparse => {
    const idx: number[] = [];
    const val: number[] = [];
    for (const [k, c] of f) {
      const j = vocab.get(k);
      if (j === undefined) continue;
      idx.push(j);
      val.push((1 + Math.log(c)) * Math.log((1 + total) / (1 + (df.get(k) ?? 0))));
    }
    const norm = Math.hypot(...val) || 1;
    return { idx: Int32Array.from(idx), val: Float32Array.from(val.map((v) => v / norm)) };
  };
  const classes = [...new Set(examples.map((e) => e.id))];
  const C = classes.length;
  const D = vocab.size;
  const W = new Float32Array(C * D);
  const B = new Float32Array(C);
  const probs = (x: Sparse) => {
    const s = new Float64Array(C);
    for (let c = 0; c < C; c++) {
      let z = B[c];
      for (let k = 0; k < x.idx.length; k++) z += W[c * D + x.idx[k]] * x.val[k];
      s[c] = z;
    }
    const max = Math.max(...s);
    let sum = 0;
    for (let c = 0; c < C; c++) sum += s[c] = Math.exp(s[c] - max);
    return s.map((v) => v / sum);
  };
  const X = raw.map(vector);
  const Y = examples.map((e) => classes.indexOf(e.id));
  const order = X.map((_, i) => i);
  for (let epoch = 0; epoch < 25; epoch++) {
    // A fixed shuffle per epoch, so a run is repeatable.
    for (let i = order.length - 1; i > 0; i--) {
      const j = (i * 7919 + epoch * 104729) % (i + 1);
      [order[i], order[j]] = [order[j], order[i]];
    }
    const rate = 2 / (1 + epoch * 0.3);
    for (const i of order) {
      const x = X[i];
      const p = probs(x);
      for (let c = 0; c < C; c++) {
        const g = p[c] - (c === Y[i] ? 1 : 0);
        if (Math.abs(g) < 1e-4) continue;
        for (let k = 0; k < x.idx.length; k++) {
          const at = c * D + x.idx[k];
          W[at] -= rate * (g * x.val[k] + 1e-5 * W[at]);
        }
        B[c] -= rate * g * 0.1;
      }
    }
  }
  return (text: string) => {
    const p = probs(vector(features(text)));
    return new Map(classes.map((id, c) => [id, p[c]] as const));
  };
}

/** The share right, and the share answered above the lowest score where precision is still `PRECISION`. */
function report(name: string, scored: Scored[]) {
  scored.sort((a, b) => b.score - a.score);
  let right = 0;
  let threshold = 1;
  scored.forEach((s, i) => {
    if (s.right) right++;
    if (right / (i + 1) >= PRECISION && (scored[i + 1]?.score ?? 0) < s.score) threshold = s.score;
  });
  const pct = (n: number) => `${((100 * n) / scored.length).toFixed(1)} %`;
  const answered = scored.filter((s) => s.score >= threshold).length;
  console.log(
    `${name}: right ${pct(scored.filter((s) => s.right).length)}, threshold ${threshold.toFixed(3)}, answered ${pct(answered)}`,
  );
}

const locale = process.argv[2] === 'fr' ? 'fr' : 'en';
const examples = await examplesOf(locale);
const K = 5;
// `--grouped`: each run of five consecutive examples (siblings written together) is held out together.
const foldOf = process.argv.includes('--grouped') ? (i: number) => Math.floor(i / 5) % K : (i: number) => i % K;
const runs: Record<string, Scored[]> = { current: [], ngrams: [], mean: [], ngknn: [] };
const best = (scores: Map<string, number>) => [...scores].reduce((a, b) => (b[1] > a[1] ? b : a));
for (let f = 0; f < K; f++) {
  const trainOn = examples.filter((_, i) => foldOf(i) !== f);
  const ngrams = ngramModel(trainOn);
  const trained = await train(trainOn, locale);
  const current = await load(trained, locale);
  const nearest = topOf(unpack(trained.knn, knnOptions(locale), true), { boosts: { text: 1 }, ...SEARCH_OPTIONS });
  for (const e of examples.filter((_, i) => foldOf(i) === f)) {
    const ok = e.ok ?? [e.id];
    const n = ngrams(e.text);
    const c = new Map((await current(e.text)).map((g) => [g.id, g.score]));
    const mean = new Map([...n].map(([id, p]) => [id, (p + (c.get(id) ?? 0)) / 2]));
    const k = votes(nearest, e.text);
    const ngknn = new Map([...n].map(([id, p]) => [id, (p + (k.get(id) ?? 0)) / 2]));
    for (const [name, scores] of [
      ['current', c],
      ['ngrams', n],
      ['mean', mean],
      ['ngknn', ngknn],
    ] as const) {
      const [id, score] = best(scores);
      runs[name].push({ score, right: ok.includes(id) });
    }
  }
}
console.log(`${locale}: ${examples.length} examples, ${K}-fold`);
for (const [name, scored] of Object.entries(runs)) report(name, scored);
