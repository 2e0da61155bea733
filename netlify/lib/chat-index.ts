/**
 * The chat's search indexes, generated at build time by src/integrations/chat-index.ts (`npm run build`, or the
 * Vitest global setup) and bundled into the function by esbuild as JSON text. Each language's index is parsed
 * and loaded on that language's first search, so a cold instance pays only for the language it is asked in, and
 * not at all for a reply the written answers give alone.
 */
import type { Locale } from '~/lib/i18n';
import { lazyIndex, type IndexData, type SearchIndex } from '~/lib/search';

const loaded = new Map<Locale, Promise<SearchIndex>>();

// The JSON as a string (src/integrations/write-if-changed.ts): parsed only for the language asked in.
const importOf: Record<Locale, () => Promise<{ default: string }>> = {
  en: () => import('../generated/chat-index.json.mjs'),
  fr: () => import('../generated/chat-index.fr.json.mjs'),
};

/** The index of a language's content. */
export function chatIndexFor(locale: Locale): Promise<SearchIndex> {
  let index = loaded.get(locale);
  if (!index) {
    index = importOf[locale]().then((m) => lazyIndex(locale, () => JSON.parse(m.default) as IndexData));
    loaded.set(locale, index);
  }
  return index;
}
