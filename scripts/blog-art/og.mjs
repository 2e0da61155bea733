// The 1200×630 JPEG copies of the heroes for social previews: social networks do not read SVG.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { H, W } from './palette.mjs';

/**
 * Rasterises each article's hero SVG from `svgDir` into `ogDir`, with the Playwright Chromium.
 * @param {{ slug: string }[]} articles
 * @param {string} svgDir
 * @param {string} ogDir
 */
export async function renderPreviews(articles, svgDir, ogDir) {
  const { chromium } = await import('@playwright/test');
  mkdirSync(ogDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  for (const a of articles) {
    await page.setContent(`<style>html,body{margin:0}</style>${readFileSync(join(svgDir, `${a.slug}.svg`), 'utf8')}`);
    await page.screenshot({ path: join(ogDir, `${a.slug}.jpg`), type: 'jpeg', quality: 82 });
  }
  await browser.close();
}
