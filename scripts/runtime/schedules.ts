/**
 * Scheduled functions (`config.schedule`, a cron expression in UTC) run on their schedule, as Netlify runs
 * them: a POST with the Clockwork user agent and `{ "next_run": … }` as the body. A run that is still busy
 * when the next one is due is skipped (croner's `protect`), so runs never overlap within this server.
 */
import { Cron } from 'croner';
import type { LoadedFunction } from './functions.ts';

export type ScheduledRun = (fn: LoadedFunction, req: Request) => Promise<Response>;

/** The request Netlify sends a scheduled function. */
export function scheduledRequest(origin: string, fn: LoadedFunction, nextRun: Date | null): Request {
  return new Request(`${origin}/.netlify/functions/${fn.name}`, {
    method: 'POST',
    headers: { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule', 'content-type': 'application/json' },
    body: JSON.stringify({ next_run: nextRun?.toISOString() ?? null }),
  });
}

export function startSchedules(
  functions: LoadedFunction[],
  origin: string,
  run: ScheduledRun,
): { stop: () => void; jobs: Cron[] } {
  const jobs = functions
    .filter((fn) => typeof fn.config.schedule === 'string')
    .map(
      (fn) =>
        new Cron(fn.config.schedule as string, { timezone: 'UTC', protect: true, name: fn.name }, async (job: Cron) => {
          const response = await run(fn, scheduledRequest(origin, fn, job.nextRun()));
          if (response.status >= 400) console.error(`[schedule ${fn.name}] answered ${response.status}`);
        }),
    );
  for (const job of jobs)
    console.log(`Scheduled ${job.name}: "${job.getPattern()}" (next ${job.nextRun()?.toISOString()})`);
  return { jobs, stop: () => jobs.forEach((job) => job.stop()) };
}
