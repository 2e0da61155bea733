/**
 * The content editor, proved: an editor creates an article and its French translation in Sveltia CMS's own UI
 * (/cms/, "Work with Local Repository"), and the two files it writes are the ones the site builds: at the paths
 * the collections read, with frontmatter the build accepts (Astro's parser, the collections' zod schemas, their
 * references, the pairing of the two languages, the chat index). With CMS_PROOF_BUILD=1 the test then runs
 * `npm run build` on a copy of the checkout holding the two files and checks both pages and their hreflang links:
 * a whole cold build more (about 20 s on a quiet 2-core machine), so CI leaves that step out (docs/cms.md).
 *
 * The local repository is a copy of content/ in the browser's origin-private file system, handed over by the
 * folder picker (tests/e2e/cms-local-repo.ts): the editor reads and writes it through the same API as the folder.
 *
 * On the way, in each language, the editor's preview shows what was typed as the article page shows it: its
 * header, hero and body, with the computed typography and widths of a built article page of that language seen
 * at the preview's width.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Frame, type Locator, type Page, type TestInfo } from '@playwright/test';
import { z } from 'astro/zod';
import { siteConfig } from '~/config';
import { blog as enBlog } from '~/i18n/en/blog';
import { blog as frBlog } from '~/i18n/fr/blog';
import { LOCALE_META, type Locale } from '~/i18n/locales';
import { readArticles } from '~/integrations/chat-index';
import { articleUrl, authorIn, checkPairs, type Category } from '~/lib/blog';
import { articleSchema, translationSchema } from '~/lib/blog-schema';
import { formatDate } from '~/lib/format';
import { fill } from '~/lib/template';
import { changes, filesUnder, pickerCalls, readCopy } from './cms-local-repo';
import {
  copyOfCheckout,
  escapeRegExp,
  field,
  openLocalRepository,
  pane,
  PREVIEW,
  read,
  reveal,
  ROOT,
  type,
} from './cms-editor-ui';

const BUILD = process.env.CMS_PROOF_BUILD === '1';

// What the editor types. The slug comes from the English title (the collection's slug template).
const SLUG = 'cash-flow-forecasting-for-a-growing-business';
const SHARED = {
  author: { label: 'Maya Chen', id: 'maya-chen' },
  date: '2026-01-15',
  category: 'Guide' as Category,
  heroImage: '/images/blog/understanding-ebitda.svg',
  related: { label: /^Understanding EBITDA/, slug: 'understanding-ebitda' },
};
const TEXT = {
  en: {
    title: 'Cash Flow Forecasting for a Growing Business',
    excerpt: 'How to build a thirteen-week cash flow forecast that lenders trust and that owners actually use.',
    type: 'Guide',
    heroAlt: 'A chart of weekly cash coming in and going out',
    question: 'How do I forecast cash flow for my business?',
    intro: 'A cash flow forecast is a plan for the money coming in and going out, week by week.',
    heading: 'Start with receipts',
    paragraph: 'List what each customer owes you and the week they usually pay.',
  },
  fr: {
    title: 'Prévoir ses flux de trésorerie dans une entreprise en croissance',
    excerpt: 'Comment bâtir une prévision de trésorerie sur treize semaines qui inspire confiance aux prêteurs.',
    type: 'Guide',
    heroAlt: 'Un graphique des entrées et des sorties de fonds, semaine par semaine',
    question: 'Comment prévoir la trésorerie de mon entreprise\u00a0?',
    intro: 'Une prévision de trésorerie planifie les entrées et les sorties de fonds, semaine par semaine.',
    heading: 'Commencer par les encaissements',
    paragraph: 'Dressez la liste des sommes que chaque client vous doit et de la semaine où il paie d’habitude.',
  },
};
const FILES = { en: `content/blog/${SLUG}.mdx`, fr: `content/blog/fr/${SLUG}.mdx` };

/** Fills what a language writes of its own: the translatable fields, a chat question and the body. */
async function writeLanguage(page: Page, editor: Locator, text: (typeof TEXT)['en']) {
  await type(field(editor, 'Title').getByRole('textbox'), text.title);
  await type(field(editor, 'Excerpt').getByRole('textbox'), text.excerpt);
  await type(field(editor, 'Label on cards').getByRole('textbox'), text.type);
  await type(field(editor, 'Hero alternative text').getByRole('textbox'), text.heroAlt);
  const questions = await reveal(editor, 'Chat questions');
  // Disabled when the list's items are not translatable: the language could not have questions of its own.
  await expect(questions.getByRole('button', { name: /^Add/ })).toBeEnabled();
  await questions.getByRole('button', { name: /^Add/ }).click();
  await questions.getByRole('textbox', { name: 'Question' }).fill(text.question);
  // The body is a rich-text editor: typed as an editor types, "## " making a heading.
  const body = await reveal(editor, 'Body');
  await body.getByRole('textbox', { name: 'Body' }).click();
  for (const [i, line] of [text.intro, `## ${text.heading}`, text.paragraph].entries()) {
    if (i) await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
}

/**
 * The parts of an article the preview draws, found by the same selectors in the preview and on a built article
 * page; `box` compares their width too (the others are as wide as their words).
 */
const PARTS = {
  header: { selector: 'article > header', box: true },
  headerColumn: { selector: 'article > header > div', box: true },
  back: { selector: 'article > header > div > a', box: false },
  meta: { selector: 'article > header p:has(time)', box: true },
  category: { selector: 'article [data-category-tag]', box: false },
  title: { selector: 'article h1', box: true },
  excerpt: { selector: 'article [data-excerpt]', box: true },
  authorName: { selector: 'article [data-author] span', box: false },
  hero: { selector: 'article > header + div > :first-child', box: true },
  body: { selector: 'article [data-article-body]', box: true },
  paragraph: { selector: 'article [data-article-body] > p', box: true },
  section: { selector: 'article [data-article-body] > section', box: true },
  heading: { selector: 'article [data-article-body] > section > h2', box: true },
  sectionText: { selector: 'article [data-article-body] > section > h2 + p', box: true },
};
const STYLE = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'color',
  'backgroundColor',
  'backgroundImage',
  'marginTop',
  'paddingTop',
  'paddingLeft',
  'borderRadius',
] as const;

