/**
 * Sending over the configured channels: SMTP e-mail and the webhook, each with its timeout, and no more than
 * MAX_PARALLEL_SENDS at once per process.
 */
import { alertSettings, type AlertSettings } from '~/config';
import type { AlertChannel, AlertStore, StoredRecord } from '../storage';
import { sendMail } from '../mail';
import { composeEmail, composeWebhook, oneLine, type EmailMessage } from './compose';

const MAX_ERROR = 300;

export const channelsOf = (settings: AlertSettings): AlertChannel[] => [
  ...(settings.email ? (['email'] as const) : []),
  ...(settings.webhook ? (['webhook'] as const) : []),
];

let configLogged = false;
/** Says once per process whether alerts are on and where they go (no secrets). */
export function logAlertConfigOnce(settings: AlertSettings = alertSettings()): void {
  if (configLogged) return;
  configLogged = true;
  const channels = channelsOf(settings);
  if (channels.length === 0) {
    console.info(
      '[alerts] not configured: set SMTP_URL, ALERT_EMAIL_TO and ALERT_EMAIL_FROM and/or ALERT_WEBHOOK_URL. No alerts are sent.',
    );
  } else {
    console.info(`[alerts] on: ${channels.join(' and ')}${settings.email ? ` to ${settings.emailTo}` : ''}`);
  }
}

async function sendEmail(settings: AlertSettings, message: EmailMessage): Promise<void> {
  await sendMail(settings, {
    from: settings.emailFrom,
    to: settings.emailTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
  });
}

async function sendWebhook(settings: AlertSettings, body: string): Promise<void> {
  const response = await fetch(settings.webhookUrl as string, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    signal: AbortSignal.timeout(settings.timeoutMs),
    redirect: 'error',
  });
  await response.body?.cancel().catch(() => {});
  if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
}

/** Sends at once per process: a burst of submissions queues here instead of opening hundreds of connections. */
export const MAX_PARALLEL_SENDS = 8;
let sending = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_PARALLEL_SENDS sends are under way; its timeout starts only then. */
async function limited<T>(work: () => Promise<T>): Promise<T> {
  while (sending >= MAX_PARALLEL_SENDS) await new Promise<void>((resolve) => waiting.push(resolve));
  sending += 1;
  try {
    return await work();
  } finally {
    sending -= 1;
    waiting.shift()?.();
  }
}

/** Sends one record's alert over one channel; throws what the channel answered. */
export function send(
  settings: AlertSettings,
  channel: AlertChannel,
  name: AlertStore,
  record: StoredRecord,
): Promise<void> {
  return channel === 'email'
    ? limited(() => sendEmail(settings, composeEmail(settings, name, record)))
    : limited(() => sendWebhook(settings, composeWebhook(settings, name, record)));
}

export const errorText = (err: unknown) => oneLine(err instanceof Error ? err.message : String(err), MAX_ERROR);
