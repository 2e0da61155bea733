/**
 * The trained classifier of each language (netlify/generated/chat-model.<locale>.json, written at build time by
 * src/integrations/chat-model.ts), loaded on the language's first message.
 */
import { exampleWords, load, type Classifier, type ExampleWords, type Model } from '~/lib/chat-model';
import type { Locale } from '~/lib/i18n';

type Trained = { model: Model; threshold: number };
type Loaded = { classify: Classifier; threshold: number; words: ExampleWords };
const loaded = new Map<Locale, Promise<Loaded>>();

// The JSON as a string (src/integrations/write-if-changed.ts): parsed only for the language asked in.
const importOf: Record<Locale, () => Promise<{ default: string }>> = {
  en: () => import('../../generated/chat-model.en.json.mjs'),
  fr: () => import('../../generated/chat-model.fr.json.mjs'),
};

/** `words`: the words of each answer's training examples, which say how people ask for it. */
export function classifierFor(locale: Locale): Promise<Loaded> {
  let entry = loaded.get(locale);
  if (!entry) {
    entry = importOf[locale]().then(async (m) => {
      const { model, threshold } = JSON.parse(m.default) as Trained;
      const override = Number(process.env.CHAT_THRESHOLD);
      return {
        classify: await load(model, locale),
        threshold: override > 0 ? override : threshold,
        words: exampleWords(model.knn),
      };
    });
    loaded.set(locale, entry);
  }
  return entry;
}
