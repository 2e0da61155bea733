import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markdownToHtml } from 'satteri';
import { z } from 'astro/zod';
import { describe, expect, it, vi } from 'vitest';
import { keywordLinks } from '~/data/keyword-links';
import { authorSchema } from '~/content.config';
import { articleSchema } from '~/lib/blog-schema';
import {
  articleUrl,
  authorIn,
  countWords,
  featuredFor,
  introduction,
  isPublished,
  pickRelated,
  readMinutes,
  readTimeLabel,
  tabFromQuery,
  BLOG_TABS,
} from '~/lib/blog';
import { formatDate } from '~/lib/format';
import { findKeywords, keywordLinksPlugin } from '~/lib/keyword-links-plugin';
import { sectionizePlugin } from '~/lib/sectionize-plugin';

// content.config.ts also defines the collections; outside Astro its virtual module is replaced by a stand-in.
vi.mock('astro:content', () => ({ defineCollection: (c: unknown) => c, reference: () => z.string() }));

const contentDir = join(import.meta.dirname, '../../content/blog');

// In the site the references are Astro's reference('authors') / reference('blog'); plain strings stand in here.
const schema = articleSchema({ author: z.string(), article: z.string() });
const valid = {
  title: 'The Debt Financing Guide for Growing Businesses',
  excerpt: 'How borrowing works, what it costs and how to get ready for lenders.',
  author: 'maya-chen',
  date: new Date('2025-03-03'),
  category: 'Guide',
  type: 'Guide',
  heroImage: '/images/blog/debt-financing-guide.svg',
  heroAlt: 'Illustration of a rising growth chart',
  related: ['business-lines-of-credit'],
  draft: false,
};

/** The message Astro prints under the file name: one line per issue, naming the field. */
const messages = (data: unknown) => {
  const result = schema.safeParse(data);
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
};

describe('article frontmatter schema', () => {
  it('accepts a complete frontmatter and defaults related and draft', () => {
    expect(schema.parse(valid).title).toBe(valid.title);
    const { related: _r, draft: _d, excerpt: _e, ...minimal } = valid;
    expect(schema.parse(minimal)).toMatchObject({ related: [], draft: false });
  });

  it('rejects an unknown key (e.g. a typo) and names it', () => {
    expect(messages({ ...valid, heroimage: '/images/blog/x.svg' })).toMatch(/Unrecognized key: "heroimage"/);
  });

  it('rejects a category outside the four and names the field', () => {
    expect(messages({ ...valid, category: 'News' })).toMatch(
      /^category: Invalid option: expected one of "Press Release"\|"Guide"\|"Case Study"\|"Insights"/,
    );
  });

  it('names every missing required field', () => {
    const text = messages({ excerpt: valid.excerpt });
    for (const field of ['title', 'author', 'category', 'type', 'heroImage', 'heroAlt'])
      expect(text).toContain(`${field}:`);
  });

  it('rejects a hero image outside /images/blog/ and a bad date', () => {
    expect(messages({ ...valid, heroImage: 'hero.png' })).toContain(
      'heroImage: must be a path like /images/blog/<slug>.svg',
    );
    expect(messages({ ...valid, date: 'someday' })).toMatch(/^date: Invalid input: expected date/);
  });

  it('rejects more than two related articles', () => {
    expect(messages({ ...valid, related: ['a', 'b', 'c'] })).toMatch(/^related: Too big/);
  });

  it('documents every field', () => {
    for (const [key, field] of Object.entries(schema.shape)) expect(field.description, key).toBeTruthy();
  });

  it('checks authors, with an optional portrait and their French role', () => {
    const fr = { role: 'Boundless AI' };
    expect(
      authorSchema.parse({ id: 'boundless-team', name: 'Boundless AI Team', role: 'Boundless AI', fr }).avatar,
    ).toBeUndefined();
    expect(authorSchema.safeParse({ id: 'x', name: 'X Y', role: 'Writer', fr, avatar: 'me.jpg' }).success).toBe(false);
    expect(authorSchema.safeParse({ id: 'x', name: 'X Y', role: 'Writer' }).success).toBe(false);
  });
});

describe('publishing', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it('publishes past and same-day articles, not drafts or future ones', () => {
    expect(isPublished({ date: new Date('2025-06-01'), draft: false }, now)).toBe(true);
    expect(isPublished({ date: new Date('2025-05-01') }, now)).toBe(true);
    expect(isPublished({ date: new Date('2025-05-01'), draft: true }, now)).toBe(false);
    expect(isPublished({ date: new Date('2025-06-02'), draft: false }, now)).toBe(false);
  });
  it('routes the ABL article to /abl and the others under /blog', () => {
    expect(articleUrl('abl')).toBe('/abl');
    expect(articleUrl('debt-financing-guide')).toBe('/blog/debt-financing-guide');
  });
  it('formats dates as calendar days', () => {
    expect(formatDate(new Date('2025-03-03'))).toBe('March 3, 2025');
  });
});

