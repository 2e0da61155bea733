/** Staff people and sessions for unit tests, made through the storage layer (the ceremonies have their own tests). */
import { randomBytes } from 'node:crypto';
import type { StaffRole } from '~/data/staff-roles';
import { startSession } from '../../../netlify/lib/staff/session';
import { savePasskey, savePerson, secretHash, type Person } from '../../../netlify/lib/storage';
import { request } from './blobs';

export const ORIGIN = 'http://localhost';

/** A person of that role with one passkey, and the cookie of a session started now. */
export async function signedIn(role: StaffRole, name = `Test ${role}`) {
  const person: Person = {
    id: randomBytes(16).toString('hex'),
    name,
    role,
    createdAt: new Date().toISOString(),
    createdBy: 'test',
  };
  await savePerson(person);
  const credentialId = randomBytes(16).toString('base64url');
  const credentialHash = secretHash(credentialId);
  await savePasskey(credentialHash, {
    id: credentialId,
    personId: person.id,
    publicKey: 'AA',
    createdAt: person.createdAt,
  });
  const line = await startSession(person.id, credentialHash);
  return { person, credentialHash, cookie: line.split(';')[0] };
}

/** A browser request of that session (same-origin, as /admin sends it). */
export const asSession = (
  cookie: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) => request(path, { ...init, headers: { cookie, origin: ORIGIN, ...init.headers } });

/** The cookie a response sets (name=value), or undefined. */
export const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0];
