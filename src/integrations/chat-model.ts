/**
 * Trains the chat classifier on the question bank's labeled examples (tests/chat-bank/train.ts), one model per
 * language, calibrates each one's threshold by k-fold cross-validation and writes them to
 * netlify/generated/chat-model.<locale>.json, which the chat function bundles. Run before every build and by the
 * Vitest global setup, like the search index. The model files are committed like a lockfile: a clean clone whose
 * examples hash as the file says trains nothing (two trainings per language cost CI about 170 s).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnswerId } from '~/data/chat-answers';
import type { Locale } from '~/i18n/locales';
import {
  calibrate,
  load,
  OWN_PRECISION,
  PRECISION,
  SEARCH,
  toFile,
  train,
  type Example,
  type Fold,
  type Model,
} from '~/lib/chat-model';
import { devBank } from '../../tests/chat-bank/dev';
import { frDevBank } from '../../tests/chat-bank/fr-dev';
import { frUnseenBank } from '../../tests/chat-bank/fr-unseen';
import { candidates, linksArticle } from '../../tests/chat-bank/labels';
import { TRAIN } from '../../tests/chat-bank/train';
import { MORE } from '../../tests/chat-bank/train-more';
import { LEARNED } from '../../tests/chat-bank/train-learned';
import { VISITORS } from '../../tests/chat-bank/train-visitors';
import { blindExamples } from '../../tests/chat-bank/blind-examples';
import type { BankEntry } from '../../tests/chat-bank/types';
import { writeIfChanged, writeJsonAndModule } from './write-if-changed';

export const MODEL_DIR = 'netlify/generated';
/**
 * Each language's k-fold result for the inputs it was computed on, kept beside the bank like a lockfile: the
 * five trainings it takes are most of a clean build's model time, and the same inputs give the same folds. Inputs
 * that changed are calibrated again and the file rewritten (commit it with the bank); a unit test fails when it is
 * stale.
 */
export const CALIBRATION_FILE = fileURLToPath(new URL('../../tests/chat-bank/calibration.json', import.meta.url));
export type Calibration = Partial<Record<Locale, { hash: string; folds: Fold }>>;
export const readCalibration = (): Calibration =>
  existsSync(CALIBRATION_FILE) ? (JSON.parse(readFileSync(CALIBRATION_FILE, 'utf8')) as Calibration) : {};
/** The model file's layout: a change retrains even when the examples did not change. */
const FORMAT = 6;
const fileOf = (dir: string, locale: Locale) => `${dir}/chat-model.${locale}.json`;

export type ChatModelData = {
  /** As the file holds it (`toFile`). */
  model: Model;
  threshold: number;
  ownThreshold: number;
  folds: Fold;
  examples: number;
  hash: string;
};

export const seedsOf = (locale: Locale): Example[] =>
  Object.entries(TRAIN).flatMap(([id, byLocale]) =>
    [byLocale[locale], ...[MORE, VISITORS, LEARNED].map((more) => more[locale][id as AnswerId] ?? [])]
      .flat()
      .map((text) => ({ text, id })),
  );

/** The bank parts trained on; the test parts (test.ts, fr-test.ts) are held out as the CI regression set. */
const BANKS: Record<Locale, BankEntry[]> = { en: devBank, fr: [...frDevBank, ...frUnseenBank] };

/**
 * The seeds plus every one-message bank entry that links an answer's page, labeled with the candidate the
 * seed model ranks highest, plus the spent blind sets' messages labeled by reading (blind-examples.ts). These last
 * are not in the seeds: the search index's answer passages carry the seeds as their questions, and a visitor's
 * business context would bring an answer's page up for unrelated hedges.
 */
export async function examplesOf(locale: Locale): Promise<Example[]> {
  const seeds = seedsOf(locale);
  const seed = await load(await train(seeds, locale), locale);
  const labeled: Example[] = [];
  for (const entry of BANKS[locale]) {
    if (typeof entry.q !== 'string') continue;
    const ids: string[] = candidates(entry, locale);
    // Only articles answer it: the classifier learns to hand such questions to the search.
    if (ids.length === 0) {
      if (linksArticle(entry)) labeled.push({ text: entry.q, id: SEARCH });
      continue;
    }
    const guesses = await seed(entry.q);
    const best = guesses.find((g) => ids.includes(g.id))?.id ?? ids[0];
    labeled.push({ text: entry.q, id: best, ok: ids });
  }
  return [...seeds, ...labeled, ...blindExamples(locale)];
}

/**
 * What a language's model is learned from, before the seed model labels the bank: the seeds and, for each bank
 * entry, its text and the answers that may label it, and the precision its threshold keeps. A model file made
 * from the same inputs is kept.
 */
export function inputHash(locale: Locale): string {
  const bank = BANKS[locale].map((entry) =>
    typeof entry.q === 'string' ? [entry.q, candidates(entry, locale), linksArticle(entry)] : null,
  );
  return createHash('sha256')
    .update(
      JSON.stringify({
        format: FORMAT,
        precision: [PRECISION, OWN_PRECISION],
        seeds: seedsOf(locale),
        bank,
        blind: blindExamples(locale),
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

/**
 * Trains and calibrates each language's model and writes it; a language whose inputs have not changed since the
 * last run keeps its file (labelling the bank, training and k-fold take over a minute), and one whose k-fold is
 * in the calibration file is trained once.
 */
export async function writeChatModel(dir = MODEL_DIR): Promise<Record<Locale, ChatModelData>> {
  const out = {} as Record<Locale, ChatModelData>;
  const calibration = readCalibration();
  for (const locale of ['en', 'fr'] as const) {
    const hash = inputHash(locale);
    const file = fileOf(dir, locale);
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8');
      const kept = JSON.parse(text) as ChatModelData;
      if (kept.hash === hash) {
        writeJsonAndModule(file, text);
        out[locale] = kept;
        continue;
      }
    }
    const examples = await examplesOf(locale);
    const known = calibration[locale]?.hash === hash ? calibration[locale].folds : undefined;
    const folds = known ?? (await calibrate(examples, locale));
    if (!known) {
      calibration[locale] = { hash, folds };
      writeIfChanged(CALIBRATION_FILE, `${JSON.stringify(calibration, null, 2)}\n`);
    }
    out[locale] = {
      model: toFile(await train(examples, locale)),
      threshold: folds.threshold,
      ownThreshold: folds.ownThreshold,
      folds,
      examples: examples.length,
      hash,
    };
    // Weights to three decimals: the file, and a cold function's parse of it, shrink by about half.
    writeJsonAndModule(
      file,
      JSON.stringify(out[locale], (_, v) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)),
    );
  }
  return out;
}
