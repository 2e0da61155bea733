import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCT_IDS } from '~/data/product-ids';
import { criteria, productPages } from '~/data/product-pages';
import { sitePassagesOf } from '~/integrations/chat-sources';
import { sources } from '~/data/product-sources';
import { formatMoney, formatPercent } from '~/lib/format';
import { PRODUCT_PAGE_PATH } from '~/i18n/locales';
import { localizePath, switchPath } from '~/lib/i18n';
import { calculateLoan } from '~/lib/loan-math';
import { calculateMca } from '~/lib/mca-math';
import { calculateSingle } from '~/lib/product-costs';
import { costBox, criminalRateNote, eligibilityLines, figureText, formatAsOf } from '~/lib/product-page';

const blog = join(process.cwd(), 'content/blog');

/** Each example worked out again straight from the calculators' math, as the calculators would show it. */
function fromCalculators(id: (typeof PRODUCT_IDS)[number]) {
  const example = productPages[id].example;
  switch (example.kind) {
    case 'loan': {
      const r = calculateLoan(example.input);
      return { apr: r.aprWithFee, cost: r.totalInterest + r.feeAmount, amount: example.input.amount };
    }
    case 'mca': {
      const r = calculateMca(example.input);
      return { apr: r.apr ?? NaN, cost: r.cost, amount: example.input.advance };
    }
    case 'single': {
      const r = calculateSingle(example.input);
      return { apr: r.apr, cost: r.repaid - r.received, amount: example.input.amount };
    }
  }
}

describe('the cost box of every product page', () => {
  for (const id of PRODUCT_IDS) {
    for (const locale of ['en', 'fr'] as const) {
      it(`${id} (${locale}) shows the calculators’ APR, total cost and cost per dollar`, () => {
        const box = costBox(id, locale);
        const expected = fromCalculators(id);
        expect(box.apr).toBe(formatPercent(expected.apr, 1, locale));
        expect(box.totalCost).toBe(formatMoney(expected.cost, { locale }));
        const cents = ((expected.cost / expected.amount) * 100).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US', {
          maximumFractionDigits: 1,
        });
        expect(box.perDollar).toContain(cents);
        expect(box.sentence).toContain(box.totalCost);
        expect(box.sentence).toContain(box.apr);
        // Every placeholder of the example's words was filled.
        expect(`${box.title} ${box.assumptions}`).not.toMatch(/[{}]/);
      });
    }
  }

  it('writes the term loan example as a reader expects in each language', () => {
    const en = costBox('term-loans', 'en');
    const fr = costBox('term-loans', 'fr');
    expect(en.rows.find((r) => r.label === 'Monthly payment')?.value).toBe('$3,179.97');
    expect(fr.rows.find((r) => r.label === 'Versement mensuel')?.value).toBe('3\u00a0179,97\u00a0$');
    expect(en.totalCost).toBe('$16,479.04');
    expect(fr.totalCost).toBe('16\u00a0479,04\u00a0$');
    expect(en.apr).toBe('10.4%');
    expect(fr.apr).toBe('10,4\u00a0%');
    expect(en.title).toBe('A $100,000 loan at 9% over 36 months');
    expect(fr.title).toBe('Un prêt de 100\u00a0000\u00a0$ à 9\u00a0% sur 36\u00a0mois');
  });

  it('says cost per dollar in cents, singular for one', () => {
    expect(costBox('asset-based-lending', 'en').perDollar).toBe('1 cent');
    expect(costBox('supply-chain-financing', 'en').perDollar).toBe('0.9 cents');
    expect(costBox('merchant-cash-advance', 'fr').perDollar).toBe('30\u00a0¢');
  });

  it('labels the advance’s APR as an approximate equivalent', () => {
    expect(costBox('merchant-cash-advance', 'en').approximate).toBe(true);
    expect(costBox('term-loans', 'en').approximate).toBe(false);
  });
});

