import type { Config } from '@netlify/functions';
import { adminLimit, auditAs, refuseCrossSite } from '../lib/admin';
import { clientIp, handler, json } from '../lib/http';
import { hasActiveOwner } from '../lib/staff/people';
import { clearedCookie, endSession, resolveSession } from '../lib/staff/session';

/**
 * GET /api/staff/session: who is signed in `{ signedIn: true, person: { id, name, role } }`, or
 * `{ signedIn: false, bootstrap }` where `bootstrap` says no owner exists yet (the environment secret may then
 * register the first one). DELETE signs out: the session ends on the server and the cookie is cleared.
 */
export default handler(['GET', 'DELETE'], async (req, context) => {
  adminLimit.check(req, context);
  if (req.method === 'DELETE') await refuseCrossSite(req, context);
  const found = await resolveSession(req);
  if ('ended' in found) {
    const cleared: Record<string, string> = found.ended === 'none' ? {} : { 'Set-Cookie': clearedCookie() };
    if (req.method === 'DELETE') return json(204, null, cleared);
    return json(200, { signedIn: false, bootstrap: !(await hasActiveOwner()) }, cleared);
  }
  const { id, name, role } = found.person;
  if (req.method === 'DELETE') {
    await endSession(req);
    await auditAs({ kind: 'person', id, name }, clientIp(req, context))('sign-out', `person ${id}`);
    return json(204, null, { 'Set-Cookie': clearedCookie() });
  }
  return json(200, { signedIn: true, person: { id, name, role } });
});

export const config: Config = { path: '/api/staff/session', rateLimit: adminLimit.config };
