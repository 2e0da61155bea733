import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { ADMIN_TOKEN_KEY } from '~/data/admin-inboxes';
import { tools } from '~/i18n/en/tools';
import { hydrated, uniqueEmail } from './helpers';

const TERM = '/calculators/term-loan';
const MCA = '/calculators/merchant-cash-advance';
const PREQUAL = '/prequalify';
const RESULT_QUERY =
  'step=result&country=CA&region=ON&time=2y-plus&revenue=50k-250k&amount=750000&purpose=working-capital&has=card-sales,collateral';

/** Skip link, then Tab: the first control of the page's main content gets focus, as a keyboard user gets there. */
async function tabIntoMain(page: Page) {
  // From the top, as a visitor arriving on the page: Chromium (150) starts Tab where an element was last scrolled
  // into view, and hydrating the island scrolled to it.
  await page.evaluate(() => document.body.scrollIntoView());
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
}

/** Replaces the focused field's text by typing, as a keyboard user does. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs forward until the element is focused (at most `max` presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, max = 12) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const stat = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function expectNoBrokenNumbers(page: Page) {
  await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/);
}

test.describe('loan payment calculator', () => {
  test('works with the keyboard alone: live results, URL kept current, field errors, CSV download', async ({
    page,
  }) => {
    // Many keystrokes, each re-rendering the results, on a shared machine.
    test.slow();
    await page.goto(TERM);
    await hydrated(page, 'TermLoanCalculator');
    await tabIntoMain(page);
    const historyLength = await page.evaluate(() => history.length);
    const amount = page.getByLabel('Loan amount');
    await expect(amount).toBeFocused();
    await retype(page, '12,000');
    await page.keyboard.press('Tab');
    await retype(page, '0');
    await page.keyboard.press('Tab');
    await retype(page, '12');
    await expect(stat(page, 'Monthly payment')).toHaveText('$1,000.00');
    await expect(stat(page, 'Total interest')).toHaveText('$0.00');
    await expect(page).toHaveURL(/\?amount=12%2C000&apr=0&months=12(#main)?$/);
    // Typing replaces the history entry instead of adding one per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await expect(stat(page, 'Total cost')).toHaveText('$12,600.00');
    await expect(stat(page, 'APR including fee')).toHaveText(/^\d+(\.\d)?%$/);

    await amount.focus();
    await retype(page, '-500');
    await expect(page.getByText('Please enter a number that is not negative')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Fix the highlighted fields to see your estimate.').last()).toBeVisible();
    await expectNoBrokenNumbers(page);
    await retype(page, 'lots');
    await expect(page.getByText('Please enter a number', { exact: true })).toBeVisible();
    await expectNoBrokenNumbers(page);
    await retype(page, '1000');

    const download = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Download CSV' }), 40);
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('loan-schedule-1000-12m.csv');
    const csv = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Month,Payment,Interest,Principal,Balance');
    expect(lines).toHaveLength(13);
    expect(lines[12]).toMatch(/^12,83\.33,0\.00,83\.3\d,0\.00$/);
  });

  test('a shared link restores the reference result: $3,179.97 a month, $14,479.04 interest, APR about 10.4 % with a 2 % fee', async ({
    page,
  }) => {
    await page.goto(`${TERM}?amount=100000&apr=9&months=36&fee=2`);
    await hydrated(page, 'TermLoanCalculator');
    await expect(page.getByLabel('Origination fee (optional)')).toHaveValue('2');
    await expect(stat(page, 'Monthly payment')).toHaveText('$3,179.97');
    await expect(stat(page, 'Total interest')).toHaveText('$14,479.04');
    await expect(stat(page, 'Total cost').first()).toHaveText('$116,479.04');
    await expect(stat(page, 'APR including fee').first()).toHaveText('10.4%');
    await expect(page.getByRole('img', { name: /Balance owed over time/ })).toBeVisible();
    const schedule = page.getByRole('region', { name: 'Amortization schedule' });
    await expect(schedule.getByRole('row')).toHaveCount(37);
    await expect(schedule.getByRole('row').nth(1)).toHaveText(/1\$3,179\.97\$750\.00\$2,429\.97\$97,570\.03/);
    await expect(page.getByText(tools.disclosure.points[0])).toBeVisible();
  });
});

test.describe('calculator code on demand', () => {
  test('no calculator code loads before the visitor reaches for it, and what they type first is kept', async ({
    page,
  }) => {
    const island = /\/TermLoanCalculator\.[^/]*\.js$/;
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    // The island's code is held back until the amount is typed: a visitor on a slow phone types before it lands.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(island, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(TERM);
    await expect(stat(page, 'Monthly payment')).toHaveText('$3,179.97');
    expect(requested.filter((u) => island.test(u))).toEqual([]);

    const amount = page.getByLabel('Loan amount');
    await amount.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('50000');
    expect(requested.filter((u) => island.test(u))).toHaveLength(1);
    release();
    await expect(stat(page, 'Monthly payment')).toHaveText('$1,589.99');
    await expect(amount).toHaveValue('50000');
    await expect(page).toHaveURL(/amount=50000/);
  });

  test('a pre-qualification choice made before the code arrives is kept', async ({ page }) => {
    const island = /\/PrequalifyFlow\.[^/]*\.js$/;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(island, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(PREQUAL);
    // Tabbed to, then chosen from the list, as a keyboard user does.
    await page.getByLabel('Country').focus();
    await page.getByLabel('Country').selectOption('Canada');
    release();
    await expect(page.getByLabel('Province or territory')).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('CA');
  });
});

test.describe('MCA cost calculator', () => {
  test('works with the keyboard alone and warns when payments exceed 15 % of revenue', async ({ page }) => {
    // Many keystrokes, each re-rendering the results, on a shared machine.
    test.slow();
    await page.goto(MCA);
    await hydrated(page, 'McaCalculator');
    await tabIntoMain(page);
    await expect(page.getByLabel('Advance amount')).toBeFocused();
    // The opening example is the guide's: $50,000 at 1.3, 10 % of $2,500 a day.
    await expect(stat(page, 'Total payback')).toHaveText('$65,000.00');
    await expect(stat(page, 'Cost of capital')).toHaveText('$15,000.00');
    await expect(stat(page, 'Cost per dollar advanced')).toHaveText('30¢');
    await expect(stat(page, 'Estimated time to repay').first()).toHaveText('260 business days');
    await expect(stat(page, 'Approximate APR').first()).toHaveText('55%');

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Factor rate')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /Holdback/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Fixed daily debit' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Daily debit', exact: true })).toBeFocused();
    await page.keyboard.type('500');
    await expect(stat(page, 'Estimated time to repay').first()).toHaveText('130 business days');
    await expect(stat(page, 'Approximate APR').first()).toHaveText('109%');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await page.keyboard.type('60000');
    await expect(page.getByRole('alert')).toContainText('more than 15%');
    await expect(page).toHaveURL(/mode=daily/);
    await expect(page).toHaveURL(/revenue=60000/);
    await expect(page.getByText(/business days \(5 a week, 260 a year\)/)).toBeVisible();

    await page.getByLabel('Factor rate').focus();
    await retype(page, 'abc');
    await expect(page.getByText('Please enter a number', { exact: true })).toBeVisible();
    await expectNoBrokenNumbers(page);
    await retype(page, '1');
    await expect(page.getByText('Please enter a number above 1, up to 3')).toBeVisible();
    await expectNoBrokenNumbers(page);
  });

  test('a shared link restores a weekly debit', async ({ page }) => {
    await page.goto(`${MCA}?advance=50000&factor=1.3&mode=weekly&debit=2500`);
    await hydrated(page, 'McaCalculator');
    await expect(page.getByRole('radio', { name: 'Fixed weekly debit' })).toBeChecked();
    await expect(stat(page, 'Total payback')).toHaveText('$65,000.00');
    await expect(stat(page, 'Estimated time to repay').first()).toHaveText('26 weeks');
    await expect(page.getByText(tools.disclosure.points[1])).toBeVisible();
  });
});

test.describe('pre-qualification', () => {
  test('one question per step with the keyboard alone; the back button walks the steps; the result links to signup with the answers', async ({
    page,
  }) => {
    // Many keystrokes, each re-rendering the results, on a shared machine.
    test.slow();
    await page.goto(PREQUAL);
    await hydrated(page, 'PrequalifyFlow');
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await tabIntoMain(page);
    await expect(page.getByLabel('Country')).toBeFocused();
    await page.keyboard.type('Canada');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Province or territory')).toBeFocused();
    await page.keyboard.type('Ontario');
    await expect(page).toHaveURL(/country=CA&region=ON/);
    const start = await page.evaluate(() => history.length);
    const next = page.getByRole('button', { name: 'Continue' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    const question = page.locator('main form h2');
    await expect(question).toHaveText('How long has your business been operating?');
    await expect(question).toBeFocused();
    expect(await page.evaluate(() => history.length)).toBe(start + 1);
    // Continue without an answer: a message, and the step stays.
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please choose an answer')).toBeVisible();

    const pick = async (downs: number) => {
      await question.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (let i = 0; i < downs; i++) await page.keyboard.press('ArrowDown');
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    };
    await pick(3); // 2 years or more
    await expect(question).toHaveText('What is your average monthly revenue?');
    await pick(3); // $50,000 to $250,000
    await expect(question).toHaveText('How much funding do you need?');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Amount')).toBeFocused();
    await page.keyboard.type('1000');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please enter a number from $3,000 to $300,000,000')).toBeVisible();
    await retype(page, '750,000');
    await page.keyboard.press('Enter');
    await expect(question).toHaveText('What is the funding for?');
    await pick(0); // Working capital
    await expect(question).toHaveText('Which of these does your business have?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // card or online sales
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // about $1,000,000 of collateral
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(question).toHaveText('What is your credit score, roughly?');
    const skip = page.getByRole('button', { name: 'Skip and see my options' });
    await tabTo(page, skip);
    await page.keyboard.press('Enter');

    const title = page.getByRole('heading', { name: '2 of 6 products look like a fit' });
    await expect(title).toBeFocused();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(
      Object.fromEntries(new URLSearchParams(RESULT_QUERY)),
    );
    const abl = page.getByRole('article', { name: 'Asset-Based Lending' });
    await expect(abl).toContainText('Good fit');
    await expect(abl).toContainText('about $500,000');
    await expect(abl).toContainText('Receivables and payables aging reports');
    const signup = abl.getByRole('link', { name: /Get Started Free/ });
    await expect(signup).toHaveAttribute('target', '_blank');
    const href = new URL((await signup.getAttribute('href'))!);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      amount: '750000',
      product: 'asset-based-lending',
      country: 'CA',
    });
    await expect(page.getByRole('article', { name: 'Term Loans' })).toContainText('Possible fit');
    // Over $500K, an advance is folded away with its reason.
    await page.locator('summary', { hasText: 'Less likely for now (4)' }).click();
    await expect(page.getByRole('article', { name: 'Merchant Cash Advance' })).toContainText('Advances go up to $500K');
    await expect(page.getByText(tools.disclosure.points[2])).toBeVisible();

    await page.goBack();
    await expect(question).toHaveText('What is your credit score, roughly?');
    await page.goBack();
    await expect(question).toHaveText('Which of these does your business have?');
    await expect(page.getByRole('checkbox', { name: /Card or online sales/ })).toBeChecked();
    await page.goForward();
    await page.goForward();
    await expect(title).toBeVisible();
  });

  test('a shared result link restores the result; an incomplete one opens the first unanswered question', async ({
    page,
  }) => {
    await page.goto(`${PREQUAL}?${RESULT_QUERY}`);
    await hydrated(page, 'PrequalifyFlow');
    await expect(page.getByRole('heading', { name: '2 of 6 products look like a fit' })).toBeVisible();
    await expect(
      page.getByText('For $750,000 (working capital or a cash-flow gap), for a business in Ontario, Canada.'),
    ).toBeVisible();
    await page.goto(`${PREQUAL}?step=result&country=US&region=TX&time=1-2y`);
    await expect(page.locator('main form h2')).toHaveText('What is your average monthly revenue?');
    await expect(page.getByText('Step 3 of 7')).toBeVisible();
  });

  test('"Email me my results" needs consent, then the lead appears in the admin', async ({ page, context }) => {
    const email = uniqueEmail('prequal');
    await page.goto(`${PREQUAL}?${RESULT_QUERY}`);
    await hydrated(page, 'PrequalifyFlow');
    const form = page.getByRole('region', { name: 'Email me my results' });
    await form.getByLabel('Name').fill('Priya Prequal');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Email me my results' }).click();
    await expect(form.getByText('Please agree so we can e-mail your results')).toBeVisible();
    await expect(form.getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.getByText('Please agree so we can e-mail your results')).toHaveCount(0);
    await form.getByRole('button', { name: 'Email me my results' }).click();
    await expect(form.getByText(/Thanks! Our team will e-mail your results/)).toBeVisible();

    const admin = await context.newPage();
    await admin.addInitScript(([key, token]) => sessionStorage.setItem(key, token), [
      ADMIN_TOKEN_KEY,
      E2E_ADMIN_TOKEN,
    ] as const);
    await admin.goto('/admin#prequalifications');
    await hydrated(admin, 'AdminApp');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Pre-qualifications');
    await admin.getByRole('tabpanel').getByLabel('Search').fill(email);
    const card = admin.getByRole('tabpanel').getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Priya Prequal');
    await expect(card).toContainText('$750,000');
    await expect(card).toContainText('Ontario, Canada');
    await expect(card).toContainText('Asset-Based Lending');
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });
});
