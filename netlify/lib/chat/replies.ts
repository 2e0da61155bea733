/**
 * The assistant's own replies (greeting, thanks, the hand-off, declines): the texts of the dictionaries'
 * `assistant` area (src/i18n/<locale>/assistant.ts) with the site's contact links filled in, in the language of
 * the question. The same declines and the same bot disclosure in both languages.
 */
import { siteConfig } from '~/config';
import type { ReplyLinks } from '~/i18n/en/assistant';
import { messagesFor, type Locale } from '~/lib/i18n';

export type Link = { label: string; href: string };

const textsOf = (locale: Locale) => messagesFor(locale).assistant;
const link = (label: string, href: string) => `[${label}](${href})`;

const links = (locale: Locale): ReplyLinks => {
  const texts = textsOf(locale);
  return {
    booking: link(texts.bookingLabel, siteConfig.bookingUrl),
    email: link(siteConfig.supportEmail, `mailto:${siteConfig.supportEmail}`),
    howItWorks: link(texts.howItWorks.label, texts.howItWorks.href),
    contact: link(texts.contactPage.label, texts.contactPage.href),
    hours: texts.hours,
  };
};

/** A reply text followed by its list of links. */
export function format(text: string, items: Link[], locale: Locale = 'en'): string {
  if (items.length === 0) return text;
  const texts = textsOf(locale);
  const list = items.map((l) => `- ${link(l.label, l.href)}`).join('\n');
  return `${text}\n\n${items.length === 1 ? texts.learnMore : texts.helpfulPages}\n${list}`;
}

export const greetingReply = (locale: Locale = 'en'): string => textsOf(locale).greeting;
export const thanksReply = (locale: Locale = 'en'): string => textsOf(locale).thanks(links(locale));
export const goodbyeReply = (locale: Locale = 'en'): string => textsOf(locale).goodbye(links(locale));
export const humanReply = (locale: Locale = 'en'): string => textsOf(locale).human(links(locale));
export const identityReply = (locale: Locale = 'en'): string => textsOf(locale).identity(links(locale));
export const personalReply = (locale: Locale = 'en'): string => textsOf(locale).personal(links(locale));
export const unknownReply = (locale: Locale = 'en'): string => textsOf(locale).unknown(links(locale));
export const othersReply = (locale: Locale = 'en'): string => textsOf(locale).others(links(locale));
export const credentialsReply = (locale: Locale = 'en'): string => textsOf(locale).credentials(links(locale));
export const hostileReply = (locale: Locale = 'en'): string => textsOf(locale).hostile(links(locale));
/** The policy's declines that end a reply (policy.ts), and their intents: a person is offered to the upset. */
export const DECLINES = {
  insult: ['human', hostileReply],
  others: ['unknown', othersReply],
  credentials: ['human', credentialsReply],
  false: ['unknown', (locale: Locale = 'en'): string => textsOf(locale).false(links(locale))],
} as const;
/** The reply to a message that only tries to re-instruct the assistant: what it can do, as to any visitor. */
export const scopeReply = (locale: Locale = 'en'): string => textsOf(locale).scope(links(locale));
/** Opens the closest pages when no written answer fits. */
export const uncertainIntro = (locale: Locale = 'en'): string => textsOf(locale).uncertain;

/** The answer ids the assistant replies to with its own words (small talk, a person, declines), and their intents. */
const OWN = {
  greeting: ['greeting', greetingReply],
  thanks: ['thanks', thanksReply],
  goodbye: ['goodbye', goodbyeReply],
  'off-topic': ['unknown', unknownReply],
  human: ['human', humanReply],
  bot: ['answer', identityReply],
  personal: ['unknown', personalReply],
  ...DECLINES,
} as const;
/** Whether an answer id is one the assistant replies to with its own words (`OWN`). */
export const isOwn = (id: string) => Object.hasOwn(OWN, id);
export function ownReply(id: string, locale: Locale) {
  const own = isOwn(id) ? OWN[id as keyof typeof OWN] : undefined;
  return own && { intent: own[0], response: own[1](locale) };
}
