/** The one SMTP sender: staff alerts and the newsletter welcome go out through the configured server. */
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { AlertSettings } from '~/config';

/**
 * Sends one message over a fresh connection and closes it. Only the transport's own timeouts apply: they drop the
 * connection, so a message reported as failed was not accepted (an outer timer could give up on a send that then
 * succeeds, and a retry would repeat it). Throws when the server refuses or does not answer in time.
 */
export async function sendMail(settings: Pick<AlertSettings, 'smtpUrl' | 'timeoutMs'>, message: Mail.Options) {
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  try {
    await transport.sendMail(message);
  } finally {
    transport.close();
  }
}
