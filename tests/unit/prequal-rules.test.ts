import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productOrder, rules, type Answers, type ProductId } from '~/data/prequal-rules';
import { prequal as words } from '~/i18n/en/prequal';
import { matchProducts, type Fit } from '~/lib/prequal-match';
import { answersToParams, completeAnswers, readAnswers, readProduct, signupLink } from '~/lib/prequal-url';
import { PRODUCT_IDS } from '~/data/product-ids';

const base: Answers = {
  country: 'CA',
  region: 'ON',
  timeInBusiness: '2y-plus',
  monthlyRevenue: '50k-250k',
  amount: 250_000,
  purpose: 'growth',
  assets: [],
  creditBand: 'good',
};

const fits = (a: Partial<Answers>) =>
  Object.fromEntries(matchProducts({ ...base, ...a }).map((m) => [m.product, m.fit])) as Record<ProductId, Fit>;
const reasonsOf = (a: Partial<Answers>, product: ProductId) =>
  matchProducts({ ...base, ...a }).find((m) => m.product === product)!.reasons;

describe('pre-qualification rules table', () => {
  it('covers the six products of the site, each with at least one requirement and what to prepare', () => {
    expect([...productOrder].sort()).toEqual([...PRODUCT_IDS].sort());
    for (const id of productOrder) {
      expect(rules.some((r) => r.product === id && r.kind === 'requirement')).toBe(true);
      expect(words.documents.products[id].length).toBeGreaterThan(0);
    }
  });

  it('names, for every rule, a site fact and a page of this site that exists', () => {
    const ids = new Set<string>();
    for (const rule of rules) {
      expect(ids.has(rule.id)).toBe(false);
      ids.add(rule.id);
      expect(words.rules[rule.id].fact.length).toBeGreaterThan(20);
      const [path, hash] = rule.href.split('#');
      const file =
        path === '/abl'
          ? 'src/pages/abl.astro'
          : path.startsWith('/blog/')
            ? `content/blog/${path.slice(6)}.mdx`
            : `src/pages${path}.astro`;
      expect(existsSync(file), `${rule.id}: ${rule.href}`).toBe(true);
      if (path === '/financial-products') expect(productOrder).toContain(hash);
    }
  });

  it.each([
    // What the answers change, and the fit each product gets.
    [
      'ABL needs about $500,000 or more',
      { amount: 499_999, assets: ['collateral'] },
      'asset-based-lending',
      'unlikely',
    ],
    [
      'ABL needs about $1,000,000 of qualified collateral',
      { amount: 750_000, assets: [] },
      'asset-based-lending',
      'unlikely',
    ],
    ['ABL with both', { amount: 500_000, assets: ['collateral'] }, 'asset-based-lending', 'good'],
    [
      'PO financing needs confirmed purchase orders',
      { purpose: 'large-order', assets: ['products'] },
      'po-financing',
      'unlikely',
    ],
    [
      'PO financing with orders and goods',
      { purpose: 'large-order', assets: ['purchase-orders', 'products'] },
      'po-financing',
      'good',
    ],
    [
      'PO financing for services is only possible',
      { purpose: 'large-order', assets: ['purchase-orders'] },
      'po-financing',
      'possible',
    ],
    [
      'PO financing stops at $10M',
      { amount: 10_000_001, assets: ['purchase-orders', 'products'] },
      'po-financing',
      'unlikely',
    ],
    ['MCA needs card or online sales', { purpose: 'working-capital', assets: [] }, 'merchant-cash-advance', 'unlikely'],
    [
      'MCA needs revenue',
      { purpose: 'working-capital', assets: ['card-sales'], monthlyRevenue: 'none' },
      'merchant-cash-advance',
      'unlikely',
    ],
    [
      'MCA for working capital',
      { purpose: 'working-capital', assets: ['card-sales'] },
      'merchant-cash-advance',
      'good',
    ],
    [
      'MCA for a long-term investment is only possible',
      { purpose: 'growth', assets: ['card-sales'] },
      'merchant-cash-advance',
      'possible',
    ],
    ['MCA stops at $500K', { amount: 500_001, assets: ['card-sales'] }, 'merchant-cash-advance', 'unlikely'],
    ['MCA starts around $5,000', { amount: 4_999, assets: ['card-sales'] }, 'merchant-cash-advance', 'unlikely'],
    ['Term loan for growth, two years in', {}, 'term-loans', 'good'],
    ['Term loan needs about six months of trading', { timeInBusiness: 'under-6m' }, 'term-loans', 'unlikely'],
    ['Term loan under two years is possible', { timeInBusiness: '6-12m' }, 'term-loans', 'possible'],
    ['Term loan with a low score is possible', { creditBand: 'low' }, 'term-loans', 'possible'],
    ['Term loan with the credit question skipped', { creditBand: undefined }, 'term-loans', 'good'],
    ['Inventory financing needs products', { purpose: 'inventory', assets: [] }, 'inventory-financing', 'unlikely'],
    [
      'Inventory financing for stock, a year in',
      { purpose: 'inventory', assets: ['products'], timeInBusiness: '1-2y' },
      'inventory-financing',
      'good',
    ],
    [
      'Inventory financing in the first year is possible',
      { purpose: 'inventory', assets: ['products'], timeInBusiness: '6-12m' },
      'inventory-financing',
      'possible',
    ],
    ['Supply chain financing pays suppliers', { purpose: 'pay-suppliers' }, 'supply-chain-financing', 'good'],
    ['Supply chain financing is not for other needs', { purpose: 'growth' }, 'supply-chain-financing', 'unlikely'],
    [
      'Supply chain financing rarely works with fair credit',
      { purpose: 'pay-suppliers', creditBand: 'fair' },
      'supply-chain-financing',
      'unlikely',
    ],
  ] as const)('%s', (_name, answers, product, fit) => {
    expect(fits(answers as Partial<Answers>)[product]).toBe(fit);
  });

  it('explains an unlikely product with only the requirements it misses, and names the fact', () => {
    const reasons = reasonsOf({ amount: 100_000, assets: [] }, 'asset-based-lending');
    expect(reasons.map((r) => r.met)).toEqual([false, false]);
    expect(words.rules[reasons[0].rule].unmet).toMatch(/\$500,000/);
    expect(reasons[0].href).toBe('/abl');
    expect(words.rules[reasons[0].rule].fact).toBe('ABL partners typically want a minimum loan of around $500,000.');
    expect(words.rules[reasons[1].rule].unmet).toMatch(/\$1,000,000/);
  });

  it('lists good fits first, then possible, then unlikely', () => {
    const order = matchProducts({
      ...base,
      purpose: 'inventory',
      assets: ['products', 'card-sales'],
      timeInBusiness: '6-12m',
    }).map((m) => m.fit);
    expect(order).toEqual(
      [...order].sort(
        (a, b) => ['good', 'possible', 'unlikely'].indexOf(a) - ['good', 'possible', 'unlikely'].indexOf(b),
      ),
    );
    expect(order[0]).toBe('good');
  });
});

