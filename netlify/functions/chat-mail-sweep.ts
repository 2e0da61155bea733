import type { Config } from '@netlify/functions';
import { sweepReplyMail } from '../lib/handoff/mail';

/**
 * Scheduled every minute: e-mails staff chat replies that the visitor's pages have not fetched in time (the
 * visitor has left). Overlapping runs are safe: each conversation's entry is claimed before it is sent.
 */
export default async (): Promise<Response> => {
  const summary = await sweepReplyMail();
  if (summary.sent + summary.retry + summary.failed > 0) console.info('[chat mail] sweep', JSON.stringify(summary));
  return new Response(JSON.stringify(summary), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

export const config: Config = { schedule: '* * * * *' };
