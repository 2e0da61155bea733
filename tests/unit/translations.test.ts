import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { translationSchema } from '~/lib/blog-schema';
import { checkPairs, countWords } from '~/lib/blog';

const root = join(import.meta.dirname, '../..');
const slugs = (dir: string) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => f.replace(/\.mdx$/, ''))
    .sort();

const en = (...ids: string[]) => ids.map((id) => ({ id }));
const fr = (...pairs: [string, string][]) => pairs.map(([id, of]) => ({ id, data: { translationOf: { id: of } } }));

describe('articles in both languages', () => {
  it('pair up, slug for slug', () => {
    expect(() => checkPairs(en('a', 'b'), fr(['a', 'a'], ['b', 'b']))).not.toThrow();
  });

  it('fail the build on a translation without an original, naming the file', () => {
    expect(() => checkPairs(en('a'), fr(['a', 'a'], ['c', 'c']))).toThrow(
      'content/blog/fr/c.mdx: no English original content/blog/c.mdx',
    );
  });

  it('fail the build on an original without its translation, naming the file', () => {
    expect(() => checkPairs(en('a', 'b'), fr(['a', 'a']))).toThrow(
      'content/blog/b.mdx: no French translation content/blog/fr/b.mdx',
    );
  });

  it('fail the build on a translation that names another original', () => {
    expect(() => checkPairs(en('a', 'b'), fr(['a', 'b'], ['b', 'b']))).toThrow(
      'content/blog/fr/a.mdx: translationOf "b" must be its own slug, "a"',
    );
  });

  it('every English article has its French translation in the repository, and the legal texts too', () => {
    expect(slugs('content/blog/fr')).toEqual(slugs('content/blog'));
    for (const id of ['privacy', 'terms'])
      expect(readFileSync(join(root, `content/legal/fr/${id}.md`), 'utf8')).toMatch(/^---\ntitle: /);
  });

  it('a translation must say which original it translates', () => {
    const schema = translationSchema({ author: z.string(), article: z.string(), original: z.string() });
    const data = {
      title: 'Le guide du financement par emprunt',
      author: 'maya-chen',
      date: new Date('2025-03-03'),
      category: 'Guide',
      type: 'Guide',
      heroImage: '/images/blog/debt-financing-guide.svg',
      heroAlt: 'Illustration d’un graphique de croissance',
    };
    expect(schema.safeParse(data).success).toBe(false);
    expect(schema.safeParse({ ...data, translationOf: 'debt-financing-guide' }).success).toBe(true);
  });
});

const body = (file: string) => readFileSync(join(root, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');

describe('French articles keep the facts of their original', () => {
  const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

  it.each(slugs('content/blog'))('%s: same sections, lists and tables; links stay in French', (slug) => {
    const english = body(`content/blog/${slug}.mdx`);
    const french = body(`content/blog/fr/${slug}.mdx`);
    for (const re of [/^#{2,3} /gm, /^\|/gm, /^\s*[-*] /gm, /^\s*\d+\. /gm])
      expect(count(french, re), String(re)).toBe(count(english, re));
    // Every site link of a French article lands on a French page.
    for (const [, href] of french.matchAll(/\]\((\/[^)]*)\)/g)) expect(href).toMatch(/^\/fr(\/|$)/);
  });
});

// The words that give a language away: a paragraph with more English ones than French ones is untranslated.
const ENGLISH = new Set([
  'the',
  'and',
  'of',
  'to',
  'is',
  'are',
  'you',
  'your',
  'with',
  'for',
  'that',
  'this',
  'it',
  'on',
  'or',
  'be',
  'can',
  'will',
  'from',
  'we',
  'our',
  'they',
  'their',
  'when',
  'what',
  'how',
  'in',
  'an',
  'at',
  'by',
]);
const FRENCH = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'de',
  'et',
  'est',
  'un',
  'une',
  'vous',
  'votre',
  'vos',
  'pour',
  'que',
  'qui',
  'dans',
  'sur',
  'avec',
  'au',
  'aux',
  'ce',
  'cette',
  'ces',
  'nous',
  'notre',
  'ou',
  'pas',
  'plus',
  'par',
  'se',
  'sont',
  'il',
  'elle',
  'leur',
  'leurs',
]);

/** English and French function words in a paragraph, links' targets and code left out. */
function functionWords(paragraph: string) {
  const words = paragraph
    .replace(/\]\([^)]*\)/g, ']')
    .toLowerCase()
    .split(/[^\p{L}’']+/u)
    .map((w) => w.replace(/^[ldjnsc]['’]/, ''));
  return { english: words.filter((w) => ENGLISH.has(w)).length, french: words.filter((w) => FRENCH.has(w)).length };
}

describe('French text is French', () => {
  const frenchFiles = [
    ...slugs('content/blog/fr').map((s) => `content/blog/fr/${s}.mdx`),
    'content/legal/fr/terms.md',
    'content/legal/fr/privacy.md',
  ];

  it.each(frenchFiles)('%s: no paragraph has more English function words than French ones', (file) => {
    const paragraphs = body(file)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p && !p.startsWith('|'));
    const english = paragraphs.filter((p) => {
      const { english: en, french: fr } = functionWords(p);
      return en >= 2 && en > fr;
    });
    expect(english).toEqual([]);
  });

  it('the check catches an untranslated paragraph', () => {
    const { english, french } = functionWords('Lenders look at the revenue and the credit of your business.');
    expect(english).toBeGreaterThan(french);
  });

  it.each(slugs('content/blog/fr'))('%s: at least 250 words in French', (slug) => {
    expect(countWords(body(`content/blog/fr/${slug}.mdx`))).toBeGreaterThanOrEqual(250);
  });

  it.each(['terms', 'privacy'])('legal/fr/%s.md has every section of the English text', (id) => {
    const headings = (file: string) => body(file).match(/^#{2,3} /gm)?.length ?? 0;
    expect(headings(`content/legal/fr/${id}.md`)).toBe(headings(`content/legal/${id}.md`));
  });
});