describe('read time', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('is words / 220 rounded up, at least 1', () => {
    expect(readMinutes(words(220))).toBe(1);
    expect(readMinutes(words(221))).toBe(2);
    expect(readMinutes(words(1100))).toBe(5);
    expect(readMinutes('')).toBe(1);
  });

  it('does not count Markdown syntax or link targets as words', () => {
    expect(
      countWords(
        '## A heading\n\n- **Bold** item with [a link](/blog/some-long-slug)\n\n| a | b |\n|---|---|\n| c | d |',
      ),
    ).toBe(11);
  });

  it("is always '2 min read' for press releases", () => {
    expect(readTimeLabel(words(900), 'Press Release')).toBe('2 min read');
    expect(readTimeLabel(words(900), 'Guide')).toBe('5 min read');
    expect(readTimeLabel(words(900), 'Guide', '{n}\u00a0min de lecture')).toBe('5\u00a0min de lecture');
    expect(readTimeLabel(words(900), 'Press Release', '{n}\u00a0min de lecture')).toBe('2\u00a0min de lecture');
  });

  it.each([
    ['debt-financing-guide', 5],
    ['why-accounting-for-small-business-matters', 4],
    ['5-ways-to-manage-cashflow-for-seasonal-businesses', 6],
    ['business-loans-vs-line-of-credit-guide', 5],
    ['how-to-write-a-business-plan-step-by-step-guide', 8],
  ])('the known article %s reads in %i min', (slug, minutes) => {
    const body = readFileSync(join(contentDir, `${slug}.mdx`), 'utf8').replace(/^---[\s\S]*?\n---\s*\n/, '');
    expect(readMinutes(body)).toBe(minutes);
  });

  it('the two known press releases are press releases (2 min read)', () => {
    for (const slug of ['boundless-ai-highbeam-partnership', 'boundless-ai-airwallex-partnership']) {
      expect(readFileSync(join(contentDir, `${slug}.mdx`), 'utf8')).toMatch(/^category: Press Release$/m);
    }
  });
});

describe('related articles', () => {
  const all = ['a', 'b', 'c', 'd'].map((slug) => ({ slug }));
  const slugs = (list: { slug: string }[]) => list.map((a) => a.slug);

  it('takes the fixed related articles first', () => {
    expect(slugs(pickRelated('a', ['d', 'c'], all))).toEqual(['d', 'c']);
  });
  it('fills up with the first other articles', () => {
    expect(slugs(pickRelated('a', [], all))).toEqual(['b', 'c']);
    expect(slugs(pickRelated('b', ['d'], all))).toEqual(['d', 'a']);
  });
  it('skips itself, duplicates and unpublished fixed slugs', () => {
    expect(slugs(pickRelated('a', ['a', 'gone', 'c', 'c'], all))).toEqual(['c', 'b']);
  });
});

describe('index tabs', () => {
  it.each([
    ['guides', 'guides'],
    ['GUIDES', 'guides'],
    ['Guide', 'guides'],
    ['press-releases', 'press-releases'],
    ['Press Release', 'press-releases'],
    ['case studies', 'case-studies'],
    ['insights', 'market-insights'],
    ['Market-Insights', 'market-insights'],
    ['Market Insights', 'market-insights'],
    ['all', 'all'],
  ])('?category=%s preselects %s', (query, id) => {
    expect(tabFromQuery(query)?.id).toBe(id);
  });
  it('ignores unknown or empty values', () => {
    expect(tabFromQuery('recipes')).toBeNull();
    expect(tabFromQuery('')).toBeNull();
    expect(tabFromQuery(null)).toBeNull();
  });
  it("features the Airwallex release on 'All', else the first article of the category", () => {
    const list = [
      { slug: 'newest-guide', category: 'Guide' },
      { slug: 'boundless-ai-airwallex-partnership', category: 'Press Release' },
      { slug: 'older-guide', category: 'Guide' },
    ];
    expect(featuredFor(BLOG_TABS[0], list)?.slug).toBe('boundless-ai-airwallex-partnership');
    expect(featuredFor(BLOG_TABS[3], list)?.slug).toBe('newest-guide');
    expect(featuredFor(BLOG_TABS[2], list)).toBeUndefined();
  });
  it('summarises an article without excerpt by its introduction', () => {
    expect(introduction('Cash is **king**. See [our guide](/blog/x).\n\n## Next\n\nMore.')).toBe(
      'Cash is king. See our guide.',
    );
    expect(introduction(`${'word '.repeat(100)}end`, 40)).toBe('word word word word word word word word…');
  });
});

