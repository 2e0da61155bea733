/** What /api/alerts shows staff about one record's alert. */
import { readAlertOutcome, readOutboxEntry, type AlertOutcome, type AlertStore } from '../storage';

import type { AlertState } from '~/types';
export type { AlertState };

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
