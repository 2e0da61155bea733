/**
 * The chat's search index, generated at build time by src/integrations/chat-index.ts (`npm run build`, or the
 * Vitest global setup) and bundled into the function by esbuild; loaded once per function instance.
 */
import data from '../generated/chat-index.json';
import { loadIndex, type IndexData } from '~/lib/search';

export const chatIndex = loadIndex(data as unknown as IndexData);
