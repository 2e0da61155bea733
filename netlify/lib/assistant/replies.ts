/** The assistant's own replies: the texts of ~/data/assistant-replies with the site's contact links filled in. */
import { siteConfig } from '~/config';
import { assistantReplies as texts, type ReplyLinks } from '~/data/assistant-replies';
import type { Passage } from '~/lib/search';

export type Link = { label: string; href: string };

export const HOURS = texts.hours;

const link = (label: string, href: string) => `[${label}](${href})`;

const links = (): ReplyLinks => ({
  booking: link(texts.bookingLabel, siteConfig.bookingUrl),
  email: link(siteConfig.supportEmail, `mailto:${siteConfig.supportEmail}`),
  howItWorks: link(texts.howItWorks.label, texts.howItWorks.href),
  hours: HOURS,
});

const list = (items: Link[]) => items.map((l) => `- ${link(l.label, l.href)}`);

/** A reply text followed by its list of links. */
export function format(text: string, items: Link[]): string {
  if (items.length === 0) return text;
  return `${text}\n\n${items.length === 1 ? texts.learnMore : texts.helpfulPages}\n${list(items).join('\n')}`;
}

export const greetingReply = (): string => texts.greeting;
export const thanksReply = (): string => texts.thanks(links());
export const declineReply = (): string => texts.decline;
export const goodbyeReply = (): string => texts.goodbye(links());
export const humanReply = (): string => texts.human(links());
export const identityReply = (): string => texts.identity(links());
export const personalReply = (): string => texts.personal(links());
export const unknownReply = (): string => texts.unknown(links());
export const hostileReply = (): string => texts.hostile(links());
/** The reply to a message that only tries to re-instruct the assistant: what it can do, as to any visitor. */
export const scopeReply = (): string => texts.scope(links());

/** A weak best match: the closest pages, and people who can answer for sure. */
export function uncertainReply(items: Link[]): string {
  return [texts.uncertain.intro, ...list(items), '', texts.uncertain.outro(links())].join('\n');
}

export const RATES_NOTE = texts.ratesNote;

/** Where the quoted sentences come from, as the reply names it. */
export function source(p: Passage): string {
  if (p.kind === 'blog') return texts.source.article(p.title);
  if (p.kind === 'faq') return texts.source.faq(p.page ?? texts.source.faqPage);
  return texts.source.page(p.page ?? p.title);
}
