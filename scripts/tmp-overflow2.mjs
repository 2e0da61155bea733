import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
const r = await page.evaluate(() => {
  const out = [];
  for (const e of document.querySelectorAll('main *')) {
    const cs = getComputedStyle(e);
    const rect = e.getBoundingClientRect();
    if (rect.right > 391 && rect.width > 0 && rect.width < 2000) {
      const kids = [...e.children].some((c) => c.getBoundingClientRect().right > 391);
      if (!kids) out.push(`${e.tagName} ${cs.whiteSpace} w=${Math.round(rect.width)} r=${Math.round(rect.right)} "${(e.textContent || '').trim().slice(0, 50)}" ${String(e.className).slice(0, 50)}`);
    }
  }
  return out.slice(0, 15);
});
console.log(r.join('\n'));
await browser.close();
