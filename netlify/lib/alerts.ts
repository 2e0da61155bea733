/**
 * Staff alerts for new leads: an e-mail over SMTP with the submission's fields and/or a Slack-compatible webhook
 * with only the name, company, kind and admin link (never message text or phone numbers: a chat tool is a third
 * party).
 *
 * Delivery goes through an outbox (see the outbox section of storage.ts): the function stores the record, queues
 * an entry already leased to itself, answers the visitor, and only then tries to deliver with a short timeout.
 * Whatever fails stays queued; the scheduled sweep retries with backoff for 24 hours, then marks it failed.
 * A worker must win a conditional write (etag) on the entry before it sends, and its claim is a lease that
 * runs out, so overlapping sweeps never send twice and a worker that dies mid-way only delays the alert.
 */
import { randomUUID } from 'node:crypto';
import { alertSettings, type AlertSettings } from '../../src/config';
import { sendMail } from './mail';
import { formatDateTime } from '../../src/lib/format';
import { inquiryTypes, partnershipTypeLabels } from '../../src/lib/schemas';
import {
  ALERT_STORES,
  closeOutboxEntry,
  createOutboxEntry,
  dropOutboxEntry,
  getRecord,
  listPendingAlerts,
  readAlertOutcome,
  readOutboxEntry,
  replaceOutboxEntry,
  type AlertChannel,
  type AlertOutcome,
  type AlertStore,
  type OutboxEntry,
  type StoredRecord,
} from './storage';

/** Retries stop this long after the alert was queued; the entry is then marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** A claim on an entry lasts this long: well above two channel timeouts, so only a dead worker loses it. */
export const LEASE_MS = 2 * 60_000;
/** A sweep stops claiming new entries after this long, inside a scheduled function's time limit. */
export const SWEEP_BUDGET_MS = 20_000;
/** Entries delivered at once by one sweep. */
const SWEEP_CONCURRENCY = 8;
/** Longest value put in an alert, per field (the message gets more room). */
const MAX_FIELD = 300;
const MAX_MESSAGE = 5000;
const MAX_ERROR = 300;
const TIME_ZONE = 'America/Toronto';

/** Wait before retry n (n = failed attempts so far): 1, 2, 4, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;
}

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

// ---------------------------------------------------------------------------------------------------------------
// Composing: every value is untrusted visitor input.
// ---------------------------------------------------------------------------------------------------------------

export type AlertKind = 'contact' | 'partnership' | 'chat';
const KIND_OF: Record<AlertStore, AlertKind> = { contacts: 'contact', partnerships: 'partnership', chats: 'chat' };
const TITLE: Record<AlertKind, string> = {
  contact: 'New contact message',
  partnership: 'New partnership inquiry',
  chat: 'Chat visitor asked for a person',
};

const str = (record: StoredRecord, key: string): string =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

/** Cuts to `max` code points plus an ellipsis. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** One line: no CR/LF or other control characters (header injection, broken layouts), spaces collapsed. */
export function oneLine(text: string, max = MAX_FIELD): string {
  return cut(
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
}

/** Multi-line text: line breaks kept, other control characters removed. */
const multiLine = (text: string, max: number) =>
  // eslint-disable-next-line no-control-regex
  cut(text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ''), max);

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Slack treats <, > and & as control characters (links, mentions): escaped as Slack documents. */
export const escapeSlack = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string);

export const adminLink = (settings: AlertSettings, name: AlertStore, id: string) =>
  `${settings.siteUrl}/admin#${name}/${encodeURIComponent(id)}`;

/** The contact form's "Inquiry Type: x" prefix as its label, or '' when there is none. */
function inquiryLabel(message: string): string {
  const value = /^Inquiry Type: ([a-z]+)\b/.exec(message)?.[1];
  return inquiryTypes.find((t) => t.value === value)?.label ?? '';
}

/** The kind of inquiry, as staff read it: contact inquiry type, partnership type, or the chat hand-off. */
export function kindLabel(name: AlertStore, record: StoredRecord): string {
  if (name === 'contacts') return inquiryLabel(str(record, 'message')) || 'Contact message';
  if (name === 'partnerships') {
    const type = str(record, 'partnershipType');
    return `Partnership: ${partnershipTypeLabels[type] ?? (type || 'not given')}`;
  }
  return 'Chat hand-off';
}

const personName = (record: StoredRecord) =>
  oneLine(`${str(record, 'firstName')} ${str(record, 'lastName')}`) ||
  (record.conversationId ? 'A chat visitor' : 'No name given');

type Field = { label: string; value: string; long?: boolean };

