import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LENDER_COUNT, LENDERS } from '~/data/facts';
import { companyStats } from '~/data/stats';
import { localizeStats } from '~/lib/stats';

const root = join(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? files(path) : [path];
  });
}

// "120+ lenders", "120+ verified lenders", "more than 120 verified lenders", "over 100 lending partners"…, and in
// French « plus de 120 prêteurs », « 120+ prêteurs vérifiés ».
const LENDER_FIGURE =
  /(\d[\d,]*)\+\s+(?:verified\s+)?(?:lenders|lending partners|capital providers|prêteurs)|(?:more than|over|plus de)\s+(\d[\d,]*)\s+(?:verified\s+)?(?:lenders|lending partners|capital providers|prêteurs)/gi;

describe('one lender count', () => {
  it('is the figure the stats state', () => {
    expect(localizeStats(companyStats, 'en')[0].number).toBe(LENDERS);
  });

  it('no copy, article, page or README states another lender count', () => {
    const sources = [
      ...files('src'),
      ...files('content'),
      ...files('scripts'),
      ...files('docs'),
      'README.md',
      'package.json',
    ].filter((f) => /\.(astro|tsx?|mdx?|m?js|json)$/.test(f));
    const found: string[] = [];
    for (const file of sources) {
      for (const m of readFileSync(join(root, file), 'utf8').matchAll(LENDER_FIGURE)) {
        const figure = Number((m[1] ?? m[2]).replace(/,/g, ''));
        if (figure !== LENDER_COUNT) found.push(`${file}: ${m[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
