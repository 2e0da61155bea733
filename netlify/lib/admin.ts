/**
 * The one staff check. Every staff endpoint calls `authorizeStaff` with what it is about to do: a person signed
 * in with a passkey (session cookie) may do what their role allows; the environment secret (`Authorization:
 * Bearer <ADMIN_TOKEN>`, for scripts and emergencies) may do everything. Either way the caller gets an `audit`
 * that records what was done under who did it. A burst of wrong secrets from one address is slowed down.
 */
import { can, ENV_ACTOR_NAME, type AuditAction, type Permission, type StaffRole } from '~/data/staff-roles';
import { createHmac } from 'node:crypto';
import { rateLimitDisabled } from '~/config';
import {
  clientIp,
  handler,
  HttpError,
  pageParams,
  pageResponse,
  perMinute,
  requireAdmin,
  type FunctionContext,
} from './http';
import { siteOrigin } from './site';
import { auditKey, clearedCookie, resolveSession, sessionIdOf } from './staff/session';
import {
  countRefusal,
  failuresWithin,
  listRecords,
  recordFailure,
  saveAuditEntry,
  type AuditActor,
  type LockoutKind,
  type StoredRecord,
  type StoreName,
} from './storage';

/**
 * Staff requests per address and minute, shared by every staff endpoint (use `adminLimit.config` as the
 * function's `config.rateLimit`): an export or search of 100,000 records at 500 a page needs 200 reads, so it
 * takes about a minute; past the limit the admin waits for Retry-After and carries on.
 */
export const adminLimit = perMinute(200, 'admin');
/** Wrong secrets per address, on every staff endpoint together, before it must wait (a sliding window). */
export const ADMIN_FAILURES = { limit: 20, windowMs: 5 * 60_000 };

export type Staff = {
  actor: AuditActor;
  role: StaffRole;
  ip: string;
  /** Records one action of this request in the audit log. */
  audit: (action: AuditAction, target: string, detail?: Record<string, string | number | boolean>) => Promise<void>;
};

const SAFE_METHODS = ['GET', 'HEAD'];

/** A browser sends Origin with every state-changing fetch; one from another site is refused. */
export function checkOrigin(req: Request): void {
  if (SAFE_METHODS.includes(req.method)) return;
  if (req.headers.get('origin') !== siteOrigin(req)) throw new HttpError(403, 'Cross-site request refused');
}

/** 429 with Retry-After while an address has `limit` failures of that kind in the window, on any instance. */
export async function checkLockout(
  kind: LockoutKind,
  ip: string,
  { limit, windowMs }: { limit: number; windowMs: number },
  now = Date.now(),
): Promise<void> {
  if (rateLimitDisabled()) return;
  const failures = await failuresWithin(kind, ip, windowMs, now);
  if (failures.length < limit) return;
  const retryAfter = Math.max(1, Math.ceil((failures[failures.length - limit] + windowMs - now) / 1000));
  throw new HttpError(
    429,
    'Too many requests. Please wait a moment and try again.',
    {},
    {
      'Retry-After': String(retryAfter),
    },
  );
}

export async function environmentToken(req: Request, ip: string): Promise<AuditActor> {
  // No credential at all is not a wrong one: it is refused without counting, so nobody can lock staff out by
  // sending empty requests from their address.
  if (!req.headers.has('authorization')) {
    throw new HttpError(401, 'Unauthorized', {}, { 'WWW-Authenticate': 'Bearer' });
  }
  // Checked before the secret, for right and wrong ones alike: a locked-out guesser learns nothing.
  await checkLockout('token', ip, ADMIN_FAILURES);
  try {
    requireAdmin(req);
  } catch (err) {
    if (err instanceof HttpError && err.status === 401 && !rateLimitDisabled()) await recordFailure('token', ip);
    throw err;
  }
  return { kind: 'env', name: ENV_ACTOR_NAME };
}

const SESSION_ENDED = {
  expired: 'Your session has ended. Please sign in again.',
  revoked: 'Your access has been revoked.',
} as const;

/**
 * Throws 401 (nobody), 403 (role too low, or another site's request) or 429; answers who is asking. Every 401
 * and 403 is counted in the audit log, grouped per address and hour.
 */
export async function authorizeStaff(
  req: Request,
  context: FunctionContext | undefined,
  permission: Permission,
): Promise<Staff> {
  const ip = clientIp(req, context);
  adminLimit.check(req, context);
  try {
    return await identify(req, ip, permission);
  } catch (err) {
    await noteRefusal(req, ip, err);
    throw err;
  }
}

