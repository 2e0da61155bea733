import type { Config } from '@netlify/functions';
import { adminLimit, authorizeStaff } from '../lib/admin';
import { handler, pageParams, pageResponse } from '../lib/http';
import { hourOf, listAudit, readRefusals } from '../lib/storage';

/**
 * GET /api/audit (owners): the audit log, newest first, `{ id, at, actor, action, target, ip, detail? }`, paged
 * like the inboxes. Read-only: every other method answers 405, and no endpoint changes or removes an entry.
 */
export default handler(['GET'], async (req, context) => {
  const staff = await authorizeStaff(req, context, 'audit');
  const { limit, cursor } = pageParams(req);
  const page = await listAudit({ limit, cursor });
  // A "refused" entry stands for its address's hour: it shows the hour's count, kept in its own counter.
  const items = await Promise.all(
    page.items.map(async (entry) => {
      if (entry.action !== 'refused') return entry;
      const counter = await readRefusals(entry.ip, hourOf(Date.parse(entry.at)));
      if (!counter) return entry;
      const statuses = Object.entries(counter.statuses)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ');
      return {
        ...entry,
        detail: { count: counter.count, statuses, paths: counter.paths.join(' · '), lastAt: counter.lastAt },
      };
    }),
  );
  await staff.audit('read-audit', 'audit', { rows: page.items.length, ...(cursor ? { cursor } : {}) });
  return pageResponse(req, { ...page, items }, limit);
});

// No `method`: a PUT or DELETE reaches the handler and gets its 405, not a 404.
export const config: Config = { path: '/api/audit', rateLimit: adminLimit.config };
