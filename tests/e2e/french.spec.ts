import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../playwright.config';
import { hydrated, scrollThrough, uniqueEmail } from './helpers';
import { en } from '~/i18n/en';
import { fr } from '~/i18n/fr';
import { TWINNED_PATHS } from '~/i18n/locales';
import { LANGUAGE_CHOICE_KEY } from '~/lib/language-choice';

const SITE = 'https://www.boundless-ai.com';
/** The public pages with a French twin (the 404 page is checked on an unknown path). */
const pages = TWINNED_PATHS.filter((p) => p !== '/404');
const twin = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);

/** Every text of a dictionary, functions called with sample arguments. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node === 'function') {
    try {
      return texts((node as (...a: unknown[]) => unknown)('1000', '2000'));
    } catch {
      return [];
    }
  }
  if (node && typeof node === 'object') return Object.values(node).flatMap(texts);
  return [];
}

// English UI strings that cannot appear on a French page: every English text the French dictionary does not
// also use (brand names, 'OK', the word 'English' on the switch), long enough to be a label and not a name.
const frenchTexts = new Set(texts(fr));
const englishStrings = [...new Set(texts(en))].filter(
  (t) => !frenchTexts.has(t) && t.length >= 5 && /[a-z]{3}/.test(t) && !/^(https?:|\/|mailto:)/.test(t),
);

/**
 * The English UI strings found in a page's texts: a phrase anywhere in the text, a single word only where it
 * stands alone (a label or a button), so names such as "Second Avenue Capital Partners" do not count.
 */
function englishIn(texts: string[]): string[] {
  const flat = texts.join('\n').replace(/[ \t]+/g, ' ');
  const alone = new Set(texts.map((t) => t.trim()));
  const phrase = (s: string) =>
    new RegExp(`(?<![\\p{L}])${s.replace(/\s+/g, ' ').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u');
  return englishStrings.filter((s) => (/\s/.test(s.trim()) ? phrase(s).test(flat) : alone.has(s)));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (m, e: string) =>
    e[0] === '#'
      ? String.fromCodePoint(e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      : (ENTITIES[e.toLowerCase()] ?? m),
  );

/**
 * What a reader without JavaScript gets from a page's server HTML: its title, every text between tags and every
 * text attribute (island props, scripts, styles and templates are not read).
 */
function serverText(html: string): string[] {
  const body = html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
  const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '';
  const main = body.slice(body.search(/<body\b/i));
  const between = [...main.matchAll(/>([^<]+)</g)].map((m) => m[1] ?? '').filter((t) => t.trim());
  const attrs = [...main.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map((m) => m[1] ?? '');
  return [title, ...between, ...attrs].map(decode);
}

/** Where a page's language switch links to the other language lead (every copy: header, menu, footer). */
const switchTargets = (html: string, to: 'en' | 'fr') => [
  ...new Set(
    [...html.matchAll(/<a\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((a) => a.includes(`data-lang-switch="${to}"`))
      .map((a) => /href="([^"]*)"/.exec(a)?.[1]),
  ),
];

/** Every text node and every text attribute of the page, and its title. */
const visibleText = (page: Page) =>
  page.evaluate(() => {
    const nodes: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) =>
        n.parentElement?.closest('script, style, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent?.trim()) nodes.push(n.textContent);
    const attrs = [...document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')].flatMap((e) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.title, ...nodes, ...attrs];
  });

test.describe('the French site', () => {
  for (const path of pages) {
    test(`${twin(path)}: French, lang fr-CA, hreflang both ways, no English UI text before or after hydration`, async ({
      page,
      request,
    }) => {
      const res = await request.get(twin(path));
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="fr-CA"');
      // /privacy-and-terms is the same text as /privacy-terms, its canonical URL in both languages.
      const canonical = path === '/privacy-and-terms' ? '/privacy-terms' : path;
      const fullTwin = `${SITE}${twin(canonical)}`;
      const fullEnglish = canonical === '/' ? SITE : `${SITE}${canonical}`;
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${fullEnglish}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="fr-CA" href="${fullTwin}">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${fullEnglish}">`);
      expect(html).toContain(`<link rel="canonical" href="${fullTwin}">`);
      const englishHtml = await (await request.get(path)).text();
      expect(englishHtml).toContain(`<link rel="alternate" hreflang="fr-CA" href="${fullTwin}">`);

      // Server HTML, as a visitor without JavaScript reads it.
      expect(englishIn(serverText(html))).toEqual([]);

      // After every island on the page has hydrated (motion reduced, so the endless logo row stands still).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(twin(path));
      await scrollThrough(page);
      expect(englishIn(await visibleText(page))).toEqual([]);
    });
  }

  test('the language switch leads to the same page in the other language and back, on every page', async ({
    page,
    request,
  }) => {
    // Every switch link (header, mobile menu, footer) of every page, in its server HTML.
    for (const path of pages) {
      const english = await (await request.get(path)).text();
      const french = await (await request.get(twin(path))).text();
      expect(switchTargets(english, 'fr'), path).toEqual([twin(path)]);
      expect(switchTargets(french, 'en'), twin(path)).toEqual([path]);
    }
    // And once as a reader follows it, by keyboard (a banner or the chat launcher may cover a corner).
    for (const [from, to, lang] of [
      ['/calculators/term-loan', '/fr/calculators/term-loan', 'fr-CA'],
      ['/fr/calculators/term-loan', '/calculators/term-loan', 'en'],
    ] as const) {
      await page.goto(from);
      await page
        .locator(`a[data-lang-switch="${lang === 'en' ? 'en' : 'fr'}"]:visible`)
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(to);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
  });

  test('an unknown path under /fr shows the French 404 with status 404', async ({ page }) => {
    const res = await page.goto('/fr/page-inexistante');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    expect(englishIn(await visibleText(page))).toEqual([]);
  });

  test('the sitemap lists both languages with their alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap-0.xml')).text();
    for (const path of pages.filter((p) => !['/unsubscribe', '/blog-coming-soon', '/privacy-and-terms'].includes(p))) {
      expect(xml).toContain(`<loc>${SITE}${twin(path)}</loc>`);
    }
    expect(xml).toContain(`hreflang="fr-CA" href="${SITE}/fr/how-it-works"`);
  });
});

