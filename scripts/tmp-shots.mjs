// Temporary: screenshots of the changed pages at desktop and phone widths, both languages.
import { chromium } from '@playwright/test';
const base = process.argv[2] || 'http://localhost:8950';
const pages = ['/calculators/term-loan', '/fr/calculators/term-loan', '/prequalify', '/fr/prequalify', '/fr', '/fr/privacy-terms'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [name, vp] of [['desk', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport: vp, reducedMotion: 'reduce' });
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/shots/${name}${p.replaceAll('/', '_') || '_home'}.png` });
  }
  await ctx.close();
}
await browser.close();
