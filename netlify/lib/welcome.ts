/**
 * The welcome e-mail of a new newsletter subscriber, in the language they subscribed in: what they signed up for
 * (the consent wording they agreed to) and their personal unsubscribe link to the unsubscribe page of that
 * language, also as a List-Unsubscribe header. Sent over the staff alerts' SMTP
 * settings (SMTP_URL, ALERT_EMAIL_FROM) after the answer; without them nothing is sent. A failed send is logged
 * and the subscription stands: the link is in every later e-mail and in the admin's CSV export.
 */
import { alertSettings } from '~/config';
import type { Locale } from '~/i18n/locales';
import { messagesFor } from '~/lib/i18n';
import { NEWSLETTER_CONSENT_WORDINGS, type NewsletterConsentVersion } from '~/data/newsletter';
import { unsubscribeUrl } from './unsubscribe';
import { sendMail } from './mail';

export type WelcomeEmail = { to: string; subject: string; text: string; unsubscribe: string };

/** The message for one subscriber, or null when no unsubscribe link can be made (no signing secret). */
export function composeWelcome(
  email: string,
  subscriberId: string,
  version: NewsletterConsentVersion,
  locale: Locale = 'en',
): WelcomeEmail | null {
  const unsubscribe = unsubscribeUrl(subscriberId, locale);
  if (!unsubscribe) return null;
  const t = messagesFor(locale).email.welcome;
  const text = [
    t.thanks,
    '',
    t.signedUp(NEWSLETTER_CONSENT_WORDINGS[version]),
    '',
    t.unsubscribe(unsubscribe),
    '',
    t.footer,
  ].join('\n');
  return { to: email, subject: t.subject, text, unsubscribe };
}

/** Sends the welcome e-mail; answers what happened, never throws. */
export async function sendWelcome(
  email: string,
  subscriberId: string,
  version: NewsletterConsentVersion,
  locale: Locale = 'en',
): Promise<'sent' | 'off' | 'failed'> {
  const settings = alertSettings();
  const message = composeWelcome(email, subscriberId, version, locale);
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
