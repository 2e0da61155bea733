/**
 * The chat's search indexes, generated at build time by src/integrations/chat-index.ts (`npm run build`, or the
 * Vitest global setup) and bundled into the function by esbuild. Each language's index is imported and loaded
 * on that language's first question, so a cold instance pays only for the language it is asked in (esbuild wraps
 * a dynamic import in a function run on first use).
 */
import type { Locale } from '~/lib/i18n';
import { loadIndex, type IndexData, type SearchIndex } from '~/lib/search';

const loaded = new Map<Locale, Promise<SearchIndex>>();

const importOf: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('../generated/chat-index.json', { with: { type: 'json' } }),
  fr: () => import('../generated/chat-index.fr.json', { with: { type: 'json' } }),
};

/** The index of a language's content. */
export function chatIndexFor(locale: Locale): Promise<SearchIndex> {
  let index = loaded.get(locale);
  if (!index) {
    index = importOf[locale]().then((m) => loadIndex(m.default as IndexData));
    loaded.set(locale, index);
  }
  return index;
}
