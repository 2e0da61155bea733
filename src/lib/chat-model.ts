/**
 * The chat's question classifier: NLP.js (`@nlpjs/nlu`, a kept library with English and French tokenizers,
 * stemmers and stop words) learns, from labeled examples, which written answer a message asks for. It is
 * trained at build time (src/integrations/chat-model.ts) and loaded from its JSON by the chat function; a score
 * is trusted only above the threshold that k-fold cross-validation on the examples set (`calibrate`). The
 * score is shared with a second learner, the nearest examples (MiniSearch, BM25 over the same stems, with fuzzy
 * matching for typos): the two err differently, so a high mean is what makes a guess worth trusting (k-fold:
 * see docs/chat.md).
 */
import { containerBootstrap } from '@nlpjs/core';
import { LangEn, StemmerEn, StopwordsEn } from '@nlpjs/lang-en-min';
import { LangFr, StemmerFr, StopwordsFr } from '@nlpjs/lang-fr';
import { NluNeural } from '@nlpjs/nlu';
import MiniSearch from 'minisearch';
import type { Locale } from '~/i18n/locales';
import { pack, postingsOf, unpack, type PackedIndex } from './mini-pack';
import { topOf } from './mini-top';

/** The label of questions that only an article answers: the search finds which. */
export const SEARCH = 'search';
/** The label of visitors' messages no written answer answers (the thing asked is in none): a guess of it is a hedge. */
export const UNANSWERED = 'unanswered';

/**
 * `ok`: every answer that would serve the example (its bank entry's pages); `id` alone when not given. `group`: the
 * blind set a visitor's message comes from, held out whole by the k-fold.
 */
export type Example = { text: string; id: string; ok?: string[]; group?: string };
export type Guess = { id: string; score: number };
export type Classifier = (text: string) => Promise<Guess[]>;

type Container = ReturnType<typeof containerBootstrap>;
let container: Promise<Container> | undefined;
const containerOf = () =>
  (container ??= Promise.resolve(containerBootstrap()).then((c) => {
    c.use(LangEn);
    c.use(LangFr);
    return c;
  }));

