/**
 * The Blobs store of a name (deploy previews get their own), the error every storage failure becomes, and the
 * list and read calls, counted so tests and benches see what a request cost.
 */
import { getDeployStore, getStore, type Store } from '@netlify/blobs';
import { deployContext as contextFromEnv } from '~/config';
import type { InternalStore, StoreName } from './keys';

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Blob storage unavailable', { cause });
  }
}

/** List calls, keys they returned (all, and those of day partitions), record reads: what a request cost. */
export const storageStats = {
  lists: 0,
  listedKeys: 0,
  partitionKeys: 0,
  reads: 0,
};
export function resetStorageStats(): void {
  storageStats.lists = 0;
  storageStats.listedKeys = 0;
  storageStats.partitionKeys = 0;
  storageStats.reads = 0;
}

function deployContext(): string | undefined {
  const netlify = (globalThis as { Netlify?: { context?: { deploy?: { context?: string } } } }).Netlify;
  return netlify?.context?.deploy?.context ?? contextFromEnv();
}

/** Production and local runs share the site-wide store; deploy previews and branch deploys get their own. */
export function store(name: StoreName | InternalStore): Store {
  const context = deployContext();
  const isolated = context === 'deploy-preview' || context === 'branch-deploy';
  return isolated ? getDeployStore({ name, consistency: 'strong' }) : getStore({ name, consistency: 'strong' });
}

export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw new StorageUnavailableError(err);
  }
}

// Every list call goes through these two, page by page (Netlify returns at most 1,000 keys a call).

export async function listKeys(s: Store, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of s.list({ prefix, paginate: true })) {
    storageStats.lists += 1;
    storageStats.listedKeys += page.blobs.length;
    for (const b of page.blobs) keys.push(b.key);
  }
  return keys;
}

/** The names of the folders directly under `prefix` (bounded: years, 12 months, 31 days). */
export async function listDirs(s: Store, prefix: string): Promise<string[]> {
  const names: string[] = [];
  for await (const page of s.list({
    prefix,
    directories: true,
    paginate: true,
  })) {
    storageStats.lists += 1;
    storageStats.listedKeys += page.directories.length;
    for (const dir of page.directories) names.push(dir.replace(/\/$/, '').slice(prefix.length));
  }
  return names;
}

export async function readJson<T>(s: Store, key: string): Promise<T | null> {
  storageStats.reads += 1;
  return (await s.get(key, { type: 'json' })) as T | null;
}

/** The first of `keys` that exists (an entry's key in the current layout, then in the layouts before it). */
export async function readFirst<T>(s: Store, keys: string[]): Promise<T | null> {
  for (const key of keys) {
    const found = await readJson<T>(s, key);
    if (found !== null) return found;
  }
  return null;
}

export type Versioned<T> = { value: T; etag: string };

/** A JSON blob with its etag, for a conditional write after it; null when it does not exist. */
export async function readVersioned<T>(s: Store, key: string): Promise<Versioned<T> | null> {
  const found = await s.getWithMetadata(key, { type: 'json' });
  if (!found) return null;
  if (found.etag) return { value: found.data as T, etag: found.etag };
  // The local Blobs server sends no ETag with reads: take it from a listing, then read again. A change in
  // between only makes the conditional write fail; it can never pair an etag with older data.
  const { blobs } = await s.list({ prefix: key });
  const etag = blobs.find((b) => b.key === key)?.etag;
  const value = etag ? ((await s.get(key, { type: 'json' })) as T | null) : null;
  return etag && value ? { value, etag } : null;
}
