/**
 * Site configuration, read once from environment variables with safe defaults.
 * Used at build time by pages and at run time by functions; islands receive the values they need as props.
 */
const env = (name: string, fallback: string): string => {
  const value = typeof process !== 'undefined' ? process.env[name] : undefined;
  return value && value.trim() !== '' ? value.trim() : fallback;
};

const appUrl = env('PUBLIC_APP_URL', 'https://app.boundless-ai.com').replace(/\/+$/, '');

export const siteConfig = {
  /** Canonical origin of this site, used for canonical URLs, the sitemap and feeds. */
  siteUrl: env('SITE_URL', 'https://www.boundless-ai.com').replace(/\/+$/, ''),
  name: 'Boundless AI',
  appUrl,
  signupUrl: `${appUrl}/signup`,
  loginUrl: `${appUrl}/login?next=${encodeURIComponent('/')}`,
  bookingUrl: env('PUBLIC_BOOKING_URL', 'https://calendly.com/boundless-ai/intro-call'),
  supportEmail: env('PUBLIC_SUPPORT_EMAIL', 'support@boundless-ai.com'),
  privacyEmail: env('PUBLIC_PRIVACY_EMAIL', 'privacy@boundless-ai.com'),
  highbeamCapitalUrl: env('PUBLIC_HIGHBEAM_URL', 'https://www.highbeam.co/capital'),
  highbeamPartnerId: env('PUBLIC_HIGHBEAM_PARTNER_ID', 'boundless-ai'),
  address: {
    street: '100 King Street West, Suite 5600',
    city: 'Toronto',
    region: 'ON',
    postalCode: 'M5X 1C9',
    country: 'Canada',
  },
  /** Support hours, everywhere they are shown (footer, contact page, chat). Eastern Time: EST/EDT by season. */
  supportHours: 'Monday to Friday, 9 AM to 5 PM Eastern Time',
  /** The e-mail reply promise; the 24 hours count on business days. */
  replyPromise: 'We reply within 24 hours on business days.',
  social: {
    linkedin: env('PUBLIC_LINKEDIN_URL', 'https://www.linkedin.com/company/boundless-ai'),
    instagram: env('PUBLIC_INSTAGRAM_URL', 'https://www.instagram.com/boundless.ai'),
    x: env('PUBLIC_X_URL', 'https://x.com/boundless_ai'),
    facebook: env('PUBLIC_FACEBOOK_URL', 'https://www.facebook.com/boundlessai'),
  },
} as const;

export type SiteConfig = typeof siteConfig;