async function identify(req: Request, ip: string, permission: Permission): Promise<Staff> {
  let actor: AuditActor;
  let role: StaffRole;
  if (req.headers.has('authorization') || !sessionIdOf(req)) {
    actor = await environmentToken(req, ip);
    role = 'owner';
  } else {
    const found = await resolveSession(req);
    if ('ended' in found) {
      const ended = found.ended === 'none' ? 'expired' : found.ended;
      throw new HttpError(401, SESSION_ENDED[ended], { reason: ended }, { 'Set-Cookie': clearedCookie() });
    }
    checkOrigin(req);
    actor = { kind: 'person', id: found.person.id, name: found.person.name };
    role = found.person.role;
  }
  if (!can(role, permission)) throw new HttpError(403, 'Your role does not allow this.');
  return { actor, role, ip, audit: auditAs(actor, ip) };
}

/** The name the audit log gives the callers it refused (who they are is not known: that is why). */
export const REFUSED_ACTOR: AuditActor = { kind: 'unknown', name: 'Refused caller' };

/**
 * Counts a 401 or 403 in its address's counter for this hour; the first of the hour also writes an audit entry
 * ("refused", target the address) that the audit log shows with the hour's count. Never fails the answer.
 */
export async function noteRefusal(req: Request, ip: string, err: unknown): Promise<void> {
  if (!(err instanceof HttpError) || (err.status !== 401 && err.status !== 403)) return;
  try {
    const path = new URL(req.url).pathname.slice(0, 100);
    if (await countRefusal(ip, err.status, `${req.method} ${path}`)) {
      await saveAuditEntry({ actor: REFUSED_ACTOR, action: 'refused', target: `address ${ip}`, ip });
    }
  } catch (failure) {
    console.error('[admin] could not record a refused call', failure);
  }
}

/** `checkOrigin` for the functions that check it before anyone is known (sign-in, registration, sign-out). */
export async function refuseCrossSite(req: Request, context: FunctionContext | undefined): Promise<void> {
  try {
    checkOrigin(req);
  } catch (err) {
    await noteRefusal(req, clientIp(req, context), err);
    throw err;
  }
}

/**
 * How the audit log names an e-mail address: a keyed HMAC (the staff signing key), so the log can match a later
 * request about the same address, while nobody without the key can confirm a guessed address from it.
 */
export function auditedAddress(email: string): string {
  return `e-mail ${createHmac('sha256', auditKey()).update(`audit-address:v1:${email.trim().toLowerCase()}`).digest('hex').slice(0, 32)}`;
}

/** An audit writer for one actor and address. */
export const auditAs =
  (actor: AuditActor, ip: string): Staff['audit'] =>
  async (action, target, detail) => {
    await saveAuditEntry({ actor, action, target, ip, ...(detail ? { detail } : {}) });
  };

/** The most rows a list page may hold for a role without the export permission; a larger page is an export. */
export const READ_PAGE_MAX = 50;

/**
 * GET list of one store, newest first (each record passed through `decorate`, e.g. to add a derived link for
 * roles that may export): a JSON array, `?limit=` (default 50 without the export permission, 100 with it; at
 * most 500) and `?cursor=`, the total in X-Total-Count and the next page in `Link: <…>; rel="next"`. A page of
 * more than 50 rows, or `?export=1`, is an export: only roles with the export permission get it, and it is
 * audited as one. `?search=` says a search ran in the browser; the log keeps that it did, never its words.
 */
export function listFunction(
  name: StoreName,
  decorate: (record: StoredRecord, staff: Staff) => StoredRecord = (r) => r,
) {
  return handler(['GET'], async (req, context) => {
    const params = new URL(req.url).searchParams;
    const asked = params.get('limit');
    // Checked before the role, so a viewer's oversized page is refused as an export, not quietly shortened.
    const exporting = params.get('export') === '1' || (asked !== null && Number(asked) > READ_PAGE_MAX);
    const staff = await authorizeStaff(req, context, exporting ? 'export' : 'read');
    const { limit, cursor } = pageParams(req, can(staff.role, 'export') ? 100 : READ_PAGE_MAX);
    const page = await listRecords(name, { limit, cursor });
    const search = params.get('search');
    await staff.audit(exporting ? 'export' : 'list', name, {
      rows: page.items.length,
      limit,
      ...(cursor ? { cursor } : {}),
      ...(search ? { searched: true } : {}),
    });
    return pageResponse(req, { ...page, items: page.items.map((r) => decorate(r, staff)) }, limit);
  });
}
