import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';
import { axeOn } from './axe';

const TERM = '/calculators/term-loan';
const MCA = '/calculators/merchant-cash-advance';
const PREQUAL = '/prequalify';
const RESULT_QUERY =
  'step=result&country=CA&region=ON&time=2y-plus&revenue=50k-250k&amount=750000&purpose=working-capital&has=card-sales,collateral';

async function axe(page: Page) {
  const results = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('funding tools on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [path, component, check] of [
    [`${TERM}?amount=100000&apr=9&months=36`, 'TermLoanCalculator', '$3,179.97'],
    [`${MCA}?advance=50000&factor=1.3&mode=holdback&holdback=10&sales=2500`, 'McaCalculator', '$65,000.00'],
    [`${PREQUAL}?${RESULT_QUERY}`, 'PrequalifyFlow', '2 of 6 products look like a fit'],
    [`${PREQUAL}?step=time&country=US&region=NY`, 'PrequalifyFlow', 'How long has your business been operating?'],
  ] as const) {
    test(`${path.split('?')[0]} fits the screen (${check})`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page, component);
      await expect(page.getByText(check, { exact: true }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe('funding tools: axe, desktop then phone', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  for (const [path, component] of [
    [`${TERM}?amount=100000&apr=9&months=36&fee=2`, 'TermLoanCalculator'],
    [`${MCA}?advance=50000&factor=1.3&mode=holdback&holdback=20&sales=2500`, 'McaCalculator'],
    [`${PREQUAL}?step=location&country=CA`, 'PrequalifyFlow'],
    [`${PREQUAL}?${RESULT_QUERY}`, 'PrequalifyFlow'],
  ] as const) {
    test(`${path} has no violations at 1280 px or at 390 px`, async ({ page }) => {
      // axe over a 36-row schedule, twice, takes a while on a shared machine.
      test.slow();
      await page.goto(path);
      await hydrated(page, component);
      if (path.includes('step=result')) {
        await page.locator('summary', { hasText: 'Less likely for now' }).click();
        await expect(page.getByRole('button', { name: 'Email me my results' })).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      await axe(page);
      // The same page narrowed to a phone: the layout changes, the state does not.
      await page.setViewportSize({ width: 390, height: 844 });
      await axe(page);
    });
  }
});

test('the funding tools are in the sitemap and linked from the footer and the product sections', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of [TERM, MCA, PREQUAL]) expect(sitemap).toContain(`${path}</loc>`);
  await page.goto('/financial-products');
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Funding Tools' });
  await expect(footer.getByRole('link')).toHaveText([
    'Loan Payment Calculator',
    'MCA Cost Calculator',
    '60-Second Pre-Qualification',
  ]);
  await expect(page.locator('#term-loans').getByRole('link', { name: 'Loan Payment Calculator' })).toHaveAttribute(
    'href',
    TERM,
  );
  await expect(
    page.locator('#merchant-cash-advance').getByRole('link', { name: 'MCA Cost Calculator' }),
  ).toHaveAttribute('href', MCA);
  await expect(page.locator('#po-financing').getByRole('link', { name: /Pre-qualify in 60 seconds/ })).toHaveAttribute(
    'href',
    PREQUAL,
  );
});
