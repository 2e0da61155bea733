/**
 * Staff accounts, in the `staff` store:
 *   person/<personId>                      { id, name, role, createdAt, createdBy }, rewritten once: revokedAt
 *   passkey/<credentialHash>               the public key and who owns it, rewritten once: revokedAt
 *   person-passkey/<personId>/<hash>       empty pointer: one person's passkeys without listing everyone's
 *   counter/<credentialHash>               the authenticator's signature counter after the last sign-in
 *   session/<sessionHash>                  { personId, credentialHash, createdAt }, deleted at sign-out
 *   seen/<sessionHash>                     time of the session's last request (its own blob, so a late write
 *                                          can never bring back a deleted session)
 *   invite/<inviteHash>                    { name, role, invitedBy, createdAt, expiresAt }
 *   challenge/<challenge>                  what a WebAuthn ceremony was started for, until it expires
 *   spent/<kind>/<hash>                    created once (conditional create) when an invite or challenge is
 *                                          used, or an invite cancelled: a second use finds it and is refused
 *   spent/bootstrap/<ownersHash>           the first owner set up while those (revoked) owners were all there
 *                                          were: of two bootstrap ceremonies at once, one completes
 *   exp/<YYYYMMDDHH>/<key>                 what the sweep deletes after that hour (expiry.ts): challenges and their
 *                                          spent markers, sessions, invitations 30 days after they expired
 *   lockout/<kind>/<YYYYMMDDHH>/…          failed credentials per address (lockout.ts), swept by hour folder
 * Secrets (session ids, invite tokens) are stored only as hashes.
 */
import { createHash } from 'node:crypto';
import type { StaffRole } from '~/data/staff-roles';
import { STAFF_SESSION } from '~/data/staff-roles';
import { expireAt } from './expiry';
import { guard, listKeys, readJson, store } from './store';

export type Person = {
  id: string;
  name: string;
  role: StaffRole;
  createdAt: string;
  createdBy: string;
  revokedAt?: string;
};

export type Passkey = {
  /** The credential id, base64url, as the browser reports it. */
  id: string;
  personId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  transports?: string[];
  createdAt: string;
  revokedAt?: string;
};

export type Session = { personId: string; credentialHash: string; createdAt: string };

export type Invite = { name: string; role: StaffRole; invitedBy: string; createdAt: string; expiresAt: string };

export type Challenge = {
  purpose: 'sign-in' | 'register';
  expiresAt: string;
  /** Registration: the person the passkey is for (new from bootstrap or an invite, or signed in). */
  person?: { id: string; name: string; role: StaffRole; createdBy: string; isNew: boolean };
  inviteHash?: string;
  /** Started with the environment secret while no owner existed. */
  bootstrap?: boolean;
};

/** An invitation as owners see it: its id is the hash of its token (the token itself is never stored). */
export type InviteRow = Invite & { id: string; state: 'pending' | 'used' | 'cancelled' | 'expired'; endedAt?: string };

export const secretHash = (value: string): string => createHash('sha256').update(value).digest('hex').slice(0, 40);

const staff = () => store('staff');
const PEOPLE = 'person/';

export const readPerson = (id: string) => guard(() => readJson<Person>(staff(), PEOPLE + id));
export const readPasskey = (hash: string) => guard(() => readJson<Passkey>(staff(), `passkey/${hash}`));

/** Everyone who was ever given access (a handful: the staff directory, read by owners). */
export async function listPeople(): Promise<Person[]> {
  return guard(async () => {
    const s = staff();
    const keys = await listKeys(s, PEOPLE);
    const people = await Promise.all(keys.map((k) => readJson<Person>(s, k)));
    return people.filter((p): p is Person => p !== null);
  });
}

export async function listPasskeysOf(personId: string): Promise<(Passkey & { hash: string })[]> {
  return guard(async () => {
    const s = staff();
    const prefix = `person-passkey/${personId}/`;
    const hashes = (await listKeys(s, prefix)).map((k) => k.slice(prefix.length));
    const found = await Promise.all(
      hashes.map(async (hash) => ({ hash, passkey: await readJson<Passkey>(s, `passkey/${hash}`) })),
    );
    return found.flatMap(({ hash, passkey }) => (passkey ? [{ ...passkey, hash }] : []));
  });
}

export async function savePerson(person: Person): Promise<void> {
  await guard(() => staff().setJSON(PEOPLE + person.id, person));
}

/** Stores a new passkey; false when that credential is already registered. */
export async function savePasskey(hash: string, passkey: Passkey): Promise<boolean> {
  return guard(async () => {
    const s = staff();
    const { modified } = await s.setJSON(`passkey/${hash}`, passkey, { onlyIfNew: true });
    if (modified) await s.set(`person-passkey/${passkey.personId}/${hash}`, '');
    return modified;
  });
}

