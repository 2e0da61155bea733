/**
 * What a newsletter subscriber agrees to. The footer form shows `text` beside the button and sends `version`;
 * the subscription stores the version and the time. Change the wording → add a new version (keep the old ones:
 * stored subscriptions refer to them).
 */
export const NEWSLETTER_CONSENT_WORDINGS = {
  '2026-11':
    'Funding guides, market insights and Boundless AI news by e-mail. Unsubscribe at any time with the link in every e-mail.',
} as const;

export type NewsletterConsentVersion = keyof typeof NEWSLETTER_CONSENT_WORDINGS;
export const NEWSLETTER_CONSENT_VERSIONS = Object.keys(NEWSLETTER_CONSENT_WORDINGS) as [
  NewsletterConsentVersion,
  ...NewsletterConsentVersion[],
];

/** The wording the form shows now. */
export const NEWSLETTER_CONSENT = {
  version: '2026-11',
  text: NEWSLETTER_CONSENT_WORDINGS['2026-11'],
} as const satisfies {
  version: NewsletterConsentVersion;
  text: string;
};

/** Answers of the unsubscribe page and POST /api/unsubscribe. */
export const UNSUBSCRIBE_MESSAGES = {
  invalid:
    'This unsubscribe link is not valid. Use the link from your latest e-mail, or write to us and we will remove you.',
  done: (email: string) => `Done: ${email} is unsubscribed and will not receive the Boundless AI newsletter any more.`,
} as const;
