import type { Config } from '@netlify/functions';
import { sweepAlerts } from '../lib/alerts';

/**
 * Scheduled every 5 minutes: retries queued staff alerts that are due (backoff, 24 hours, then failed).
 * Overlapping runs are safe: each entry is claimed with a conditional write before it is sent.
 */
export default async (): Promise<Response> => {
  const summary = await sweepAlerts();
  return new Response(JSON.stringify(summary), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

export const config: Config = { schedule: '*/5 * * * *' };