describe('keyword auto-linking', () => {
  const links = [
    { keyword: 'EBITDA', href: '/blog/understanding-ebitda' },
    { keyword: 'business financing options', href: '/blog/understanding-business-financing-options' },
    { keyword: 'Small Business Administration', href: 'https://www.sba.gov/' },
  ];
  const newTab = { en: '(opens in a new tab)', fr: '(s’ouvre dans un nouvel onglet)' };
  const render = (md: string, file = '/site/content/blog/some-article.mdx') =>
    (
      markdownToHtml(md, {
        mdastPlugins: [keywordLinksPlugin({ en: links, fr: keywordLinks.fr }, newTab)],
        fileURL: new URL(`file://${file}`),
      }) as {
        html: string;
      }
    ).html;

  it('links only the first occurrence of each keyword, keeping the author’s wording', () => {
    const html = render('Lenders read ebitda first. Then EBITDA again.\n\nCompare business financing options here.');
    expect(html).toContain(
      '<a href="/blog/understanding-ebitda" data-keyword-link="">ebitda</a> first. Then EBITDA again.',
    );
    expect(html.match(/data-keyword-link/g)).toHaveLength(2);
  });

  it('never links inside headings or existing links, and links the next plain occurrence', () => {
    const html = render('## What EBITDA means\n\nSee [EBITDA basics](/elsewhere) and EBITDA here.');
    expect(html).toContain('<h2>What EBITDA means</h2>');
    expect(html).toContain(
      '<a href="/elsewhere">EBITDA basics</a> and <a href="/blog/understanding-ebitda" data-keyword-link="">EBITDA</a> here.',
    );
  });

  it('treats an earlier author link to the same target as the keyword’s link', () => {
    const html = render('Read [our EBITDA guide](/blog/understanding-ebitda). EBITDA matters.');
    expect(html).not.toContain('data-keyword-link');
  });

  it('does not link an article to itself', () => {
    expect(render('EBITDA is simple.', '/site/content/blog/understanding-ebitda.mdx')).not.toContain('<a');
  });

  it('matches whole words only', () => {
    expect(render('EBITDAR is a different measure.')).not.toContain('<a');
  });

  it('opens external reference pages in a new tab and says so', () => {
    expect(render('The Small Business Administration guarantees part.')).toContain(
      '<a href="https://www.sba.gov/" data-keyword-link="" target="_blank" rel="noopener noreferrer">Small Business Administration<span class="sr-only"> (opens in a new tab)</span></a>',
    );
  });

  it('finds several keywords in one text, earliest first', () => {
    const used = new Set<string>();
    const found = findKeywords('business financing options beat EBITDA talk', links, used);
    expect(found.map((m) => m.link.keyword)).toEqual(['business financing options', 'EBITDA']);
    expect(findKeywords('EBITDA again', links, used)).toEqual([]);
  });

  it('uses keywords whose internal targets are real articles, in the article’s language', () => {
    const slugs = new Set(readdirSync(contentDir).map((f) => f.replace(/\.mdx$/, '')));
    const frSlugs = new Set(readdirSync(join(contentDir, 'fr')).map((f) => f.replace(/\.mdx$/, '')));
    for (const { href } of keywordLinks.en.filter((l) => l.href.startsWith('/')))
      expect(slugs.has(href.replace('/blog/', ''))).toBe(true);
    for (const { href } of keywordLinks.fr.filter((l) => l.href.startsWith('/'))) {
      expect(href).toMatch(/^\/fr\/blog\//);
      expect(frSlugs.has(href.replace('/fr/blog/', ''))).toBe(true);
    }
  });

  it('links a French article with the French keywords to French pages, never to itself', () => {
    const html = render(
      'Le BAIIA compte. Les options de financement varient. La Small Business Administration garantit.',
      '/site/content/blog/fr/some-article.mdx',
    );
    expect(html).toContain('<a href="/fr/blog/understanding-ebitda" data-keyword-link="">BAIIA</a>');
    expect(html).toContain(
      '<a href="/fr/blog/understanding-business-financing-options" data-keyword-link="">options de financement</a>',
    );
    expect(html).toContain(
      'hreflang="en">Small Business Administration<span class="sr-only"> (s’ouvre dans un nouvel onglet)</span></a>',
    );
    expect(render('Le BAIIA compte.', '/site/content/blog/fr/understanding-ebitda.mdx')).not.toContain('<a');
  });
});

describe('article tables', () => {
  it('take keyboard focus, so a table wider than a phone scrolls without a mouse', () => {
    const md = '## Costs\n\n| Produit | Coût annuel |\n|---|---|\n| Avance de fonds aux commerçants | 55 % |\n';
    const { html } = markdownToHtml(md, {
      hastPlugins: [sectionizePlugin],
      fileURL: new URL('file:///site/content/blog/fr/abl.mdx'),
    }) as { html: string };
    expect(html).toMatch(/<section data-reveal="">\s*<h2>Costs<\/h2>\s*<table tabindex="0">/);
  });
});

describe('authors', () => {
  const maya = { id: 'maya-chen', name: 'Maya Chen', role: 'Head of Capital Markets', fr: { role: 'Directrice' } };
  const team = {
    id: 'team',
    name: 'Boundless AI Team',
    role: 'Boundless AI',
    fr: { name: 'L’équipe', role: 'Boundless AI' },
  };

  it('show their French role on French pages, and the French name where they have one', () => {
    expect(authorIn(maya, 'en')).toEqual(maya);
    expect(authorIn(maya, 'fr')).toMatchObject({ name: 'Maya Chen', role: 'Directrice' });
    expect(authorIn(team, 'fr')).toMatchObject({ name: 'L’équipe', role: 'Boundless AI' });
  });
});
