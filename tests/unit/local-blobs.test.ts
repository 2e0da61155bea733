/** The local Blobs server lists as Netlify does: keys that start with the prefix, folders, and their etags. */
import { getStore } from '@netlify/blobs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempBlobs } from './helpers/blobs';

useTempBlobs();

const store = () => getStore({ name: 'listing', consistency: 'strong' });
const KEYS = ['solo', 'rec/2026/11/01/a', 'rec/2026/11/01/b', 'rec/2026/11/02/c', 'rec/2026/12/01/d', 'recall/x'];

beforeAll(async () => {
  for (const key of KEYS) await store().set(key, key);
});

const keys = async (prefix: string) => (await store().list({ prefix })).blobs.map((b) => b.key).sort();

describe('local Blobs listing', () => {
  it.each([
    ['', KEYS],
    ['rec/', KEYS.filter((k) => k.startsWith('rec/'))],
    ['rec', KEYS.filter((k) => k.startsWith('rec'))],
    ['rec/2026/11/', ['rec/2026/11/01/a', 'rec/2026/11/01/b', 'rec/2026/11/02/c']],
    ['rec/2026/11/01/a', ['rec/2026/11/01/a']],
    // A blob whose key is the prefix without its slash is not under it.
    ['solo/', []],
    ['nothing/', []],
  ])('prefix %j lists exactly the keys that start with it', async (prefix, expected) => {
    expect(await keys(prefix)).toEqual([...expected].sort());
  });

  it('lists the folders directly under a prefix, and the blobs beside them', async () => {
    const { blobs, directories } = await store().list({ prefix: 'rec/2026/', directories: true });
    expect(blobs).toEqual([]);
    expect(directories.sort()).toEqual(['rec/2026/11', 'rec/2026/12']);
    const top = await store().list({ directories: true });
    expect(top.blobs.map((b) => b.key)).toEqual(['solo']);
    expect(top.directories.sort()).toEqual(['rec', 'recall']);
  });

  it('gives each listed blob the etag a conditional write checks', async () => {
    const { etag } = await store().set('rec/2026/11/02/c', 'changed');
    const listed = (await store().list({ prefix: 'rec/2026/11/02/' })).blobs[0];
    expect(listed.etag).toBe(etag);
    const stale = await store().set('rec/2026/11/02/c', 'again', { onlyIfMatch: '"stale"' });
    expect(stale.modified).toBe(false);
    const fresh = await store().set('rec/2026/11/02/c', 'again', { onlyIfMatch: listed.etag });
    expect(fresh.modified).toBe(true);
  });
});
