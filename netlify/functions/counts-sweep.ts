import type { Config } from '@netlify/functions';
import { refreshCounts } from '../lib/storage';

/**
 * Scheduled every minute: caches the counts of the minutes that closed in every staff list, so a staff page after
 * a spam wave nobody was watching does not count the wave itself. Answers how many lists it counted, never their
 * totals. Overlapping runs are safe: a count is written once per period and version, and the newest wins.
 */
export default async (): Promise<Response> => {
  const lists = await refreshCounts();
  return new Response(JSON.stringify({ lists }), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

export const config: Config = { schedule: '* * * * *' };
