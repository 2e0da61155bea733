import { expect, test, type Page } from '@playwright/test';

/** The structured data of the page, parsed (a JSON error fails the test). */
const jsonLd = (page: Page) =>
  page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)));

test.describe('a product page', () => {
  test('English: from /financial-products to the term loan page, its cost box and its links', async ({ page }) => {
    await page.goto('/financial-products');
    await page.locator('#term-loans a[data-product-page]').click();
    await expect(page).toHaveURL(/\/financial-products\/term-loans$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Term Loans');
    await expect(page.getByRole('heading', { name: 'Who it suits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Who it may not suit' })).toBeVisible();

    // Typical eligibility, each figure with its source and date.
    const credit = page.locator('[data-criterion="credit"]');
    await expect(credit).toContainText('at least 600');
    await expect(credit.getByRole('link', { name: /Business Loan Requirements/ })).toHaveAttribute(
      'href',
      /^https:\/\/lendio\.com\//,
    );
    await expect(credit).toContainText('published June 13, 2024');
    await expect(page.locator('[data-criterion="collateral"]')).toContainText('No typical figure we could verify');

    // The cost box: the loan calculator's numbers for $100,000 at 9 % over 36 months with a 2 % fee.
    const box = page.locator('[data-cost-box]');
    await expect(box).toContainText('A $100,000 loan at 9% over 36 months');
    await expect(box.locator('[data-metric="apr"] dd')).toHaveText('10.4%');
    await expect(box.locator('[data-metric="total-cost"] dd')).toHaveText('$16,479.04');
    await expect(box.locator('[data-metric="per-dollar"] dd')).toHaveText('16.5 cents');
    await expect(box).toContainText('Monthly payment$3,179.97');
    await expect(box).toContainText('Example set on November 27, 2026');
    await expect(page.locator('[data-criminal-rate]')).toContainText('Since January 1, 2025');
    await expect(page.locator('[data-criminal-rate] a').first()).toHaveAttribute(
      'href',
      'https://laws-lois.justice.gc.ca/eng/regulations/SOR-2024-114/page-1.html',
    );
    // The standing disclosures.
    await expect(page.locator('[data-disclosure]').first()).toContainText('is a marketplace, not a lender');

    // Structured data: the product and its questions.
    const data = await jsonLd(page);
    const graph = data.flatMap((d) => d['@graph'] ?? [d]);
    expect(graph.map((d) => d['@type'])).toEqual(expect.arrayContaining(['FinancialProduct', 'FAQPage']));

    // Related articles lead to published articles.
    const articles = page.locator('[data-articles] a');
    await expect(articles).toHaveCount(3);
    await expect(articles.first()).toHaveAttribute('href', '/blog/business-loans-vs-line-of-credit-guide');

    // The calculator and the pre-qualification with the product preselected.
    await expect(page.locator('a[data-calculator]')).toHaveAttribute('href', '/calculators/term-loan');
    await page.locator('a[data-prequalify]').click();
    await expect(page).toHaveURL(/\/prequalify\?product=term-loans$/);
    const select = page.getByLabel('Product you have in mind (optional)');
    await expect(select).toHaveValue('term-loans');
    await expect(select.locator('option:checked')).toHaveText('Term Loans');
  });

  test('French: the advance page in Quebec French, its cost box and its French links', async ({ page }) => {
    await page.goto('/fr/financial-products');
    await page.locator('#merchant-cash-advance a[data-product-page]').click();
    await expect(page).toHaveURL(/\/fr\/financial-products\/merchant-cash-advance$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avance de fonds aux commerçants');
    await expect(page.getByRole('heading', { name: 'À qui s’adresse ce produit', exact: true })).toBeVisible();
    await expect(page.locator('[data-criterion="revenue"]')).toContainText(
      'de 10\u00a0000\u00a0$ à 15\u00a0000\u00a0$ par mois',
    );

    const box = page.locator('[data-cost-box]');
    await expect(box).toContainText('Une avance de 50\u00a0000\u00a0$ à un coefficient de remboursement de 1,30');
    await expect(box.locator('[data-metric="apr"] dt')).toHaveText('TAC (équivalent approximatif)');
    await expect(box.locator('[data-metric="apr"] dd')).toHaveText('54,8\u00a0%');
    await expect(box.locator('[data-metric="total-cost"] dd')).toHaveText('15\u00a0000,00\u00a0$');
    await expect(box.locator('[data-metric="per-dollar"] dd')).toHaveText('30\u00a0¢');
    await expect(box).toContainText('Prélèvement quotidien250,00\u00a0$');
    await expect(box).toContainText('Exemple établi le 27 novembre 2026');
    const canada = page.locator('[data-criminal-rate]');
    await expect(canada).toContainText('Depuis le 1er janvier 2025');
    await expect(canada.locator('a').first()).toHaveAttribute(
      'href',
      'https://laws-lois.justice.gc.ca/fra/reglements/DORS-2024-114/page-1.html',
    );
    await expect(canada).toContainText('(en anglais)');

    const articles = page.locator('[data-articles] a');
    await expect(articles.first()).toHaveAttribute('href', '/fr/blog/merchant-cash-advance-explained');
    await expect(page.locator('a[data-calculator]')).toHaveAttribute('href', '/fr/calculators/merchant-cash-advance');
    await page.locator('a[data-prequalify]').click();
    await expect(page).toHaveURL(/\/fr\/prequalify\?product=merchant-cash-advance$/);
    const select = page.getByLabel('Produit envisagé (facultatif)');
    await expect(select).toHaveValue('merchant-cash-advance');
    await expect(select.locator('option:checked')).toHaveText('Avance de fonds aux commerçants');
  });

  test('names its French twin for search engines (hreflang)', async ({ page }) => {
    await page.goto('/financial-products/po-financing');
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute(
      'href',
      /\/fr\/financial-products\/po-financing$/,
    );
  });
});

test('the pre-qualification result shows the preselected product first', async ({ page }) => {
  const answers =
    'step=result&country=CA&region=ON&time=2y-plus&revenue=50k-250k&amount=750000&purpose=working-capital&has=card-sales,collateral';
  const first = page.locator('section[aria-labelledby="prequal-result-title"] article h3').first();
  // Good fits come first: asset-based lending, for these answers.
  await page.goto(`/prequalify?${answers}`);
  await expect(first).toHaveText('Asset-Based Lending');
  // The product a product page preselected leads its list.
  await page.goto(`/prequalify?${answers}&product=term-loans`);
  await expect(first).toHaveText('Term Loans');
  // "Learn more" leads to the product's own page.
  await expect(
    page
      .locator('section[aria-labelledby="prequal-result-title"] article')
      .first()
      .getByRole('link', { name: /^Learn more/ }),
  ).toHaveAttribute('href', '/financial-products/term-loans');
});
