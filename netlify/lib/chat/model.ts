/**
 * The trained classifier of each language (netlify/generated/chat-model.<locale>.json, written at build time by
 * src/integrations/chat-model.ts), loaded on the language's first message.
 */
import { exampleWords, load, type Classifier, type ExampleWords, type Model } from '~/lib/chat-model';
import type { Locale } from '~/lib/i18n';

type Trained = { model: Model; threshold: number; ownThreshold: number };
/** `own`: the threshold of the assistant's own replies (small talk, a person, declines), lower than answers'. */
type Loaded = { classify: Classifier; threshold: number; own: number; words: ExampleWords };
const loaded = new Map<Locale, Promise<Loaded>>();

// The JSON as a string (src/integrations/write-if-changed.ts): parsed only for the language asked in.
const importOf: Record<Locale, () => Promise<{ default: string }>> = {
  en: () => import('../../generated/chat-model.en.json.mjs'),
  fr: () => import('../../generated/chat-model.fr.json.mjs'),
};

/** Texts a warm instance classified lately: a reply classifies its parts, the whole and the topic, some twice. */
const REMEMBERED = 256;
function remembered(classify: Classifier): Classifier {
  const seen = new Map<string, ReturnType<Classifier>>();
  return (text) => {
    const known = seen.get(text);
    if (known) return known;
    const guesses = classify(text);
    if (seen.size >= REMEMBERED) seen.delete(seen.keys().next().value as string);
    seen.set(text, guesses);
    return guesses;
  };
}

/** `words`: the words of each answer's training examples, which say how people ask for it. */
export function classifierFor(locale: Locale): Promise<Loaded> {
  let entry = loaded.get(locale);
  if (!entry) {
    entry = importOf[locale]().then(async (m) => {
      const { model, threshold, ownThreshold } = JSON.parse(m.default) as Trained;
      return {
        classify: remembered(await load(model, locale)),
        threshold,
        own: ownThreshold,
        words: exampleWords(model.knn),
      };
    });
    loaded.set(locale, entry);
  }
  return entry;
}
