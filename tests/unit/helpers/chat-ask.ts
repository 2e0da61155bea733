import { readFileSync } from 'node:fs';
import { INDEX_FILE, indexFileOf } from '~/integrations/chat-index';
import type { ContentAnswerId } from '~/i18n/chat-answer-types';
import { pageOf, written } from '~/lib/chat-answers';
import { loadIndex } from '~/lib/search';
import { reply } from '../../../netlify/lib/chat/engine';

// The index the function ships, as the global setup wrote it (building it again costs each test file a second).
const shipped = (locale: 'en' | 'fr') => loadIndex(JSON.parse(readFileSync(indexFileOf(INDEX_FILE, locale), 'utf8')));
/** One index per language, read once per test file, and the visitor's question as the function asks it. */
export const index = { en: shipped('en'), fr: shipped('fr') };
export const ask = (locale: 'en' | 'fr', message: string, previous?: string) => reply(index[locale], message, previous);
/**
 * Whether a reply leads to a written answer: gives it, or hedges with its page first (a hedge lists the model's
 * likeliest page first), which the blind sets' graders count as helpful. Questions near the threshold are hedged so
 * since the threshold keeps 97 % precision on the bank's folds rather than 95 % (docs/chat-rounds.md, "A higher
 * threshold"); a test that checks such a question's facts reads them in the written answer it leads to.
 */
export const leadsTo = (r: { id?: string; links: { href: string }[] }, id: ContentAnswerId, locale: 'en' | 'fr') =>
  r.id === id || r.links[0]?.href === pageOf(id, locale).href;
/** What a reply says of the written answer it leads to: its own words when it gives it, else the answer's. */
export const wordsOf = (r: { id?: string; response: string }, id: ContentAnswerId, locale: 'en' | 'fr') =>
  r.id === id ? r.response : written(id, locale).text;
/** The hedge's opening, in either language. */
export const HEDGE = /I'm not certain|Je n’en suis pas certain/;
