// npm run audit: Lighthouse (mobile) and axe on every route of the spec, checked against quality/budgets.json.
// Prints one table, writes HTML reports to reports/lighthouse/ and exits 1 when any budget is broken.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags as chromeFlags, chromiumPath as chromePath } from './chromium.mjs';
import { startServer } from './lib-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(join(root, 'quality', 'budgets.json'), 'utf8'));
const reportDir = join(root, 'reports', 'lighthouse');
mkdirSync(reportDir, { recursive: true });
const only = process.argv.slice(2);
const routes = budgets.routes.filter((r) => only.length === 0 || only.includes(r.path));

/** JavaScript the page loaded, measured gzip-compressed from dist/ so the number does not depend on the encoding negotiated. */
function jsGzipKb(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  for (const r of requests) {
    if (r.resourceType !== 'Script') continue;
    const path = new URL(r.url).pathname;
    try {
      bytes += gzipSync(readFileSync(join(root, 'dist', path))).length;
    } catch {
      bytes += r.transferSize ?? 0;
    }
  }
  return bytes / 1024;
}

const server = await startServer({ port: Number(process.env.AUDIT_PORT || 8920), env: { ADMIN_TOKEN: 'audit' } });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const rows = [];
const failures = [];

try {
  for (const route of routes) {
    const b = { ...budgets.defaults, ...route };
    const url = server.url + route.path;
    const { lhr, report } = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error' });
    const slug = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '__');
    writeFileSync(join(reportDir, `${slug}.html`), report);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    await context.close();

    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const row = {
      route: route.path,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      jsKb: Number(jsGzipKb(lhr).toFixed(1)),
      axe: axe.violations.length,
    };
    rows.push(row);
    const broken = [];
    if (row.perf < b.performance) broken.push(`performance ${row.perf} < ${b.performance}`);
    if (row.a11y < b.accessibility) broken.push(`accessibility ${row.a11y} < ${b.accessibility}`);
    if (row.bp < b.bestPractices) broken.push(`best practices ${row.bp} < ${b.bestPractices}`);
    if (row.seo < b.seo) broken.push(`SEO ${row.seo} < ${b.seo}`);
    if (row.cls > b.cls) broken.push(`CLS ${row.cls} > ${b.cls}`);
    if (row.jsKb > b.jsKb) broken.push(`JS ${row.jsKb} KiB > ${b.jsKb} KiB`);
    if (row.axe > b.axeViolations) broken.push(`axe: ${axe.violations.map((v) => v.id).join(', ')}`);
    for (const k of ['accessibility', 'best-practices', 'seo']) {
      if (score(k) < 100) {
        const failed = lhr.categories[k].auditRefs
          .filter((a) => a.weight > 0 && (lhr.audits[a.id].score ?? 1) < 1)
          .map((a) => a.id);
        if (failed.length) broken.push(`${k} audits: ${failed.join(', ')}`);
      }
    }
    if (broken.length && (row.perf < b.performance || row.a11y < b.accessibility || row.bp < b.bestPractices || row.seo < b.seo || row.cls > b.cls || row.jsKb > b.jsKb || row.axe > b.axeViolations)) {
      failures.push({ route: route.path, broken });
    }
    console.log(`${route.path}: perf ${row.perf} a11y ${row.a11y} bp ${row.bp} seo ${row.seo} js ${row.jsKb} KiB axe ${row.axe}`);
  }
} finally {
  await browser.close();
  chrome.kill();
  await server.stop();
}

console.log('');
console.table(rows);
writeFileSync(join(reportDir, 'summary.json'), JSON.stringify({ at: new Date().toISOString(), rows }, null, 2));
if (failures.length) {
  console.error('\nBudgets broken:');
  for (const f of failures) console.error(`  ${f.route}: ${f.broken.join('; ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within budget. Reports: reports/lighthouse/`);