describe('eligibility and sources', () => {
  it('states a figure only with its source, and every criterion has words', () => {
    for (const id of PRODUCT_IDS) {
      for (const criterion of criteria) {
        const row = productPages[id].eligibility[criterion];
        if (row.figures.length) expect(row.source, `${id} ${criterion}`).toBeDefined();
      }
      for (const locale of ['en', 'fr'] as const) {
        for (const line of eligibilityLines(id, locale)) {
          expect(line.figures.length > 0 || Boolean(line.note), `${id} ${line.criterion} ${locale}`).toBe(true);
        }
      }
    }
  });

  it('cites sources with an address and a real date', () => {
    for (const [id, s] of Object.entries(sources)) {
      expect(s.site ? s.href.startsWith('/') : s.href.startsWith('https://'), id).toBe(true);
      expect(s.asOf, id).toMatch(/^\d{4}(-\d{2}-\d{2})?$/);
      expect(formatAsOf(s.asOf, 'fr'), id).not.toMatch(/Invalid/);
    }
  });

  it('formats figures and dates for each language', () => {
    expect(figureText({ unit: 'monthly', min: 10_000, max: 15_000 }, 'en')).toBe('$10,000 to $15,000 a month');
    expect(figureText({ unit: 'monthly', min: 10_000, max: 15_000 }, 'fr')).toBe(
      'de 10\u00a0000\u00a0$ à 15\u00a0000\u00a0$ par mois',
    );
    expect(figureText({ unit: 'years', min: 2, who: 'banks' }, 'fr')).toBe('Banques\u00a0: au moins 2\u00a0ans');
    expect(formatAsOf('2025-03-03', 'fr')).toBe('3 mars 2025');
    expect(formatAsOf('2025-01-01', 'fr')).toBe('1er janvier 2025');
    expect(formatAsOf('2025-01-28', 'en')).toBe('January 28, 2025');
  });

  it('states the Canadian criminal rate with its date and the official source in the reader’s language', () => {
    const en = criminalRateNote('en');
    expect(en.text).toContain('January 1, 2025');
    expect(en.text).toContain('35%');
    expect(en.text).toContain('48%');
    expect(en.text).toContain('$500,000');
    expect(en.sources[0].href).toBe('https://laws-lois.justice.gc.ca/eng/regulations/SOR-2024-114/page-1.html');
    const fr = criminalRateNote('fr');
    expect(fr.text).toContain('1er janvier 2025');
    expect(fr.text).toContain('35\u00a0%');
    expect(fr.sources[0].href).toBe('https://laws-lois.justice.gc.ca/fra/reglements/DORS-2024-114/page-1.html');
  });

  it('links related articles that exist in both languages', () => {
    for (const id of PRODUCT_IDS)
      for (const slug of productPages[id].articles) {
        expect(existsSync(join(blog, `${slug}.mdx`)), slug).toBe(true);
        expect(existsSync(join(blog, 'fr', `${slug}.mdx`)), slug).toBe(true);
      }
  });
});

describe('routes', () => {
  it('gives every product page its French twin', () => {
    for (const id of PRODUCT_IDS) {
      expect(PRODUCT_PAGE_PATH.test(`/financial-products/${id}`)).toBe(true);
      expect(localizePath(`/financial-products/${id}`, 'fr')).toBe(`/fr/financial-products/${id}`);
      expect(switchPath(`/fr/financial-products/${id}`, 'en')).toBe(`/financial-products/${id}`);
    }
  });
});

describe('the chat index', () => {
  it('indexes every product page in both languages, with its eligibility and cost example', () => {
    for (const locale of ['en', 'fr'] as const) {
      const passages = sitePassagesOf(locale);
      for (const id of PRODUCT_IDS) {
        const passage = passages.find((p) => p.id === `product-page:${id}`);
        expect(passage?.url, `${id} ${locale}`).toBe(localizePath(`/financial-products/${id}`, locale));
        expect(passage?.text).toContain(costBox(id, locale).sentence);
      }
    }
  });
});
