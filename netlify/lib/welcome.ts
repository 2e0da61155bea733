/**
 * The welcome e-mail of a new newsletter subscriber: what they signed up for (the consent wording they agreed
 * to) and their personal unsubscribe link, also as a List-Unsubscribe header. Sent over the staff alerts' SMTP
 * settings (SMTP_URL, ALERT_EMAIL_FROM) after the answer; without them nothing is sent. A failed send is logged
 * and the subscription stands: the link is in every later e-mail and in the admin's CSV export.
 */
import { alertSettings, siteConfig } from '~/config';
import { NEWSLETTER_CONSENT_WORDINGS, type NewsletterConsentVersion } from '~/data/newsletter';
import { unsubscribeUrl } from './unsubscribe';
import { sendMail } from './mail';

export type WelcomeEmail = { to: string; subject: string; text: string; unsubscribe: string };

export const WELCOME_SUBJECT = `Welcome to the ${siteConfig.name} newsletter`;

/** The message for one subscriber, or null when no unsubscribe link can be made (no signing secret). */
export function composeWelcome(email: string, version: NewsletterConsentVersion): WelcomeEmail | null {
  const unsubscribe = unsubscribeUrl(email);
  if (!unsubscribe) return null;
  const text = [
    `Thank you for subscribing to the ${siteConfig.name} newsletter.`,
    '',
    `What you signed up for: ${NEWSLETTER_CONSENT_WORDINGS[version]}`,
    '',
    `To unsubscribe, open this link and confirm: ${unsubscribe}`,
    '',
    `${siteConfig.name} is a marketplace, not a lender. ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}, ${siteConfig.address.country}.`,
  ].join('\n');
  return { to: email, subject: WELCOME_SUBJECT, text, unsubscribe };
}

/** Sends the welcome e-mail; answers what happened, never throws. */
export async function sendWelcome(
  email: string,
  version: NewsletterConsentVersion,
): Promise<'sent' | 'off' | 'failed'> {
  const settings = alertSettings();
  const message = composeWelcome(email, version);
  if (!settings.smtpUrl || !settings.emailFrom || !message) return 'off';
  try {
    await sendMail(settings, {
      from: settings.emailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      list: { unsubscribe: message.unsubscribe },
    });
    return 'sent';
  } catch (err) {
    console.error('[newsletter] welcome e-mail not sent', err);
    return 'failed';
  }
}
