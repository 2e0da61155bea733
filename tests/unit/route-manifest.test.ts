/**
 * The route manifest (src/data/routes.ts) against the page files, the e2e route list and the audit's pages,
 * both ways: a page cannot be added, removed or renamed in one place only.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, type Route } from '~/data/routes';
import { TWINNED_PATHS } from '~/i18n/locales';
import { routes as e2eRoutes } from '../e2e/routes';
import { auditPages } from '../../scripts/audit/routes.mjs';

const pagesDir = join(import.meta.dirname, '..', '..', 'src', 'pages');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [relative(pagesDir, join(dir, e.name))],
  );
/** A page file's route: how-it-works.astro is /how-it-works, index.astro is /, rss.xml.ts is /rss.xml. */
const routeOf = (file: string) =>
  `/${file.replace(/\.(astro|ts)$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
const all: readonly Route[] = ROUTES;
/** A manifest path as a pattern: [slug] stands for any one segment. */
const matches = (route: Route, path: string) =>
  new RegExp(`^${route.path.replace(/\[[a-z]+\]/g, '[^/]+')}$`).test(path);

const english = files(pagesDir).filter((f) => !f.startsWith('fr/'));
const french = files(pagesDir).filter((f) => f.startsWith('fr/'));

describe('the route manifest', () => {
  it('has an entry for every page file, and a page file for every entry', () => {
    expect(english.map(routeOf).sort()).toEqual(all.map((r) => r.path).sort());
  });

  it('gives French its own file exactly where the entry says so; every other twin is the English file', () => {
    expect(french.map((f) => routeOf(f.slice('fr/'.length))).sort()).toEqual(
      all
        .filter((r) => r.french === 'own')
        .map((r) => r.path)
        .sort(),
    );
    const pages = all.filter((r) => r.french !== false && !r.endpoint && !r.path.includes('['));
    expect([...TWINNED_PATHS].sort()).toEqual(pages.map((r) => r.path).sort());
  });

  it('names a sample page for every dynamic route, which matches it', () => {
    for (const route of all.filter((r) => r.path.includes('['))) {
      expect(route.sample, route.path).toBeDefined();
      if (!route.endpoint) expect(matches(route, route.sample!)).toBe(true);
    }
  });

  it('is what the e2e route list opens: every page it lists is in the manifest, every listed page is opened', () => {
    const pages = all.filter((r) => !r.endpoint && !['/404', '/blog-coming-soon', '/unsubscribe'].includes(r.path));
    for (const { path } of e2eRoutes)
      expect(
        all.some((r) => !r.endpoint && matches(r, path)),
        path,
      ).toBe(true);
    for (const route of pages)
      expect(
        e2eRoutes.some((e) => matches(route, e.path)),
        route.path,
      ).toBe(true);
  });

  it('gives the audit its pages: each is its route (or one of a dynamic route), none twice, every sample', () => {
    const pages = auditPages({});
    for (const page of pages.filter((p) => !p.path.startsWith('/fr')))
      expect(
        all.some((r) => !r.endpoint && r.audit !== false && (matches(r, page.path) || r.sample === page.path)),
        page.path,
      ).toBe(true);
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of all.filter((r) => !r.endpoint && r.audit !== false))
      expect(paths, route.path).toContain(route.sample ?? route.path);
    // A page with a French twin is measured in French too; the staff app, English only, is not.
    expect(paths).toContain('/fr/contact-us');
    expect(paths).not.toContain('/fr/admin');
  });
});
