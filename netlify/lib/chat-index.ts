/**
 * The chat's search index, generated at build time by src/integrations/chat-index.ts (`npm run build`, or the
 * Vitest global setup) and bundled into the function by esbuild.
 */
import data from '../generated/chat-index.json';
import type { SearchIndex } from '../../src/lib/search';

export const chatIndex = data as unknown as SearchIndex;