/** Each part's computed style (and width) in a page or frame; null for a part it lacks. */
const looks = (target: Page | Frame) =>
  target.evaluate(
    ([parts, style]) =>
      Object.fromEntries(
        Object.entries(parts).map(([name, { selector, box }]) => {
          const el = document.querySelector(selector);
          if (!el) return [name, null];
          const computed = getComputedStyle(el);
          const props: Record<string, string | number> = Object.fromEntries(style.map((p) => [p, computed[p]]));
          if (box) props.width = Math.round(el.getBoundingClientRect().width);
          return [name, props];
        }),
      ),
    [PARTS, STYLE] as const,
  );

/**
 * The preview of the pane's language shows what was typed and chosen as the article page shows it, and looks like
 * a built article page of that language (understanding-ebitda, by the same author) opened at the preview's width
 * in a browser of its own (no cached web font, as in the editor's).
 */
async function expectArticlePreview(page: Page, browser: Browser, locale: Locale, testInfo: TestInfo) {
  const preview = page.frameLocator(PREVIEW);
  const t = { en: enBlog, fr: frBlog }[locale];
  const text = TEXT[locale];
  const authors = JSON.parse(readFileSync(join(ROOT, 'content/authors.json'), 'utf8'));
  const author = authorIn(
    authors.find((a: { id: string }) => a.id === SHARED.author.id),
    locale,
  );
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(text.title);
  await expect(preview.locator('html')).toHaveAttribute('lang', LOCALE_META[locale].htmlLang);
  await expect(preview.locator('[data-excerpt]')).toHaveText(text.excerpt);
  await expect(preview.getByRole('link', { name: t.article.back })).toHaveAttribute(
    'href',
    locale === 'fr' ? '/fr/blog' : '/blog',
  );
  await expect(preview.locator('[data-category-tag]')).toHaveText(t.card.categories[SHARED.category]);
  await expect(preview.locator('time')).toHaveText(formatDate(new Date(SHARED.date), LOCALE_META[locale].intl));
  await expect(preview.locator('[data-read-time]')).toHaveText(fill(t.article.readTime, { n: 1 }));
  await expect(preview.locator(`[data-author="${SHARED.author.id}"]`)).toHaveText(`${author.name}${author.role}`);
  const hero = preview.getByRole('img', { name: text.heroAlt });
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText(text.heading);
  await expect(preview.locator('[data-article-body] > p')).toHaveText(text.intro);
  await expect(preview.locator('[data-article-body] > section > p')).toHaveText(text.paragraph);

  const frame = await (await page.locator(PREVIEW).elementHandle())!.contentFrame();
  const width = await frame!.evaluate(() => window.innerWidth);
  const reader = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width, height: 800 } });
  try {
    const built = await reader.newPage();
    await built.goto(articleUrl('understanding-ebitda', locale));
    const expected = await looks(built);
    expect(Object.values(expected).every(Boolean)).toBe(true);
    expect(await looks(frame!)).toEqual(expected);
  } finally {
    await reader.close();
  }
  await testInfo.attach(`preview-${locale}.png`, { body: await page.screenshot(), contentType: 'image/png' });
}

