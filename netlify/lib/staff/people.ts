/** The staff directory as owners see it, and the questions the sign-in flow asks of it. */
import { randomBytes } from 'node:crypto';
import { listPasskeysOf, listPeople } from '../storage';

export const newPersonId = () => randomBytes(16).toString('hex');

/** Whether anyone can still act as owner with a passkey (else the environment secret may bootstrap one). */
export async function hasActiveOwner(): Promise<boolean> {
  return (await listPeople()).some((p) => p.role === 'owner' && !p.revokedAt);
}

/** Everyone with their passkeys (public keys left out), newest first. */
export async function directory() {
  const people = await listPeople();
  const withKeys = await Promise.all(
    people.map(async (person) => ({
      ...person,
      passkeys: (await listPasskeysOf(person.id)).map(({ hash, createdAt, revokedAt, transports }) => ({
        hash,
        createdAt,
        ...(revokedAt ? { revokedAt } : {}),
        ...(transports ? { transports } : {}),
      })),
    })),
  );
  return withKeys.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