test.describe('choosing a language', () => {
  test.use({ locale: 'fr-CA' });

  test('a French browser on / is offered French, and the choice is remembered', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: fr.layout.language.offer.text });
    await expect(offer).toBeVisible();
    await offer.getByRole('link', { name: fr.layout.language.offer.action }).click();
    await expect(page).toHaveURL('/fr');
    expect(await page.evaluate((k) => localStorage.getItem(k), LANGUAGE_CHOICE_KEY)).toBe('fr');
    // Back on the English home page, the reader who chose French gets French.
    await page.goto('/');
    await expect(page).toHaveURL('/fr');
  });

  test('dismissing the offer keeps the reader in English, for good', async ({ page }) => {
    await page.goto('/');
    const offer = page.getByRole('region', { name: fr.layout.language.offer.text });
    await offer.getByRole('button', { name: fr.layout.language.offer.dismiss }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page).toHaveURL('/');
    await expect(offer).toBeHidden();
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-CA' });

  test('is offered nothing on /', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#language-offer')).toBeHidden();
  });
});

/** A field's label, whatever mark of a required field follows it ('Nom' and not 'Prénom'). */
const startsWith = (label: string) => new RegExp(`^${label}(?![\\p{L}])`, 'u');

test.describe("a French visitor's journey", () => {
  const contact = fr.company.contactForm;
  const partnership = fr.company.partnershipForm;
  const v = fr.validation;

  /** The staff API's newest records of a store, read with the e2e admin token. */
  async function stored(request: APIRequestContext, endpoint: string) {
    const res = await request.get(`${endpoint}?limit=20`, { headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
    expect(res.ok()).toBe(true);
    return (await res.json()) as Record<string, unknown>[];
  }

  test('home → products → contact: French errors, French success, and the lead is stored as French', async ({
    page,
    request,
  }) => {
    await page.goto('/fr');
    await page.getByRole('contentinfo').locator(`a[href^="/fr/financial-products"]`).first().click();
    await expect(page).toHaveURL(/\/fr\/financial-products/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await page.goto('/fr/contact-us');
    await hydrated(page, 'ContactForm');
    const form = page.locator('#contact-form form');
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(form.getByLabel(contact.labels.firstName)).toHaveAccessibleDescription(v.required);
    await expect(form.getByLabel(contact.labels.email)).toHaveAccessibleDescription(v.required);

    const email = uniqueEmail('fr-contact');
    await form.getByLabel(contact.labels.firstName).fill('Élise');
    await form.getByLabel(startsWith(contact.labels.lastName)).fill('Gagnon');
    await form.getByLabel(contact.labels.email).fill(email);
    await form.getByLabel(contact.labels.phone).fill('514 555 0100');
    await form.getByLabel(contact.labels.message).fill('Nous cherchons une marge de crédit de 50 000 $.');
    await form.getByRole('button', { name: contact.submit }).click();
    await expect(page.getByText(contact.success)).toBeVisible();
    const record = (await stored(request, '/api/contacts')).find((r) => r.email === email);
    expect(record).toMatchObject({ firstName: 'Élise', locale: 'fr' });
  });

  test('the partnership form: French errors, French success, stored as French', async ({ page, request }) => {
    await page.goto('/fr/lenders#partnership-form');
    await hydrated(page, 'PartnershipForm');
    const form = page.locator('#partnership-form form');
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(form.getByLabel(partnership.labels.company)).toHaveAccessibleDescription(v.required);
    const email = uniqueEmail('fr-partner');
    await form.getByLabel(partnership.labels.company).fill('Prêts Laurentides');
    await form.getByLabel(partnership.labels.firstName).fill('Luc');
    await form.getByLabel(startsWith(partnership.labels.lastName)).fill('Tremblay');
    await form.getByLabel(partnership.labels.email).fill(email);
    await form.getByLabel(partnership.labels.phone).fill('418 555 0123');
    await form.getByLabel(partnership.labels.partnershipGoals).fill('Nous prêtons aux PME du Québec.');
    await form.getByRole('button', { name: partnership.submit }).click();
    await expect(page.getByText(partnership.success)).toBeVisible();
    const record = (await stored(request, '/api/partnerships')).find((r) => r.email === email);
    expect(record).toMatchObject({ partnershipType: 'lender', locale: 'fr' });
  });

  test('the newsletter in the French footer: French error, French success, stored as French', async ({
    page,
    request,
  }) => {
    const t = fr.site.newsletter;
    await page.goto('/fr/about-us');
    const footer = page.getByRole('contentinfo');
    await hydrated(page, 'NewsletterForm');
    const input = footer.getByLabel(t.label);
    await input.fill('pas-un-courriel');
    await footer.getByRole('button', { name: t.subscribe }).click();
    await expect(footer.getByText(v.emailInvalid)).toBeVisible();
    const email = uniqueEmail('fr-news');
    await input.fill(email);
    await footer.getByRole('button', { name: t.subscribe }).click();
    await expect(footer.getByText(t.success)).toBeVisible();
    const record = (await stored(request, '/api/subscribers')).find((r) => r.email === email);
    expect(record).toMatchObject({ locale: 'fr' });

    // Their personal link (the one their French welcome e-mail carries) opens the French unsubscribe page.
    const link = new URL(String(record?.unsubscribeUrl));
    expect(link.pathname).toBe('/fr/unsubscribe');
    const confirm = fr.site.unsubscribe.confirm;
    await page.goto(link.pathname + link.search);
    await hydrated(page, 'UnsubscribeConfirm');
    await expect(page.getByText(confirm.question)).toBeVisible();
    await page.getByRole('button', { name: confirm.button }).click();
    await expect(page.getByText(confirm.done.replace('{email}', email))).toBeVisible();
  });

  test('the French term-loan calculator: 3 179,97 $ a month for 100 000 $ at 9 % over 36 months', async ({ page }) => {
    await page.goto('/fr/calculators/term-loan?amount=100000&apr=9&months=36');
    await expect(page.locator('main')).toContainText(/3[\u00a0\u202f ]179,97[\u00a0\u202f ]\$/);
  });
});