function fieldsOf(name: AlertStore, record: StoredRecord): Field[] {
  const f = (label: string, key: string, long = false): Field => ({ label, value: str(record, key), long });
  if (name === 'contacts') {
    return [
      f('First name', 'firstName'),
      f('Last name', 'lastName'),
      f('E-mail', 'email'),
      f('Phone', 'phone'),
      f('Company', 'company'),
      f('Message', 'message', true),
    ];
  }
  if (name === 'partnerships') {
    const type = str(record, 'partnershipType');
    return [
      f('Company', 'company'),
      f('First name', 'firstName'),
      f('Last name', 'lastName'),
      f('E-mail', 'email'),
      f('Phone', 'phone'),
      f('Job title', 'jobTitle'),
      { label: 'Partnership type', value: partnershipTypeLabels[type] ?? type },
      f('Business description', 'businessDescription', true),
      f('Funding range', 'fundingRange'),
      f('Client volume', 'clientVolume'),
      f('Comments', 'partnershipGoals', true),
      { label: 'Consent', value: record.consent === true ? 'Yes' : 'No' },
    ];
  }
  return [f('First message', 'firstMessage', true), f('Conversation', 'conversationId')];
}

export type EmailMessage = { subject: string; text: string; html: string; messageId: string };

/** The staff e-mail: every field, the time in Toronto, and the link to the record in /admin. */
export function composeEmail(settings: AlertSettings, name: AlertStore, record: StoredRecord): EmailMessage {
  const kind = KIND_OF[name];
  const who = personName(record);
  const company = oneLine(str(record, 'company'), 80);
  const subject = oneLine(`${TITLE[kind]}: ${who}${company ? ` (${company})` : ''}`, 150);
  const when = `${formatDateTime(record.submittedAt, TIME_ZONE)} (Toronto time)`;
  const link = adminLink(settings, name, record.id);
  const fields = fieldsOf(name, record).map(({ label, value, long }) => ({
    label,
    value: long ? multiLine(value, MAX_MESSAGE) : oneLine(value),
    long,
  }));

  const text = [
    `${TITLE[kind]} (${oneLine(kindLabel(name, record))})`,
    `Received: ${when}`,
    '',
    ...fields.map(({ label, value, long }) => (long ? `${label}:\n${value || '—'}\n` : `${label}: ${value || '—'}`)),
    '',
    `Open in admin: ${link}`,
  ].join('\n');

  const rows = fields
    .map(
      ({ label, value, long }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;overflow-wrap:anywhere;word-break:break-word${long ? ';white-space:pre-wrap' : ''}">${escapeHtml(value) || '—'}</td></tr>`,
    )
    .join('');
  const html =
    `<div style="font-family:system-ui,sans-serif;font-size:14px;color:#0f172a;max-width:640px">` +
    `<h1 style="font-size:18px;margin:0 0 4px">${escapeHtml(TITLE[kind])}</h1>` +
    `<p style="margin:0 0 12px;color:#475569">${escapeHtml(oneLine(kindLabel(name, record)))} · ${escapeHtml(when)}</p>` +
    `<table role="presentation" style="border-collapse:collapse;table-layout:fixed;width:100%">${rows}</table>` +
    `<p style="margin:16px 0 0"><a href="${escapeHtml(link)}">Open in admin</a></p></div>`;

  // A stable Message-ID: if the same alert is ever delivered again, mail clients show it once.
  return { subject, text, html, messageId: `<alert-${name}-${record.id}@boundless-ai.alerts>` };
}

/** The chat-tool message: name, company, kind and the admin link only. */
export function composeWebhook(settings: AlertSettings, name: AlertStore, record: StoredRecord): string {
  const company = oneLine(str(record, 'company'), 100);
  const who = escapeSlack(personName(record));
  const text =
    `${TITLE[KIND_OF[name]]}: ${who}${company ? ` (${escapeSlack(company)})` : ''} · ${escapeSlack(oneLine(kindLabel(name, record), 100))}` +
    ` · <${adminLink(settings, name, record.id)}|Open in admin>`;
  return JSON.stringify({ text });
}

// ---------------------------------------------------------------------------------------------------------------
// Sending
// ---------------------------------------------------------------------------------------------------------------

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

const errorText = (err: unknown) => oneLine(err instanceof Error ? err.message : String(err), MAX_ERROR);

// ---------------------------------------------------------------------------------------------------------------
// The outbox protocol
// ---------------------------------------------------------------------------------------------------------------

export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'gone' | 'lost-claim' | 'off';

/**
 * Delivers one claimed entry (`etag` is the version this worker wrote when it claimed it) and records the
 * outcome: closed as sent, rescheduled with backoff, or closed as failed after the retry window.
 */
async function deliverClaimed(
  name: AlertStore,
  entry: OutboxEntry,
  etag: string,
  now: () => number,
): Promise<DeliveryResult> {
  const settings = alertSettings();
  const channels = channelsOf(settings);
  const release = async (patch: Partial<OutboxEntry>): Promise<boolean> => {
    const { lease: _lease, ...rest } = entry;
    return (await replaceOutboxEntry(name, { ...rest, ...patch }, etag)) !== null;
  };
  if (channels.length === 0) {
    await release({});
    return 'off';
  }

  // A worker that died after recording "sent" but before unqueueing: just finish its job.
  const previous = await readAlertOutcome(name, entry.recordId);
  if (previous?.state === 'sent' && previous.queuedAt === entry.createdAt) {
    await dropOutboxEntry(name, entry.recordId);
    return 'sent';
  }
  const record = await getRecord(name, entry.recordId);
  if (!record) {
    // Erased before its alert went out: nothing to tell staff about.
    await dropOutboxEntry(name, entry.recordId);
    return 'gone';
  }

  const sent = { ...entry.sent };
  const errors: string[] = [];
  await Promise.all(
    channels
      .filter((channel) => !sent[channel])
      .map(async (channel) => {
        try {
          if (channel === 'email') await limited(() => sendEmail(settings, composeEmail(settings, name, record)));
          else await limited(() => sendWebhook(settings, composeWebhook(settings, name, record)));
          sent[channel] = new Date(now()).toISOString();
        } catch (err) {
          errors.push(`${channel}: ${errorText(err)}`);
        }
      }),
  );

  const attempts = entry.attempts + 1;
  const at = new Date(now()).toISOString();
  if (errors.length === 0) {
    await closeOutboxEntry(name, {
      recordId: entry.recordId,
      state: 'sent',
      at,
      attempts,
      sent,
      queuedAt: entry.createdAt,
    });
    return 'sent';
  }
  const lastError = errors.join('; ');
  console.warn(`[alerts] ${name}/${entry.recordId} attempt ${attempts} failed: ${lastError}`);
  const deadline = Date.parse(entry.createdAt) + RETRY_WINDOW_MS;
  if (now() >= deadline) {
    await closeOutboxEntry(name, {
      recordId: entry.recordId,
      state: 'failed',
      at,
      attempts,
      sent,
      lastError,
      queuedAt: entry.createdAt,
    });
    return 'failed';
  }
  const next = Math.min(now() + retryDelayMs(attempts), deadline);
  const kept = await release({ attempts, sent, lastError, nextAttemptAt: new Date(next).toISOString() });
  // Losing here means the lease ran out and another worker took over: it will record the outcome.
  return kept ? 'retry' : 'lost-claim';
}

/** Claims a pending entry if it is due and nobody holds it; answers the claimed entry and its new etag. */
async function claim(
  name: AlertStore,
  recordId: string,
  owner: string,
  now: number,
  { evenIfNotDue = false } = {},
): Promise<{ entry: OutboxEntry; etag: string } | null> {
  const current = await readOutboxEntry(name, recordId);
  if (!current) return null;
  const { value, etag } = current;
  if (value.lease && Date.parse(value.lease.until) > now) return null;
  if (!evenIfNotDue && Date.parse(value.nextAttemptAt) > now) return null;
  const entry: OutboxEntry = { ...value, lease: { owner, until: new Date(now + LEASE_MS).toISOString() } };
  const claimed = await replaceOutboxEntry(name, entry, etag);
  return claimed ? { entry, etag: claimed } : null;
}

/** Queues a record's alert, leased to the caller, so the immediate attempt owns it without another write. */
async function enqueue(
  name: AlertStore,
  recordId: string,
  now: number,
): Promise<{ entry: OutboxEntry; etag: string } | null> {
  const entry: OutboxEntry = {
    recordId,
    createdAt: new Date(now).toISOString(),
    attempts: 0,
    nextAttemptAt: new Date(now).toISOString(),
    lease: { owner: randomUUID(), until: new Date(now + LEASE_MS).toISOString() },
    sent: {},
  };
  const etag = await createOutboxEntry(name, entry);
  return etag ? { entry, etag } : null;
}

/** The part of a function's context that outlives the response (Netlify Functions v2). */
export type WaitUntil = { waitUntil?: (promise: Promise<unknown>) => void } | undefined;

/**
 * After a record is stored: queues its alert and starts delivering it without holding up the answer.
 * Never throws: a failure here must not change the visitor's answer (the sweep retries what is queued).
 * Resolves once the entry is queued, with the delivery still running (`delivery`, which tests await).
 */
export async function queueAlert(
  name: AlertStore,
  recordId: string,
  context?: WaitUntil,
): Promise<{ delivery: Promise<DeliveryResult | null> }> {
  const settings = alertSettings();
  logAlertConfigOnce(settings);
  const none = { delivery: Promise.resolve(null) };
  if (channelsOf(settings).length === 0) return none;
  let queued: Awaited<ReturnType<typeof enqueue>>;
  try {
    queued = await enqueue(name, recordId, Date.now());
  } catch (err) {
    console.error(`[alerts] could not queue ${name}/${recordId}; staff can resend it from /admin`, err);
    return none;
  }
  if (!queued) return none;
  const { entry, etag } = queued;
  const delivery = deliverClaimed(name, entry, etag, Date.now).catch((err) => {
    console.error(`[alerts] ${name}/${recordId} first attempt stopped; the sweep will retry`, err);
    return null;
  });
  // Keeps the function alive until the attempt ends where the platform supports it; elsewhere it runs on.
  context?.waitUntil?.(delivery);
  return { delivery };
}

export type SweepSummary = Record<DeliveryResult | 'skipped', number>;

/** One pass over every pending alert: delivers those due that nobody else holds. Safe to run concurrently. */
export async function sweepAlerts(options: { now?: () => number; budgetMs?: number } = {}): Promise<SweepSummary> {
  const now = options.now ?? Date.now;
  const started = Date.now();
  const budget = options.budgetMs ?? SWEEP_BUDGET_MS;
  const settings = alertSettings();
  logAlertConfigOnce(settings);
  const summary: SweepSummary = { sent: 0, retry: 0, failed: 0, gone: 0, 'lost-claim': 0, off: 0, skipped: 0 };
  if (channelsOf(settings).length === 0) return summary;
  const owner = randomUUID();

  for (const name of ALERT_STORES) {
    const queue = await listPendingAlerts(name);
    const worker = async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        if (Date.now() - started > budget) return;
        try {
          const claimed = await claim(name, id, owner, now());
          if (!claimed) {
            summary.skipped += 1;
            continue;
          }
          summary[await deliverClaimed(name, claimed.entry, claimed.etag, now)] += 1;
        } catch (err) {
          // Storage trouble with one entry: leave it for the next sweep.
          console.error(`[alerts] sweep could not process ${name}/${id}`, err);
        }
      }
    };
    await Promise.all(Array.from({ length: SWEEP_CONCURRENCY }, worker));
  }
  if (summary.sent + summary.retry + summary.failed > 0) console.info('[alerts] sweep', JSON.stringify(summary));
  return summary;
}

