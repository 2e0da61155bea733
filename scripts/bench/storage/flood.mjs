// A spam wave: FLOOD contacts received within one day, read by staff. The first page lists only the minutes it
// shows; the same wave in day folders (the layout before hours) lists the whole day on every request.
import { DAY, FLOOD, NOW, RUNS } from './config.mjs';
import { record } from './report.mjs';
import { seedContacts } from './seed.mjs';

/** The wave's span: today since midnight UTC, at least 6 hours (so a run just after midnight still spreads it). */
const span = () => Math.max(6 * 3_600_000, NOW % DAY);

/**
 * @param {string} directory
 */
export function seedFlood(directory) {
  seedContacts(directory, 'flood', FLOOD, span());
  seedContacts(directory, 'flood-days', FLOOD, span(), { byDay: true });
}

/**
 * @param {import('./functions.mjs').Functions} fns
 * @param {(siteID: string) => void} useSite
 */
export async function measureFlood({ call, timeRuns }, useSite) {
  /** @type {Record<string, import('./functions.mjs').Timing>} */
  const pages = {};
  for (const site of ['flood', 'flood-days']) {
    useSite(site);
    const cold = await call('contacts', '/api/contacts?limit=100');
    if (Number(cold.res.headers.get('x-total-count')) !== FLOOD)
      throw new Error(`flood total ${cold.res.headers.get('x-total-count')}`);
    pages[site] = await timeRuns(
      'contacts',
      () => '/api/contacts?limit=100',
      (r) => {
        if (r.body.length !== 100) throw new Error(`flood page had ${r.body.length}`);
      },
    );
    record(`${site}: first page of 100 with ${FLOOD} contacts received today (${RUNS} runs, after one cold)`, {
      coldMs: Math.round(cold.ms),
      ...pages[site],
    });
  }
  record('flood: first page p50, minute folders vs day folders', {
    ratio: Number((pages.flood.p50ms / pages['flood-days'].p50ms).toFixed(2)),
  });
}
