import type { Config } from '@netlify/functions';
import { IDEMPOTENCY_TTL_MS } from '../lib/idempotency';
import { STORES, sweepExpired } from '../lib/storage';

/**
 * Scheduled every hour: deletes what has expired (WebAuthn challenges and their spent markers, staff sessions,
 * ended invitations after 30 days, idempotency entries after a day, failed-credential counts after an hour).
 * Overlapping runs are safe: deleting a blob twice is harmless.
 */
export default async (): Promise<Response> => {
  const swept = await sweepExpired(STORES, IDEMPOTENCY_TTL_MS);
  console.info('[sweep]', JSON.stringify(swept));
  return new Response(JSON.stringify(swept), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

export const config: Config = { schedule: '@hourly' };
