/**
 * Failed staff credentials, kept in storage so every function and every instance sees the same count:
 *   lockout/<kind>/<YYYYMMDDHH>/<addressHash>/<timeKey>   empty; one blob per failure, written once
 * A window of minutes spans at most two hour folders, so a check lists two small prefixes; whole hour folders
 * are swept once they are older than any window.
 */
import { createHash } from 'node:crypto';
import { hourOf, isTimeKey, newTimeKey, timeOf } from './keys';
import { guard, listKeys, store } from './store';

export type LockoutKind = 'token' | 'passkey';
export const LOCKOUT = 'lockout/';

const addressHash = (ip: string) => createHash('sha256').update(`lockout:${ip}`).digest('hex').slice(0, 32);
const hourFolder = (ms: number) => hourOf(ms).replaceAll('/', '');
const prefixOf = (kind: LockoutKind, hour: string, ip: string) => `${LOCKOUT}${kind}/${hour}/${addressHash(ip)}/`;

export async function recordFailure(kind: LockoutKind, ip: string, now = Date.now()): Promise<void> {
  const id = newTimeKey(now);
  await guard(() => store('staff').set(prefixOf(kind, hourFolder(now), ip) + id, ''));
}

/** The times of an address's failures within the window, oldest first. */
export async function failuresWithin(kind: LockoutKind, ip: string, windowMs: number, now = Date.now()) {
  const hours = [...new Set([hourFolder(now - windowMs), hourFolder(now)])];
  const keys = await guard(async () =>
    (await Promise.all(hours.map((h) => listKeys(store('staff'), prefixOf(kind, h, ip))))).flat(),
  );
  return keys
    .map((k) => k.slice(k.lastIndexOf('/') + 1))
    .filter(isTimeKey)
    .map(timeOf)
    .filter((t) => now - t < windowMs)
    .sort((a, b) => a - b);
}

/** Hour folders of failures (compact 'YYYYMMDDHH'), for the sweep. */
export const lockoutHourPrefix = (kind: LockoutKind, hour: string) => `${LOCKOUT}${kind}/${hour}/`;