describe('pre-qualification answers in the URL', () => {
  it('reads the product a product page preselects, and drops an unknown one', () => {
    expect(readProduct({ product: 'term-loans' })).toBe('term-loans');
    expect(readProduct({ product: 'payday-loans' })).toBeUndefined();
    expect(readProduct({})).toBeUndefined();
    // Not an answer: the answers read the same with or without it.
    expect(readAnswers({ product: 'term-loans', time: '1-2y' })).toEqual({ timeInBusiness: '1-2y' });
  });

  it('round-trips complete answers, with "none" for an answered empty list', () => {
    const a: Answers = { ...base, assets: [] };
    const params = answersToParams(a) as Record<string, string>;
    expect(params.has).toBe('none');
    expect(completeAnswers(readAnswers(params))).toEqual(a);
    const b: Answers = { ...base, assets: ['card-sales', 'collateral'], creditBand: undefined };
    expect(completeAnswers(readAnswers(answersToParams(b) as Record<string, string>))).toEqual({
      ...b,
      creditBand: undefined,
    });
  });

  it('drops unknown or out-of-range values', () => {
    expect(
      readAnswers({
        country: 'FR',
        region: 'ON',
        time: 'forever',
        amount: '2999',
        purpose: 'x',
        credit: '900',
        has: 'yachts',
      }),
    ).toEqual({ assets: [] });
    expect(readAnswers({ country: 'US', region: 'ON' })).toEqual({ country: 'US' });
    expect(readAnswers({ amount: '1e6' })).toEqual({});
    expect(readAnswers({ amount: '300000001' })).toEqual({});
    expect(readAnswers({ amount: '300000000' })).toEqual({ amount: 300_000_000 });
  });

  it('is incomplete until every required question is answered', () => {
    const { purpose: _p, ...rest } = base;
    expect(completeAnswers(rest)).toBeNull();
  });

  it('builds the signup link with amount, product and country', () => {
    const url = new URL(signupLink('https://app.example.com/signup', base, 'term-loans'));
    expect(url.origin + url.pathname).toBe('https://app.example.com/signup');
    expect(Object.fromEntries(url.searchParams)).toEqual({ amount: '250000', product: 'term-loans', country: 'CA' });
  });
});
