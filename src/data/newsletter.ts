/**
 * What a newsletter subscriber agrees to. The footer form shows `text` beside the button and sends `version`;
 * the subscription stores the version and the time. Change the wording → add a new version (keep the old ones:
 * stored subscriptions refer to them). Each language has its own wording, so its own version: the version stored
 * names the words the visitor actually read.
 */
import type { Locale } from './locales';

export const NEWSLETTER_CONSENT_WORDINGS = {
  '2026-11':
    'Funding guides, market insights and Boundless AI news by e-mail. Unsubscribe at any time with the link in every e-mail.',
  // cspell:disable -- French wording
  '2026-11-fr':
    'Des guides de financement, des analyses de marché et les nouvelles de Boundless AI, par courriel. Vous pouvez vous désabonner en tout temps grâce au lien inclus dans chaque courriel.',
  // cspell:enable
} as const;

export type NewsletterConsentVersion = keyof typeof NEWSLETTER_CONSENT_WORDINGS;
export const NEWSLETTER_CONSENT_VERSIONS = Object.keys(NEWSLETTER_CONSENT_WORDINGS) as [
  NewsletterConsentVersion,
  ...NewsletterConsentVersion[],
];

/** The English wording the form shows now (the consent of a request that names none). */
export const NEWSLETTER_CONSENT = {
  version: '2026-11',
  text: NEWSLETTER_CONSENT_WORDINGS['2026-11'],
} as const satisfies {
  version: NewsletterConsentVersion;
  text: string;
};

/** The wording the form shows now in each language. */
export const NEWSLETTER_CONSENT_BY_LOCALE = {
  en: NEWSLETTER_CONSENT,
  fr: { version: '2026-11-fr', text: NEWSLETTER_CONSENT_WORDINGS['2026-11-fr'] },
} as const satisfies Record<Locale, { version: NewsletterConsentVersion; text: string }>;