test.describe('the content editor writes an article and its translation the site builds', () => {
  test('created in the CMS UI on the local repository, in English then French, saved as two valid files', async ({
    page,
    browser,
  }, testInfo) => {
    // A 2 MB editor and 60 articles to load; with CMS_PROOF_BUILD, a whole build of the site.
    test.setTimeout(BUILD ? 600_000 : 120_000);
    // The local repository: every collection of the configuration lives under content/.
    const config = await (await page.request.get('/cms/config.yml')).json();
    const paths = config.collections.flatMap((c: { folder?: string; files?: { file: string }[] }) =>
      c.folder ? [c.folder] : (c.files ?? []).map((f) => f.file),
    );
    expect(paths.filter((p: string) => !p.startsWith('content/'))).toEqual([]);
    const before = filesUnder(ROOT, 'content');
    const articles = before.filter((f) => /^content\/blog\/[^/]+\.mdx$/.test(f.path)).length;

    await openLocalRepository(page, before);
    // The collection list counts the articles it read from the copy.
    const collection = page.getByRole('treeitem', { name: 'Articles' });
    await expect(collection).toHaveText(new RegExp(`Articles\\s+${articles}\\s*$`), { timeout: 30_000 });
    expect(await pickerCalls(page)).toBe(1);

    await page.getByRole('button', { name: 'Create New Entry' }).click();
    const english = pane(page, 'English');
    await writeLanguage(page, english, TEXT.en);
    // What both languages share is chosen once, in English.
    await field(english, 'Author').getByRole('radio', { name: SHARED.author.label }).check();
    await field(english, 'Publication date').getByRole('textbox').fill(SHARED.date);
    await field(english, 'Category').getByRole('radio', { name: SHARED.category }).check();
    await field(english, 'Hero illustration').getByRole('textbox').fill(SHARED.heroImage);
    await (await reveal(english, 'Related articles')).getByRole('combobox').click();
    await page.getByRole('option', { name: SHARED.related.label }).click();
    await expectArticlePreview(page, browser, 'en', testInfo);

    await english.getByRole('radiogroup', { name: 'Switch Locale' }).getByRole('radio', { name: 'French' }).click();
    const french = pane(page, 'French');
    await expect(french).toBeVisible();
    // The shared choices show in French, read-only.
    await expect(field(french, 'Author').getByRole('radio', { name: SHARED.author.label })).toBeChecked();
    await writeLanguage(page, french, TEXT.fr);
    await (await reveal(french, 'Translation of (the English slug)')).getByRole('textbox').fill(SLUG);
    await expectArticlePreview(page, browser, 'fr', testInfo);

    await page.getByRole('toolbar', { name: 'Primary' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible();
    await expect(collection).toHaveText(new RegExp(`Articles\\s+${articles + 1}\\s*$`));
    await expect(page.getByRole('row', { name: new RegExp(`^${escapeRegExp(TEXT.en.title)}`) })).toBeVisible();

    // Two files, where the collections read them, and nothing else touched.
    const { written, removed } = changes(before, await readCopy(page, 'content'));
    expect(removed).toEqual([]);
    expect(written.map((f) => f.path).sort()).toEqual([FILES.en, FILES.fr]);
    const file = (locale: 'en' | 'fr') => written.find((f) => f.path === FILES[locale])!;
    for (const locale of ['en', 'fr'] as const)
      await testInfo.attach(FILES[locale], { body: file(locale).text, contentType: 'text/markdown' });

    // The collections' schemas, references resolved as Astro resolves them: an author of content/authors.json,
    // related articles of the same language, the English original of a translation.
    const authors = JSON.parse(readFileSync(join(ROOT, 'content/authors.json'), 'utf8')) as { id: string }[];
    const entries = (dir: string) =>
      [...before, ...written]
        .filter((f) => dirname(f.path) === dir && f.path.endsWith('.mdx'))
        .map((f) => ({ id: f.path.replace(/^.*\/|\.mdx$/g, ''), data: read(f).data }));
    const ids = (dir: string) => new Set(entries(dir).map((e) => e.id));
    const ref = (known: Set<string>) =>
      z
        .string()
        .refine((id) => known.has(id), 'not an entry of its collection')
        .transform((id) => ({ id }));
    const enIds = ids('content/blog');
    const frIds = ids('content/blog/fr');
    const en = read(file('en'));
    const fr = read(file('fr'));
    const author = ref(new Set(authors.map((a) => a.id)));
    const enData = articleSchema({ author, article: ref(enIds) }).parse(en.data);
    const frData = translationSchema({ author, article: ref(frIds), original: ref(enIds) }).parse(fr.data);

    // What the editor typed and chose, in the right file.
    for (const [data, text] of [
      [enData, TEXT.en],
      [frData, TEXT.fr],
    ] as const) {
      expect(data).toMatchObject({
        title: text.title,
        excerpt: text.excerpt,
        type: text.type,
        heroAlt: text.heroAlt,
        questions: [text.question],
        author: { id: SHARED.author.id },
        category: SHARED.category,
        heroImage: SHARED.heroImage,
        related: [{ id: SHARED.related.slug }],
        draft: false,
      });
      expect(data.date.toISOString().slice(0, 10)).toBe(SHARED.date);
    }
    expect(en.data).not.toHaveProperty('translationOf');
    expect(frData.translationOf).toEqual({ id: SLUG });
    expect(en.body).toContain(`${TEXT.en.intro}\n\n## ${TEXT.en.heading}\n\n${TEXT.en.paragraph}`);
    expect(fr.body).toContain(`${TEXT.fr.intro}\n\n## ${TEXT.fr.heading}\n\n${TEXT.fr.paragraph}`);

    // The build's own checks: each language pairs with the other, the hero illustration exists.
    const translations = entries('content/blog/fr').map(({ id, data }) => ({
      id,
      data: { translationOf: { id: String(data.translationOf) } },
    }));
    expect(() => checkPairs(entries('content/blog'), translations)).not.toThrow();
    expect(existsSync(join(ROOT, 'public', SHARED.heroImage))).toBe(true);

    // The chat index, which the build writes from the same files with its own reader, takes both.
    const blogCopy = mkdtempSync(join(tmpdir(), 'cms-blog-'));
    try {
      for (const f of [...before, ...written].filter((f) => f.path.startsWith('content/blog/'))) {
        const to = join(blogCopy, f.path.slice('content/blog/'.length));
        mkdirSync(dirname(to), { recursive: true });
        writeFileSync(to, f.text);
      }
      for (const locale of ['en', 'fr'] as const) {
        const indexed = readArticles(locale === 'en' ? blogCopy : join(blogCopy, 'fr'), new Date(), locale);
        expect(indexed.find((a) => a.slug === SLUG)).toMatchObject({
          title: TEXT[locale].title,
          url: articleUrl(SLUG, locale),
          questions: [TEXT[locale].question],
        });
      }
    } finally {
      rmSync(blogCopy, { recursive: true, force: true });
    }

    if (!BUILD) return;
    // `npm run build` on the checkout with the two files: both pages, each naming the other (hreflang).
    const copy = copyOfCheckout(written);
    try {
      const started = Date.now();
      await promisify(execFile)('npm', ['run', 'build'], {
        cwd: copy,
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
        maxBuffer: 64 * 1024 * 1024,
      });
      testInfo.annotations.push({ type: 'npm run build', description: `${(Date.now() - started) / 1000} s` });
      const links = [
        `${LOCALE_META.en.hreflang} ${siteConfig.siteUrl}${articleUrl(SLUG, 'en')}`,
        `${LOCALE_META.fr.hreflang} ${siteConfig.siteUrl}${articleUrl(SLUG, 'fr')}`,
        `x-default ${siteConfig.siteUrl}${articleUrl(SLUG, 'en')}`,
      ];
      for (const locale of ['en', 'fr'] as const) {
        const html = readFileSync(join(copy, 'dist', `${articleUrl(SLUG, locale)}.html`), 'utf8');
        expect(html).toContain(`<html lang="${LOCALE_META[locale].htmlLang}"`);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(TEXT[locale].title)}`));
        expect(html).toContain(TEXT[locale].paragraph);
        const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
        expect(alternates.map(([, lang, href]) => `${lang} ${href}`)).toEqual(links);
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  test('the legal texts keep the editor’s own preview: the article page’s styles stay in the article’s', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openLocalRepository(page, filesUnder(ROOT, 'content'));
    await page.getByRole('treeitem', { name: /^Legal texts/ }).click();
    await page.getByRole('row', { name: /^Terms of Service/ }).click();
    const preview = page.getByRole('document', { name: 'Content Preview' });
    // Sveltia's own field-by-field preview in the page (with registerPreviewStyle it would be a frame in the
    // site's reset, which strips these labels and the text's headings of their look).
    await expect(preview.getByRole('heading', { name: 'Title', level: 4 })).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByRole('heading', { name: 'Getting started' })).toHaveCSS('font-weight', '700');
    await expect(page.locator(PREVIEW)).toHaveCount(0);
  });
});
