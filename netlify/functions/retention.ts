import type { Config } from '@netlify/functions';
import { RETENTION, type RetentionKind } from '~/data/retention';
import { RETENTION_ACTOR_NAME } from '~/data/staff-roles';
import { deleteRecordsBefore, saveAuditEntry } from '../lib/storage';

const DAY_MS = 24 * 60 * 60_000;
/** Deletions per run, so a run ends well within a scheduled function's time; a larger backlog takes more runs. */
export const RETENTION_BUDGET = 3000;

/**
 * Scheduled daily: deletes every record older than its retention period (src/data/retention.ts), then writes
 * one audit entry with how many records of each kind went, never what they held.
 */
export async function applyRetention(now = Date.now()) {
  const budget = { left: RETENTION_BUDGET };
  const deleted: Partial<Record<RetentionKind, number>> = {};
  for (const rule of RETENTION) {
    if (rule.days === 0 || rule.stores.length === 0) continue;
    let n = 0;
    for (const name of rule.stores) n += await deleteRecordsBefore(name, now - rule.days * DAY_MS, budget);
    deleted[rule.kind] = n;
  }
  const more = budget.left <= 0;
  await saveAuditEntry(
    {
      actor: { kind: 'system', name: RETENTION_ACTOR_NAME },
      action: 'retention',
      target: 'retention schedule',
      ip: '',
      detail: { ...deleted, more },
    },
    now,
  );
  return { deleted, more };
}

export default async (): Promise<Response> => {
  const summary = await applyRetention();
  console.info('[retention]', JSON.stringify(summary));
  return new Response(JSON.stringify(summary), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

export const config: Config = { schedule: '17 3 * * *' };
