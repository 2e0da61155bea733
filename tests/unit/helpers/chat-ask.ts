import { createChatIndex } from '~/integrations/chat-index';
import { reply } from '../../../netlify/lib/chat/engine';

// One index per language, built once per test file, and the visitor's question as the function asks it.
export const index = { en: createChatIndex(), fr: createChatIndex({ locale: 'fr' }) };
export const ask = (locale: 'en' | 'fr', message: string, previous?: string) => reply(index[locale], message, previous);
/** The hedge's opening, in either language. */
export const HEDGE = /I'm not certain|Je n’en suis pas certain/;
