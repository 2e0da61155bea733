import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { translationSchema } from '~/lib/blog-schema';
import { checkPairs } from '~/lib/blog';

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

describe('French articles keep the facts of their original', () => {
  const body = (file: string) => readFileSync(join(root, file), 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
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
