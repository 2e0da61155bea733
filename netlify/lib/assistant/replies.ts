/**
 * The assistant's own replies: the texts of the dictionaries' `assistant` area (src/i18n/<locale>/assistant.ts)
 * with the site's contact links filled in, in the language of the question.
 */
import { siteConfig } from '~/config';
import type { ReplyLinks } from '~/i18n/en/assistant';
import { messagesFor, type Locale } from '~/lib/i18n';
import type { Passage } from '~/lib/search';

export type Link = { label: string; href: string };

const textsOf = (locale: Locale) => messagesFor(locale).assistant;

export const HOURS = textsOf('en').hours;

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

const list = (items: Link[]) => items.map((l) => `- ${link(l.label, l.href)}`);

/** A reply text followed by its list of links. */
export function format(text: string, items: Link[], locale: Locale = 'en'): string {
  if (items.length === 0) return text;
  const texts = textsOf(locale);
  return `${text}\n\n${items.length === 1 ? texts.learnMore : texts.helpfulPages}\n${list(items).join('\n')}`;
}

/** A reply followed by the line of its subject's other pages, when there are any. */
export function withSeeAlso(text: string, items: Link[], locale: Locale = 'en'): string {
  if (items.length === 0) return text;
  // A middle dot between the links: a page title may hold commas ("who it suits, typical eligibility and costs").
  return `${text}\n\n${textsOf(locale).seeAlso} ${items.map((l) => link(l.label, l.href)).join(' · ')}`;
}

export const greetingReply = (locale: Locale = 'en'): string => textsOf(locale).greeting;
export const thanksReply = (locale: Locale = 'en'): string => textsOf(locale).thanks(links(locale));
export const declineReply = (locale: Locale = 'en'): string => textsOf(locale).decline;
export const goodbyeReply = (locale: Locale = 'en'): string => textsOf(locale).goodbye(links(locale));
export const humanReply = (locale: Locale = 'en'): string => textsOf(locale).human(links(locale));
export const identityReply = (locale: Locale = 'en'): string => textsOf(locale).identity(links(locale));
export const personalReply = (locale: Locale = 'en'): string => textsOf(locale).personal(links(locale));
export const unknownReply = (locale: Locale = 'en'): string => textsOf(locale).unknown(links(locale));
export const hostileReply = (locale: Locale = 'en'): string => textsOf(locale).hostile(links(locale));
/** The reply to a message that only tries to re-instruct the assistant: what it can do, as to any visitor. */
export const scopeReply = (locale: Locale = 'en'): string => textsOf(locale).scope(links(locale));

/** A weak best match: the closest pages, and people who can answer for sure. */
export function uncertainReply(items: Link[], locale: Locale = 'en', also: Link[] = []): string {
  const texts = textsOf(locale);
  const pages = withSeeAlso([texts.uncertain.intro, ...list(items)].join('\n'), also, locale);
  return [pages, '', texts.uncertain.outro(links(locale))].join('\n');
}

/** The closest pages for one part of a several-part question; `last` adds who can answer for sure. */
export function uncertainPartText(items: Link[], locale: Locale = 'en', last = true): string {
  const texts = textsOf(locale);
  return [texts.uncertainPart, ...list(items), ...(last ? ['', texts.uncertain.outro(links(locale))] : [])].join('\n');
}

export const ratesNote = (locale: Locale = 'en'): string => textsOf(locale).ratesNote;
export const RATES_NOTE = ratesNote('en');

/** Where the quoted sentences come from, as the reply names it. */
export function source(p: Passage, locale: Locale = 'en'): string {
  const texts = textsOf(locale).source;
  if (p.kind === 'blog') return texts.article(p.title);
  if (p.kind === 'faq') return texts.faq(p.page ?? texts.faqPage);
  return texts.page(p.page ?? p.title);
}
