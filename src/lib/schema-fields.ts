/**
 * The field helpers every payload schema is built from (text, e-mail, language, honeypot, limits) and the way a
 * validation key becomes a text in the visitor's language.
 */
import { z } from 'zod';
import { LOCALES } from '~/i18n/locales';
import type { validation as Validation } from '~/i18n/en/validation';
import { messages } from './messages';

// No eval-compiled fast path: the site's CSP forbids eval, and zod's probe for it logged a CSP violation on every page.
z.config({ jitless: true });

// Schemas carry the keys of the validation texts (`required`, `tooLong:5000`); `fieldErrors` turns a key into the
// text of the visitor's language (src/i18n/*/validation.ts). `messages` names the keys.
export { messages };
export type ValidationTexts = typeof Validation;

/** The text of a validation key in one language's texts (`tooLong:5000` → 'Please use at most 5,000 characters'). */
export function validationText(code: string, texts: ValidationTexts): string {
  const [key = '', arg = ''] = code.split(/:(.*)/s);
  const entry = (texts as Record<string, unknown>)[key];
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'function') return (entry as (arg: string) => string)(arg);
  if (entry && typeof entry === 'object' && arg in entry) return (entry as Record<string, string>)[arg] ?? code;
  return code;
}

/** The language a lead was written in: forms send it; a request without it is English. */
export const locale = z.enum(LOCALES, { error: messages.unknownOption }).optional();

/**
 * One plain address and nothing else, checked the same way in the browser and on the server: a dot-atom local
 * part (letters, digits and `!#$%&'*+/=?^_\`{|}~-`, dots only between them) and a domain of letters, digits and
 * hyphens with a top-level name of letters (or `xn--` punycode). No display name (`Name <a@b.c>`), no list
 * (`a@b.c, d@e.f`), no quotes, brackets, comments or spaces: a mailer would read those as another recipient,
 * and an erase request for the typed value would find nothing. Accented letters are allowed (internationalized mail).
 */
const ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
export const EMAIL_PATTERN = new RegExp(
  `^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?:\\p{L}{2,63}|xn--[a-z0-9-]{1,59})$`,
  'iu',
);

// Control characters are never legitimate in a form field: C0/C1 (tab and line breaks allowed only in
// multi-line fields), DEL, the Unicode line/paragraph separators, and lone surrogate halves (\p{Cs} with
// the u flag matches only unpaired ones, which JSON escapes can smuggle in).
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u;
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u;
/* eslint-enable no-control-regex */

export const limits = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  shortText: 200,
  message: 5000,
  chat: 2000,
  honeypot: 1000,
} as const;

/** Missing → 'Please fill in this field'; another JSON type (number, object…) → 'Please enter text'. */
const stringError = (missing: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? missing : messages.notText;

/** Trimmed text, free of control characters, at most `max` characters. */
export const text = (max: number, { multiline = false, missing = messages.required as string } = {}) =>
  z
    .string({ error: stringError(missing) })
    .trim()
    .refine((v) => !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(v), messages.controlChars)
    .refine((v) => v.length <= max, messages.tooLong(max));

/** Required: non-blank after trimming ('Please fill in this field'). */
export const requiredText = (max: number, options: { multiline?: boolean } = {}) =>
  text(max, options).refine((v) => v.length > 0, { message: messages.required, abort: true });

/** Required e-mail of the simple shape; `emptyMessage` differs between the newsletter and the other forms. */
export const email = (emptyMessage: string) =>
  z
    .string({ error: stringError(emptyMessage) })
    .trim()
    .min(1, emptyMessage)
    .max(limits.email, messages.tooLong(limits.email))
    .regex(EMAIL_PATTERN, messages.emailInvalid)
    .refine((v) => !CONTROL_SINGLE_LINE.test(v), messages.emailInvalid);

/**
 * Hidden field that people never see: bots fill it, and we then answer success and store nothing.
 * Any string is accepted (its content is never stored), so a filled honeypot never turns into a 422.
 */
export const honeypot = z.string().max(limits.honeypot).optional();

/** True when a raw request body has a filled honeypot (checked before validation, so bots learn nothing). */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  return typeof body.website === 'string' && body.website.trim() !== '';
}
