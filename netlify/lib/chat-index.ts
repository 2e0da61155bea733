/**
 * The chat's search indexes, generated at build time by src/integrations/chat-index.ts (`npm run build`, or the
 * Vitest global setup) and bundled into the function by esbuild. The English one is loaded with the instance;
 * the French one is imported and loaded on the first French question, so an English-only instance never pays
 * for it (esbuild wraps a dynamic import in a function run on first use).
 */
import data from '../generated/chat-index.json';
import type { Locale } from '~/lib/i18n';
import { loadIndex, type IndexData, type SearchIndex } from '~/lib/search';

export const chatIndex = loadIndex(data as unknown as IndexData);

let french: Promise<SearchIndex> | undefined;

/** The index of a language's content. */
export function chatIndexFor(locale: Locale): Promise<SearchIndex> {
  if (locale === 'en') return Promise.resolve(chatIndex);
  french ??= import('../generated/chat-index.fr.json').then((m) => loadIndex(m.default as unknown as IndexData));
  return french;
}
