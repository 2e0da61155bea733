import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
const page = await ctx.newPage();
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
// Which element of the hero's first column has the widest min-content: shrink the column and read widths.
const r = await page.evaluate(() => {
  const out = [];
  for (const e of document.querySelectorAll('main section:first-of-type *')) {
    const clone = e.cloneNode(true);
    clone.style.cssText += ';position:absolute;width:min-content;visibility:hidden';
    e.parentElement.appendChild(clone);
    const w = clone.getBoundingClientRect().width;
    clone.remove();
    if (w > 330) out.push(`${Math.round(w)} ${e.tagName} "${(e.textContent || '').trim().slice(0, 60)}" ${String(e.className).slice(0, 40)}`);
  }
  return out.slice(0, 20);
});
console.log(r.join('\n'));
await browser.close();
