// cspell:words juillet août septembre Étape
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_IDS, STEP_IDS } from '~/data/how-it-works';
import { INDUSTRY_IDS } from '~/data/industries';
import { PRODUCT_IDS } from '~/data/product-ids';
import { solutions as fr } from '~/i18n/fr/solutions';
import { fill } from '~/lib/template';
import {
  localizedIndustries,
  localizedProducts,
  localizedScreenshots,
  localizedSteps,
  localizedSuccessStories,
} from '~/lib/solutions';

const successStories = localizedSuccessStories('en');

/** Every string of a dictionary part, functions called with sample values. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (...a: unknown[]) => unknown)('X', 'CAD'));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Intl writes U+00A0 or U+202F in French numbers; compare them as ordinary spaces.
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the solution pages in French', () => {
  it('the same lists, in the same order, with the same facts', () => {
    const ids = (list: { id: string }[]) => list.map((item) => item.id);
    expect(ids(localizedSteps('fr'))).toEqual(STEP_IDS);
    expect(ids(localizedScreenshots('fr'))).toEqual(SCREENSHOT_IDS);
    expect(ids(localizedIndustries('fr'))).toEqual(INDUSTRY_IDS);
    expect(ids(localizedSuccessStories('fr'))).toEqual(ids(successStories));
    expect(ids(localizedProducts('fr'))).toEqual(PRODUCT_IDS);
    // The illustrations carry words: French has its own set, one per product.
    for (const p of localizedProducts('fr')) {
      expect(p.image).toBe(`/images/products/fr/${p.id}.svg`);
      expect(existsSync(join(import.meta.dirname, '../../public', p.image)), p.image).toBe(true);
    }
    expect(localizedSuccessStories('fr').map((s) => s.article)).toEqual(successStories.map((s) => s.article));
  });

  it('English keeps its own illustrations and formats', () => {
    for (const p of localizedProducts('en')) expect(p.image).toBe(`/images/products/${p.id}.svg`);
    expect(successStories.map((s) => [s.amount, s.asOf])).toEqual([
      ['$5M', 'July 2025'],
      ['$1M', 'July 2025'],
      ['$1.5M', 'August 2025'],
      ['$3.2M', 'August 2025'],
      ['$700K', 'September 2025'],
      ['$1.6M', 'September 2025'],
    ]);
  });

  it('French amounts as the case studies write them (« 5 M$ », « 1,5 M$ US », « 700 000 $ »), months from Intl fr-CA', () => {
    expect(localizedSuccessStories('fr').map((s) => spaces(`${s.amount} | ${s.asOf}`))).toEqual([
      '5 M$ | juillet 2025',
      '1 M$ | juillet 2025',
      '1,5 M$ US | août 2025',
      '3,2 M$ US | août 2025',
      '700 000 $ | septembre 2025',
      '1,6 M$ US | septembre 2025',
    ]);
    expect(spaces(localizedProducts('fr')[0].subtitle)).toContain('500 000 $');
  });

  it('French punctuation: a non-breaking space before : ; ! ? and inside « », the apostrophe ’', () => {
    const bad = strings(fr).filter((s) => / [:;!?»]|« |'/.test(s));
    expect(bad).toEqual([]);
  });

  it('islands fill their placeholders', () => {
    expect(fill(fr.stepsIsland.step, { n: 2 })).toBe('Étape 2');
    expect(fill('{a} and {b}, {c}', { a: 1, b: 'two' })).toBe('1 and two, {c}');
  });
});
