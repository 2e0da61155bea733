/**
 * The WebAuthn ceremonies (SimpleWebAuthn): options with a fresh challenge stored for 5 minutes, and the
 * verification of what the browser answers. A challenge works once: its second use (a replayed response) finds
 * it spent. The relying party is this site (SITE_URL; localhost in a local run), and the response must come from
 * its origin. The authenticator must verify its user (PIN or biometrics): a security key touched by anyone who
 * holds it is not enough.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { HttpError } from '../http';
import { relyingParty } from '../site';
import {
  listPasskeysOf,
  listPeople,
  readChallenge,
  readCounter,
  readPasskey,
  readPerson,
  saveChallenge,
  saveCounter,
  savePasskey,
  savePerson,
  secretHash,
  spend,
  type Challenge,
  type Passkey,
  type Person,
} from '../storage';

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = 'Boundless AI staff';

const party = relyingParty;

export class PasskeyRefused extends Error {}

/** The challenge a response signed, read from its client data (the signature check comes after). */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge) return data.challenge;
  } catch {
    // Falls through to the refusal.
  }
  throw new PasskeyRefused('unreadable client data');
}

/** The stored ceremony a response belongs to; refused when unknown, expired, spent or for another purpose. */
async function ceremony(challenge: string, purpose: Challenge['purpose'], now: number): Promise<Challenge> {
  const found = await readChallenge(challenge);
  if (!found || found.purpose !== purpose || Date.parse(found.expiresAt) < now)
    throw new PasskeyRefused('unknown or expired challenge');
  return found;
}

async function spendChallenge(challenge: string): Promise<void> {
  if (!(await spend('challenge', secretHash(challenge)))) throw new PasskeyRefused('challenge already used');
}

export async function registrationOptions(
  req: Request,
  person: NonNullable<Challenge['person']>,
  from: { inviteHash?: string; bootstrap?: boolean } = {},
  now = Date.now(),
) {
  const { inviteHash, bootstrap } = from;
  const existing = person.isNew ? [] : await listPasskeysOf(person.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party(req).rpID,
    userName: person.name,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: 'none',
    excludeCredentials: existing.filter((p) => !p.revokedAt).map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await saveChallenge(options.challenge, {
    purpose: 'register',
    expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
    person,
    ...(inviteHash ? { inviteHash } : {}),
    ...(bootstrap ? { bootstrap } : {}),
  });
  return options;
}

/** Verifies a new passkey and stores it (and its person, when new); answers the person and the passkey's hash. */
export async function completeRegistration(
  req: Request,
  response: RegistrationResponseJSON,
  now = Date.now(),
): Promise<{ person: Person; credentialHash: string; challenge: Challenge }> {
  const challenge = challengeOf(response);
  const started = await ceremony(challenge, 'register', now);
  const { rpID, origin } = party(req);
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch((err: unknown) => {
    throw new PasskeyRefused(err instanceof Error ? err.message : 'registration not verified');
  });
  if (!verified.verified) throw new PasskeyRefused('registration not verified');
  await spendChallenge(challenge);
  if (started.inviteHash && !(await spend('invite', started.inviteHash))) throw new PasskeyRefused('invite used');
  if (started.bootstrap) await claimBootstrap();

  const who = started.person!;
  const at = new Date(now).toISOString();
  const person: Person = (!who.isNew && (await readPerson(who.id))) || {
    id: who.id,
    name: who.name,
    role: who.role,
    createdAt: at,
    createdBy: who.createdBy,
  };
  if (person.revokedAt) throw new PasskeyRefused('person revoked');
  if (who.isNew) await savePerson(person);
  const { credential } = verified.registrationInfo;
  const credentialHash = secretHash(credential.id);
  const passkey: Passkey = {
    id: credential.id,
    personId: person.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    ...(credential.transports ? { transports: credential.transports } : {}),
    createdAt: at,
  };
  if (!(await savePasskey(credentialHash, passkey))) throw new PasskeyRefused('passkey already registered');
  return { person, credentialHash, challenge: started };
}

export async function authenticationOptions(req: Request, now = Date.now()) {
  // No allowCredentials: the browser offers the passkeys it holds for this site (discoverable credentials).
  const options = await generateAuthenticationOptions({ rpID: party(req).rpID, userVerification: 'required' });
  await saveChallenge(options.challenge, {
    purpose: 'sign-in',
    expiresAt: new Date(now + CHALLENGE_TTL_MS).toISOString(),
  });
  return options;
}

/** Verifies a sign-in; answers the person and the passkey used. Refused for revoked people and passkeys. */
export async function completeAuthentication(
  req: Request,
  response: AuthenticationResponseJSON,
  now = Date.now(),
): Promise<{ person: Person; credentialHash: string }> {
  const challenge = challengeOf(response);
  await ceremony(challenge, 'sign-in', now);
  const credentialHash = secretHash(response.id);
  const passkey = await readPasskey(credentialHash);
  if (!passkey || passkey.revokedAt) throw new PasskeyRefused('unknown or revoked passkey');
  const person = await readPerson(passkey.personId);
  if (!person || person.revokedAt) throw new PasskeyRefused('person revoked');
  const { rpID, origin } = party(req);
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: await readCounter(credentialHash),
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch((err: unknown) => {
    throw new PasskeyRefused(err instanceof Error ? err.message : 'assertion not verified');
  });
  if (!verified.verified) throw new PasskeyRefused('assertion not verified');
  await spendChallenge(challenge);
  if (verified.authenticationInfo.newCounter > 0)
    await saveCounter(credentialHash, verified.authenticationInfo.newCounter);
  return { person, credentialHash };
}

/**
 * "No owner yet" holds when a bootstrap ceremony completes, not only when it started: any active owner refuses
 * it, and of two ceremonies completing at once only one claims the bootstrap of this set of (revoked) owners.
 */
async function claimBootstrap(): Promise<void> {
  const owners = (await listPeople()).filter((p) => p.role === 'owner');
  if (owners.some((p) => !p.revokedAt)) throw new PasskeyRefused('an owner already exists');
  const generation = secretHash(
    owners
      .map((p) => p.id)
      .sort()
      .join(','),
  );
  if (!(await spend('bootstrap', generation))) throw new PasskeyRefused('an owner already exists');
}

export const toHttp = (err: unknown): never => {
  if (err instanceof PasskeyRefused)
    throw new HttpError(401, 'That passkey was not accepted.', { reason: err.message });
  throw err;
};
