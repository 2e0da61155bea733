/**
 * Staff-only endpoints: the paged inbox lists read by /admin and the erase request. Every one needs
 * `Authorization: Bearer <ADMIN_TOKEN>`; a burst of wrong secrets from one address is slowed down.
 */
import { checkLimit, clientIp, handler, pageParams, pageResponse, perMinute, recordHit, requireAdmin } from './http';
import { listRecords, type StoredRecord, type StoreName } from './storage';

/**
 * Staff requests per address and minute, shared by every staff endpoint (use `adminLimit.config` as the
 * function's `config.rateLimit`): an export or search of 100,000 records at 500 a page needs 200 reads, so it
 * takes about a minute; past the limit the admin waits for Retry-After and carries on.
 */
export const adminLimit = perMinute(200, 'admin');
/** Wrong secrets per address before it must wait (the window restarts with the oldest failure). */
export const ADMIN_FAILURES = { limit: 20, windowMs: 5 * 60_000 };

/** Throws 401/429 unless the request carries the admin secret. */
export function authorizeAdmin(req: Request, context?: { ip?: string }): void {
  const ip = clientIp(req, context);
  // Checked before the secret, for right and wrong ones alike: a locked-out guesser learns nothing.
  checkLimit(`admin-fail:${ip}`, ADMIN_FAILURES.limit, ADMIN_FAILURES.windowMs);
  adminLimit.check(req, context);
  try {
    requireAdmin(req);
  } catch (err) {
    recordHit(`admin-fail:${ip}`);
    throw err;
  }
}

/**
 * GET list of one store, newest first (each record passed through `decorate`, e.g. to add a derived link): a JSON array, `?limit=` (default 100, max 500) and `?cursor=`,
 * the total in X-Total-Count and the next page in `Link: <…>; rel="next"`.
 */
export function listFunction(name: StoreName, decorate: (record: StoredRecord) => StoredRecord = (r) => r) {
  return handler(['GET'], async (req, context) => {
    authorizeAdmin(req, context);
    const { limit, cursor } = pageParams(req);
    const page = await listRecords(name, { limit, cursor });
    return pageResponse(req, { ...page, items: page.items.map(decorate) }, limit);
  });
}
