/**
 * A visitor's message parsed once into what every step reads: its text, its language and its parts; and the
 * reply's shape.
 */
import type { AnswerId } from '~/data/chat-answers';
import type { Link } from '~/lib/chat-answers';
import type { Locale } from '~/lib/i18n';
import type { Hit } from '~/lib/search';
import { detectLanguage } from '~/lib/language';
import { SENTENCES } from './coverage';

/** A message, parsed once: its text, its language and its parts (a message may ask several things). */
/** `asks`: the part ends with a question mark (true), or tells something in a message that asks (false). */
/** `joined`: the parts are questions one sentence joins with "and" (engine.ts), each asked for itself. */
export type Query = { text: string; locale: Locale; parts: { text: string; asks?: boolean }[]; joined?: boolean };

export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'human' | 'answer' | 'uncertain' | 'unknown';
/** `topic`: what a follow-up builds on; `id`: the written answer given, if any; `left`: what it leaves out. */
export type Reply = {
  intent: Intent;
  response: string;
  links: Link[];
  hits: Hit[];
  topic?: string;
  id?: AnswerId;
  left?: string;
};

export function parse(message: string, pageLocale: Locale = 'en'): Query {
  const text = message.replace(/\s+/g, ' ').trim();
  // Parts are the message's sentences (Unicode sentence breaks: "?", "!", a sentence end, a new line; "1.5" and
  // "e.g." stay whole), and must say something on their own. In a message with a question mark, the parts
  // without one are what the visitor tells, not asks.
  const marked = message.includes('?');
  const parts = [...SENTENCES.segment(message)]
    .map(({ segment }) => segment.trim())
    .map((p) => ({ text: p.replace(/[?!.;\s]+$/, ''), asks: marked ? p.endsWith('?') : undefined }))
    .filter((p) => p.text.split(/\s+/).length >= 2);
  return { text, locale: detectLanguage(message, pageLocale), parts };
}
