// The staff alerts' test bench: SMTP and webhook receivers, temporary Blobs, and what the tests submit.
import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import alertsApi from '../../../netlify/functions/alerts';
import contact from '../../../netlify/functions/contact';
import { ALERT_STORES } from '../../../netlify/lib/storage';
import { startSmtp, startWebhook, type SmtpReceiver, type WebhookReceiver } from './alert-receivers';
import { admin, request, useTempBlobs } from './blobs';

export const SITE = 'https://staff.example.test';
export const contactBody = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@bakery.ca',
  phone: '+1 416 555 0100',
  company: 'Silva Bakery',
  message: 'Inquiry Type: funding\n\nWe need a $50K line of credit for our second oven.',
};
export const partnershipBody = {
  company: 'Northwind Capital',
  firstName: 'Lee',
  lastName: 'Chen',
  email: 'lee@northwind.example',
  phone: '+1 647 555 0199',
  jobTitle: 'Head of Partnerships',
  partnershipType: 'lender',
  businessDescription: 'Lending partnership inquiry',
  fundingRange: 'Not specified',
  clientVolume: 'Not specified',
  partnershipGoals: 'We lend to Ontario manufacturers.',
  consent: true,
};

export let smtp: SmtpReceiver;
export let hook: WebhookReceiver;
let ipCounter = 0;
export const nextIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

/** A function context that collects the work a function leaves running after its answer. */
export function context() {
  const pending: Promise<unknown>[] = [];
  return {
    ip: nextIp(),
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    settled: () => Promise.all(pending),
  };
}

export async function submitContact(body: Record<string, unknown> = contactBody) {
  const ctx = context();
  const res = await contact(request('/api/contact', { body }), ctx);
  return { res, id: (await res.clone().json()).id as string, settled: ctx.settled };
}

export async function states(store: string, ids: string[]) {
  const res = await alertsApi(
    request(`/api/alerts?store=${store}&ids=${ids.join(',')}`, { method: 'GET', headers: admin }),
  );
  return res.json();
}

export const webhookTexts = () => hook.bodies.map((b) => (JSON.parse(b) as { text: string }).text);
export const mailsFor = (id: string) => smtp.mails.filter((m) => m.headers['message-id']?.includes(id));
export const hooksFor = (id: string) => webhookTexts().filter((t) => t.includes(id));

export function configure(channels: { email?: boolean; webhook?: boolean } = { email: true, webhook: true }) {
  for (const key of ['SMTP_URL', 'ALERT_EMAIL_TO', 'ALERT_EMAIL_FROM', 'ALERT_WEBHOOK_URL']) delete process.env[key];
  if (channels.email) {
    process.env.SMTP_URL = smtp.url;
    process.env.ALERT_EMAIL_TO = 'leads@boundless.example';
    process.env.ALERT_EMAIL_FROM = 'Boundless AI website <alerts@boundless.example>';
  }
  if (channels.webhook) process.env.ALERT_WEBHOOK_URL = hook.url;
}

/** Empties every outbox between tests, so a sweep only sees what its own test queued. */
export async function clearOutboxes() {
  for (const name of ALERT_STORES) {
    const s = getStore({ name, consistency: 'strong' });
    const { blobs } = await s.list({ prefix: 'alert/' });
    await Promise.all(blobs.map((b) => s.delete(b.key)));
  }
}

/** Registers the bench's hooks in the calling describe block. */
export function useAlertHarness() {
  useTempBlobs();

  beforeAll(async () => {
    smtp = await startSmtp();
    hook = await startWebhook();
    process.env.SITE_URL = SITE;
    process.env.ALERT_TIMEOUT_MS = '1500';
    process.env.RATE_LIMIT_DISABLED = '1';
  });
  afterAll(async () => {
    await smtp.stop();
    await hook.stop();
    for (const key of [
      'SMTP_URL',
      'ALERT_EMAIL_TO',
      'ALERT_EMAIL_FROM',
      'ALERT_WEBHOOK_URL',
      'SITE_URL',
      'ALERT_TIMEOUT_MS',
      'RATE_LIMIT_DISABLED',
    ]) {
      delete process.env[key];
    }
  });
  beforeEach(async () => {
    process.env.ALERT_TIMEOUT_MS = '1500';
    await clearOutboxes();
    smtp.mails.length = 0;
    smtp.down = false;
    hook.bodies.length = 0;
    hook.mode = 'up';
    configure();
  });
}