/** Typographic apostrophes and quotes as the tokenizers know them; the rest is the library's. */
export const normalize = (text: string) => text.replace(/[’‘`]/g, "'").replace(/[«»“”]/g, '"');

async function nluOf(locale: Locale) {
  return new NluNeural({ locale, log: false, useNoneFeature: true }, await containerOf());
}

const STEMMERS = { en: new StemmerEn(), fr: new StemmerFr() };
const fold = (text: string) =>
  normalize(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
/** A text's search terms in a language: folded, stop words out, stemmed (the chat's search uses them too). */
export const stems = (locale: Locale) => (text: string) =>
  STEMMERS[locale].tokenizeAndStem(fold(text), false).filter((w) => w.length > 1);
const STOPWORDS = { en: new StopwordsEn(), fr: new StopwordsFr() };
/** The words of a text that say what it is about: not the language's stop words. */
export const aboutWords = (text: string, locale: Locale) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !STOPWORDS[locale].isStopword(w));
export const knnOptions = (locale: Locale) => ({
  fields: ['text'],
  storeFields: ['id'],
  idField: 'n',
  tokenize: stems(locale),
  processTerm: (t: string) => t,
});
/** Neighbors that vote, and their typo tolerance. */
const NEIGHBORS = 8;
export const SEARCH_OPTIONS = { fuzzy: (t: string) => (t.length > 4 ? 0.2 : 0), prefix: (t: string) => t.length > 3 };

export type Model = { nlu: object; knn: PackedIndex; thousandths?: true };

/** Trains one language's model; returns its JSON. */
export async function train(examples: Example[], locale: Locale): Promise<Model> {
  const nlu = await nluOf(locale);
  await nlu.train(examples.map((e) => ({ utterance: normalize(e.text), intent: e.id })));
  const knn = new MiniSearch<{ n: number; text: string; id: string }>(knnOptions(locale));
  knn.addAll(examples.map((e, n) => ({ n, text: e.text, id: e.id })));
  return { nlu: nlu.toJSON(), knn: pack(knn.toJSON(), knnOptions(locale)) };
}

type NluJson = { featuresToIntent?: object; neuralNetwork: { perceptrons: number[][] } };
/**
 * A model as its file holds it: the network's weights in thousandths, whole numbers that `JSON.parse` reads several
 * times faster than decimals (the file kept three decimals before too: `load` divides them back to the same
 * weights), and without NLP.js's map from features to answers, which only its training reads. The French file:
 * 2.7 → 2.0 MB.
 */
export function toFile(model: Model): Model {
  const { featuresToIntent: _, ...nlu } = model.nlu as NluJson;
  const perceptrons = nlu.neuralNetwork.perceptrons.map((p) => p.map((w) => Math.round(w * 1000)));
  return { ...model, nlu: { ...nlu, neuralNetwork: { ...nlu.neuralNetwork, perceptrons } }, thousandths: true };
}

/** The nearest examples' votes, each weighted by its rank, as shares of the whole vote. */
export function votes(nearest: ReturnType<typeof topOf>, text: string): Map<string, number> {
  const shares = new Map<string, number>();
  nearest(text, NEIGHBORS).forEach(({ stored, score }, rank) => {
    const id = stored.id as string;
    shares.set(id, (shares.get(id) ?? 0) + score / (rank + 1));
  });
  const total = [...shares.values()].reduce((a, b) => a + b, 0);
  for (const [id, v] of shares) shares.set(id, v / total);
  return shares;
}

/**
 * A trained model, ready to classify: its guesses, best first, each scored by the mean of the network's score
 * and the neighbors' share of the vote, so a guess is sure only when both learners back it.
 */
export async function load(model: Model, locale: Locale): Promise<Classifier> {
  const nlu = await nluOf(locale);
  nlu.fromJSON(model.nlu);
  // In place, in the network's own Float32Arrays: a copy of the 285,000 French weights cost a cold reply 15 ms.
  if (model.thousandths)
    for (const p of nlu.neuralNetwork.perceptrons) {
      for (let i = 0; i < p.weights.length; i++) p.weights[i] = p.weights[i] / 1000;
      p.bias = p.bias / 1000;
    }
  const nearest = topOf(unpack(model.knn, knnOptions(locale), true), { boosts: { text: 1 }, ...SEARCH_OPTIONS });
  return async (text) => {
    const { classifications } = await nlu.process(normalize(text));
    const scores = votes(nearest, text);
    for (const [id, v] of scores) scores.set(id, v / 2);
    for (const c of classifications)
      if (c.intent !== 'None') scores.set(c.intent, (scores.get(c.intent) ?? 0) + c.score / 2);
    return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
  };
}

/**
 * How many of each answer's training examples have a stem (the neighbors' index holds them): the words people
 * use to ask for it.
 */
export type ExampleWords = { uses: (stem: string) => Map<string, number> };
export function exampleWords(knn: PackedIndex): ExampleWords {
  const counted = new Map<string, Map<string, number>>();
  // Each stem's examples are counted when first asked about: a cold reply does not pay for the whole index.
  const uses = (stem: string) => {
    let byId = counted.get(stem);
    if (!byId) {
      byId = new Map();
      for (const [, pairs] of postingsOf(knn, stem) ?? [])
        for (let i = 0; i < pairs.length; i += 2) {
          const id = knn.stored.id[pairs[i]] as string;
          byId.set(id, (byId.get(id) ?? 0) + 1);
        }
      counted.set(stem, byId);
    }
    return byId;
  };
  return { uses };
}

export type Fold = {
  total: number;
  correct: number;
  trusted: number;
  trustedWrong: number;
  threshold: number;
  /** The threshold at `OWN_PRECISION`, for the assistant's own replies. */
  ownThreshold: number;
};

/**
 * The share of right answers the trusted guesses must keep on held-out examples. 0.97, not 0.95: the bank's
 * examples are written per answer, and visitors' fresh messages come out less precise than its folds (about 92 %
 * where the folds said 95 %; docs/chat-rounds.md, "A higher threshold").
 */
export const PRECISION = 0.97;
/**
 * The assistant's own replies (small talk, a person, the bot disclosure, declines) keep 95 %: a wrong one costs a
 * sentence, while a hedge hides who answers, fails to hand over or fails to decline.
 */
export const OWN_PRECISION = 0.95;

/**
 * k-fold cross-validation: each example is classified by a model trained without its fold. The threshold is
 * the lowest score at which the held-out guesses scoring at least that much are still right `PRECISION` of the
 * time (below the threshold a guess is hedged). A precision target moves little when a few examples change,
 * where a best-gain threshold jumped by a tenth. Visitors' messages are held out a blind set at a time: the sets'
 * writers repeat themselves within a set, and a fresh set shares none of its messages with the training.
 */
export async function calibrate(examples: Example[], locale: Locale, k = 5): Promise<Fold> {
  const scored: { score: number; right: boolean }[] = [];
  const groups = [...new Set(examples.flatMap((e) => (e.group ? [e.group] : [])))];
  const foldOf = (e: Example, i: number) => (e.group ? groups.indexOf(e.group) : i) % k;
  for (let fold = 0; fold < k; fold++) {
    const held = examples.filter((e, i) => foldOf(e, i) === fold);
    const classify = await load(
      await train(
        examples.filter((e, i) => foldOf(e, i) !== fold),
        locale,
      ),
      locale,
    );
    for (const e of held) {
      const [best] = await classify(e.text);
      // A guess of the unanswered label is a hedge, never an answer: not among the answers the threshold trusts.
      if (best?.id !== UNANSWERED)
        scored.push({ score: best?.score ?? 0, right: (e.ok ?? [e.id]).includes(best?.id ?? '') });
    }
  }
  scored.sort((a, b) => b.score - a.score);
  const at = (precision: number) => {
    let threshold = 1;
    let right = 0;
    scored.forEach((s, i) => {
      if (s.right) right++;
      // Only where the next guess scores lower can the threshold fall between them.
      if (right / (i + 1) >= precision && s.score > 0 && (scored[i + 1]?.score ?? 0) < s.score) threshold = s.score;
    });
    return Math.ceil(threshold * 1000) / 1000;
  };
  const threshold = at(PRECISION);
  const trusted = scored.filter((s) => s.score >= threshold);
  return {
    total: scored.length,
    correct: scored.filter((s) => s.right).length,
    trusted: trusted.length,
    trustedWrong: trusted.filter((s) => !s.right).length,
    threshold,
    ownThreshold: at(OWN_PRECISION),
  };
}
