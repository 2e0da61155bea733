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
  supportHours: '9AM to 5PM EST',
  social: {
    linkedin: env('PUBLIC_LINKEDIN_URL', 'https://www.linkedin.com/company/boundless-ai'),
    instagram: env('PUBLIC_INSTAGRAM_URL', 'https://www.instagram.com/boundless.ai'),
    x: env('PUBLIC_X_URL', 'https://x.com/boundless_ai'),
    facebook: env('PUBLIC_FACEBOOK_URL', 'https://www.facebook.com/boundlessai'),
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** Where and how staff are alerted about new leads (functions only; read at call time). */
export type AlertSettings = {
  /** SMTP connection URL (smtp:// or smtps://, credentials included). */
  smtpUrl?: string;
  emailTo?: string;
  emailFrom?: string;
  /** Slack-compatible incoming webhook: receives `{ "text": … }`. */
  webhookUrl?: string;
  /** Per-channel delivery timeout. */
  timeoutMs: number;
  /** Origin for the /admin links in alerts. */
  siteUrl: string;
  email: boolean;
  webhook: boolean;
};

export const DEFAULT_ALERT_TIMEOUT_MS = 5000;

/** The alert settings, from the environment as it is now (functions read them per call). */
export function alertSettings(): AlertSettings {
  const read = (name: string) => {
    const value = typeof process !== 'undefined' ? process.env[name]?.trim() : undefined;
    return value ? value : undefined;
  };
  const smtpUrl = read('SMTP_URL');
  const emailTo = read('ALERT_EMAIL_TO');
  const emailFrom = read('ALERT_EMAIL_FROM');
  const webhookUrl = read('ALERT_WEBHOOK_URL');
  const timeout = Number(read('ALERT_TIMEOUT_MS'));
  return {
    smtpUrl,
    emailTo,
    emailFrom,
    webhookUrl,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_ALERT_TIMEOUT_MS,
    siteUrl: (read('SITE_URL') ?? siteConfig.siteUrl).replace(/\/+$/, ''),
    email: Boolean(smtpUrl && emailTo && emailFrom),
    webhook: Boolean(webhookUrl && /^https?:\/\//i.test(webhookUrl)),
  };
}
