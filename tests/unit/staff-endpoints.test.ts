import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_FAILURES, adminLimit } from '../../netlify/lib/admin';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { PUBLIC, STAFF as staff } from './helpers/staff-table';

describe('staff endpoints', () => {
  useTempBlobs();

  it('the table covers every function that is not public', () => {
    const files = readdirSync(join(import.meta.dirname, '../../netlify/functions'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.filter((f) => !PUBLIC.includes(f)).sort()).toEqual([...new Set(staff.map((s) => s.file))].sort());
  });

  it.each(staff)(
    '$file: locks an address out after repeated wrong secrets, even for the right one',
    async ({ fn, method, path, body, ok = 200 }) => {
      const ip = `198.51.100.${staff.findIndex((s) => s.path === path && s.method === method) + 10}`;
      const call = (headers: Record<string, string>, from = ip) =>
        fn(request(path, { method, headers, body, ip: from }));
      for (let i = 0; i < ADMIN_FAILURES.limit; i++) {
        expect((await call({ authorization: `Bearer guess-${i}` })).status).toBe(401);
      }
      const locked = await call(admin);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await locked.json()).toEqual({ error: expect.any(String) });
      // Another address with the right secret is served.
      expect((await call(admin, '192.0.2.77')).status).toBe(ok);
    },
  );

  it.each(staff)('$file: Netlify limits it with the shared staff budget', ({ config }) => {
    expect(config.rateLimit).toEqual(adminLimit.config);
    expect(adminLimit.config).toEqual({
      windowLimit: adminLimit.perMinute,
      windowSize: 60,
      aggregateBy: ['ip', 'domain'],
    });
  });
});
