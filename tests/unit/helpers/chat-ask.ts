import { readFileSync } from 'node:fs';
import { INDEX_FILE, indexFileOf } from '~/integrations/chat-index';
import { loadIndex } from '~/lib/search';
import { reply } from '../../../netlify/lib/chat/engine';

// The index the function ships, as the global setup wrote it (building it again costs each test file a second).
const shipped = (locale: 'en' | 'fr') => loadIndex(JSON.parse(readFileSync(indexFileOf(INDEX_FILE, locale), 'utf8')));
/** One index per language, read once per test file, and the visitor's question as the function asks it. */
export const index = { en: shipped('en'), fr: shipped('fr') };
export const ask = (locale: 'en' | 'fr', message: string, previous?: string) => reply(index[locale], message, previous);
/** The hedge's opening, in either language. */
export const HEDGE = /I'm not certain|Je n’en suis pas certain/;
