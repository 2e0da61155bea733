import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_BRAND_TEXT } from '~/data/features';
import { localizedFeatures } from '~/lib/features';

const features = localizedFeatures('en');
import { home } from '~/i18n/en/home';
import { lenders } from '~/data/lenders';

const publicDir = join(__dirname, '..', '..', 'public');

describe('home page data', () => {
  it('has the six hero words in order', () => {
    expect(home.hero.headline.words).toEqual(['Founders', 'CEOs', 'Leaders', 'Professionals', 'CFOs', 'Partners']);
  });

  it('has four feature cards, exactly one featured, each with an icon', () => {
    expect(features).toHaveLength(4);
    expect(features.filter((f) => f.isFeatured)).toHaveLength(1);
    for (const f of features) expect(f.icon).toBeTruthy();
    expect(features.some((f) => f.description.includes(FEATURE_BRAND_TEXT))).toBe(true);
  });

  it('lists the 13 lenders of the spec, each with its own wordmark file of the stated width', () => {
    expect(lenders.map((l) => l.name)).toEqual([
      'Clearco',
      'OnDeck',
      'ClearThink Capital',
      'NewtekOne',
      'Kapitus',
      'TAB Bank',
      'Second Avenue Capital Partners',
      'Merchant Growth',
      'iBusiness Funding',
      'Rosenthal & Rosenthal',
      'eCapital',
      'Fora Financial',
      '8fig',
    ]);
    for (const l of lenders) {
      const file = join(publicDir, l.logo);
      expect(existsSync(file), l.logo).toBe(true);
      expect(readFileSync(file, 'utf8')).toContain(`viewBox="0 0 ${l.width} 48"`);
    }
  });
});