// ---------------------------------------------------------------------------------------------------------------
// Staff view
// ---------------------------------------------------------------------------------------------------------------

export type AlertState =
  | { state: 'none' }
  | { state: 'pending'; attempts: number; nextAttemptAt: string; lastError?: string }
  | { state: 'sent'; at: string; attempts: number }
  | { state: 'failed'; at: string; attempts: number; lastError?: string };

/** What happened to one record's alert (the pending entry wins over an older outcome: a resend is running). */
export async function alertState(name: AlertStore, recordId: string): Promise<AlertState> {
  const pending = await readOutboxEntry(name, recordId);
  if (pending) {
    const { attempts, nextAttemptAt, lastError } = pending.value;
    return { state: 'pending', attempts, nextAttemptAt, ...(lastError ? { lastError } : {}) };
  }
  const done: AlertOutcome | null = await readAlertOutcome(name, recordId);
  if (!done) return { state: 'none' };
  return done.state === 'sent'
    ? { state: 'sent', at: done.at, attempts: done.attempts }
    : {
        state: 'failed',
        at: done.at,
        attempts: done.attempts,
        ...(done.lastError ? { lastError: done.lastError } : {}),
      };
}

export type ResendResult = 'queued' | 'rescheduled' | 'busy' | 'missing' | 'off';

/**
 * Staff resend: queues a fresh delivery to every channel (a new 24-hour window), or, when one is already
 * waiting, makes it due now. A delivery in progress is left alone.
 */
export async function resendAlert(name: AlertStore, recordId: string, context?: WaitUntil): Promise<ResendResult> {
  if (channelsOf(alertSettings()).length === 0) return 'off';
  if (!(await getRecord(name, recordId))) return 'missing';
  const now = Date.now();
  const queued = await enqueue(name, recordId, now);
  let delivery: Promise<unknown>;
  let result: ResendResult;
  if (queued) {
    delivery = deliverClaimed(name, queued.entry, queued.etag, Date.now);
    result = 'queued';
  } else {
    const claimed = await claim(name, recordId, randomUUID(), now, { evenIfNotDue: true });
    if (!claimed) return 'busy';
    delivery = deliverClaimed(name, claimed.entry, claimed.etag, Date.now);
    result = 'rescheduled';
  }
  const settled = delivery.catch((err) => console.error(`[alerts] resend of ${name}/${recordId} stopped`, err));
  context?.waitUntil?.(settled);
  return result;
}