export async function markPasskeyRevoked(hash: string, passkey: Passkey, at: string): Promise<void> {
  await guard(() => staff().setJSON(`passkey/${hash}`, { ...passkey, revokedAt: at }));
}

export const readCounter = (hash: string) =>
  guard(async () => Number((await staff().get(`counter/${hash}`, { type: 'text' })) ?? 0));
export const saveCounter = (hash: string, counter: number) =>
  guard(() => staff().set(`counter/${hash}`, String(counter)));

export async function saveSession(hash: string, session: Session, now: number): Promise<void> {
  await guard(async () => {
    const s = staff();
    await expireAt(s, now + STAFF_SESSION.absoluteMs, [`session/${hash}`, `seen/${hash}`]);
    await s.setJSON(`session/${hash}`, session);
    await s.set(`seen/${hash}`, String(now));
  });
}

/** The session and the time of its last request (null when it ended or never existed). */
export async function readSession(hash: string): Promise<{ session: Session; seenAt: number } | null> {
  return guard(async () => {
    const s = staff();
    const [session, seen] = await Promise.all([
      readJson<Session>(s, `session/${hash}`),
      s.get(`seen/${hash}`, { type: 'text' }),
    ]);
    return session ? { session, seenAt: seen ? Number(seen) : Date.parse(session.createdAt) } : null;
  });
}

export const touchSession = (hash: string, now: number) => guard(() => staff().set(`seen/${hash}`, String(now)));

export async function deleteSession(hash: string): Promise<void> {
  await guard(async () => {
    const s = staff();
    await s.delete(`session/${hash}`);
    await s.delete(`seen/${hash}`);
  });
}

/** How long an ended invitation stays listed (used, cancelled or expired) before the sweep removes it. */
export const INVITE_KEPT_MS = 30 * 24 * 60 * 60_000;

export const saveInvite = (hash: string, invite: Invite) =>
  guard(async () => {
    const s = staff();
    await expireAt(s, Date.parse(invite.expiresAt) + INVITE_KEPT_MS, [`invite/${hash}`, `spent/invite/${hash}`]);
    await s.setJSON(`invite/${hash}`, invite);
  });
export const readInvite = (hash: string) => guard(() => readJson<Invite>(staff(), `invite/${hash}`));

/** A challenge and its spent marker go once it expired: nobody can use it any more either way. */
export const saveChallenge = (challenge: string, value: Challenge) =>
  guard(async () => {
    const s = staff();
    const hash = secretHash(challenge);
    await expireAt(s, Date.parse(value.expiresAt), [`challenge/${hash}`, `spent/challenge/${hash}`]);
    await s.setJSON(`challenge/${hash}`, value);
  });
export const readChallenge = (challenge: string) =>
  guard(() => readJson<Challenge>(staff(), `challenge/${secretHash(challenge)}`));

type SpentKind = 'invite' | 'challenge' | 'bootstrap';
const CANCELLED = 'cancelled ';

/** Spends an invite, a challenge or a bootstrap: true for the first use only, whatever runs at the same time. */
export async function spend(kind: SpentKind, hash: string, at = new Date().toISOString()): Promise<boolean> {
  const { modified } = await guard(() => staff().set(`spent/${kind}/${hash}`, at, { onlyIfNew: true }));
  return modified;
}

export const isSpent = (kind: SpentKind, hash: string) =>
  guard(async () => (await staff().get(`spent/${kind}/${hash}`, { type: 'text' })) !== null);

/** Cancels an invitation not used yet: false when it was used (or cancelled) first. */
export const cancelInvite = (hash: string, at = new Date().toISOString()) => spend('invite', hash, CANCELLED + at);

/** Every invitation still stored (they are swept a while after they expire), newest first, with its state. */
export async function listInvites(now = Date.now()): Promise<InviteRow[]> {
  return guard(async () => {
    const s = staff();
    const hashes = (await listKeys(s, 'invite/')).map((k) => k.slice('invite/'.length));
    const rows = await Promise.all(
      hashes.map(async (id): Promise<InviteRow | null> => {
        const [invite, spent] = await Promise.all([
          readJson<Invite>(s, `invite/${id}`),
          s.get(`spent/invite/${id}`, { type: 'text' }),
        ]);
        if (!invite) return null;
        if (spent?.startsWith(CANCELLED))
          return { ...invite, id, state: 'cancelled', endedAt: spent.slice(CANCELLED.length) };
        if (spent) return { ...invite, id, state: 'used', endedAt: spent };
        return { ...invite, id, state: Date.parse(invite.expiresAt) < now ? 'expired' : 'pending' };
      }),
    );
    return rows.filter((r): r is InviteRow => r !== null).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  });
}
