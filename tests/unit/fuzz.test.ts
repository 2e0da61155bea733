/**
 * Hostile and malformed input against every function: each answer must be a JSON 4xx (or the honeypot's
 * silent success), never a 5xx, and no store may gain a record. The first requests come from a stranger on another
 * site, whom a staff endpoint refuses before reading the body (that refusal is the same for every body); the rest
 * carry the staff secret from the site's own origin, so a staff endpoint's parsing and schema meet them too.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORES, allRecords } from '../../netlify/lib/storage';
import { ADMIN_TOKEN, useTempBlobs } from './helpers/blobs';
import { hostileCases } from './helpers/hostile';

const FUNCTIONS_DIR = join(__dirname, '../../netlify/functions');
const functionFiles = readdirSync(FUNCTIONS_DIR).filter((f) => /\.(ts|mts|js|mjs)$/.test(f));
const STRANGERS = 50;

async function storedCount(): Promise<number> {
  let total = 0;
  for (const name of STORES) total += (await allRecords(name)).length;
  return total;
}

describe('hostile input never breaks a function or stores anything', () => {
  useTempBlobs();

  for (const file of functionFiles) {
    it(`${file}: 550 hostile requests answer JSON 4xx and store nothing`, async () => {
      const mod = await import(join(FUNCTIONS_DIR, file));
      const fn = mod.default as (req: Request, ctx?: unknown) => Promise<Response>;
      // A scheduled function has no route: only Netlify's scheduler invokes it, so no request can reach it.
      if (mod.config?.schedule) {
        expect(mod.config.path, `${file} is scheduled and must not have a route`).toBeUndefined();
        return;
      }
      const path = (mod.config?.path as string) ?? `/api/${file}`;
      const before = await storedCount();
      const cases = hostileCases(550, file.length * 7919);
      let i = 0;
      for (const c of cases) {
        // A method a function does not take is refused before anyone is known (DELETE is staff sign-out's own).
        const asStaff = i >= STRANGERS && c.label !== 'wrong method';
        const staff: Record<string, string> = asStaff
          ? { authorization: `Bearer ${ADMIN_TOKEN}`, origin: 'http://localhost' }
          : {};
        const req = new Request(`http://localhost${Array.isArray(path) ? path[0] : path}`, {
          method: c.method,
          headers: { ...c.headers, ...staff, 'x-nf-client-connection-ip': `10.0.${(i >> 8) & 255}.${i & 255}` },
          body: c.method === 'GET' || c.method === 'HEAD' ? undefined : c.body,
        });
        i++;
        const res = await fn(req, { ip: `10.1.${(i >> 8) & 255}.${i & 255}` });
        const text = await res.text();
        expect(res.status, `${c.label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${c.label}: ${text.slice(0, 200)}`).toBeLessThan(500);
        if (asStaff) expect([401, 403], `${c.label}: ${text.slice(0, 200)}`).not.toContain(res.status);
        expect(res.headers.get('content-type'), c.label).toContain('application/json');
        expect(typeof JSON.parse(text).error, c.label).toBe('string');
      }
      expect(await storedCount()).toBe(before);
    }, 120_000);
  }
});
