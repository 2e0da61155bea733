/**
 * Delivery goes through an outbox (storage/outbox.ts): the function stores the record, queues an entry already
 * leased to itself, answers the visitor, and only then tries to deliver with a short timeout. Whatever fails
 * stays queued; the scheduled sweep retries with backoff for 24 hours, then marks it failed. A worker must win
 * a conditional write (etag) on the entry before it sends, and its claim is a lease that runs out, so
 * overlapping sweeps never send twice and a worker that dies mid-way only delays the alert.
 */
import { randomUUID } from 'node:crypto';
import { alertSettings } from '~/config';
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
  type AlertStore,
  type OutboxEntry,
} from '../storage';
import { channelsOf, errorText, logAlertConfigOnce, send } from './deliver';

/** Retries stop this long after the alert was queued; the entry is then marked failed. */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
/** A claim on an entry lasts this long: well above two channel timeouts, so only a dead worker loses it. */
export const LEASE_MS = 2 * 60_000;
/** A sweep stops claiming new entries after this long, inside a scheduled function's time limit. */
export const SWEEP_BUDGET_MS = 20_000;
/** Entries delivered at once by one sweep. */
const SWEEP_CONCURRENCY = 8;

/** Wait before retry n (n = failed attempts so far): 1, 2, 4, … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;
}

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
          await send(settings, channel, name, record);
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
