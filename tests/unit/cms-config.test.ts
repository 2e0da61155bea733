/**
 * The content editor cannot drift from the content schemas: every frontmatter field of src/content.config.ts
 * (articles and translations, authors, legal texts) is in the CMS configuration, with the same required fields,
 * patterns, categories and limits, and nothing the schemas would reject is offered.
 */
import { describe, expect, it, vi } from 'vitest';
import { z } from 'astro/zod';
import { authorSchema, legalSchema } from '~/content.config';
import { CATEGORIES } from '~/lib/blog';
import { articleSchema, translationSchema } from '~/lib/blog-schema';
import { AVATAR_PATTERN, cmsConfigFor, HERO_IMAGE_PATTERN, SLUG_PATTERN } from '~/lib/cms-config';

// The collections module as Astro builds it, with plain strings for references.
vi.mock('astro:content', () => ({ defineCollection: (c: unknown) => c, reference: () => z.string() }));

const config = cmsConfigFor({ repo: 'owner/site', branch: 'main', siteUrl: 'https://example.com' });
type Field = {
  name: string;
  widget?: string;
  required?: boolean | string[];
  pattern?: [string, string];
  options?: string[];
  minlength?: number;
  maxlength?: number;
  max?: number;
  fields?: readonly Field[];
  field?: Field;
  collection?: string;
  i18n?: boolean | string;
};
const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const byName = (fields: readonly Field[]) => new Map(fields.map((f) => [f.name, f]));

const ref = z.string();
const article = translationSchema({ author: ref, article: ref, original: ref });
const english = articleSchema({ author: ref, article: ref });

/** A schema field is optional when an entry may leave it out. */
const optional = (field: z.ZodType) => field.safeParse(undefined).success;
const required = (f: Field) => f.required === undefined || f.required === true;

function sameFields(schema: z.ZodObject, fields: readonly Field[], extra: string[] = []) {
  expect([...byName(fields).keys()].sort()).toEqual([...Object.keys(schema.shape), ...extra].sort());
}

describe('the CMS configuration follows the content schemas', () => {
  const blog = collection('blog');
  const fields = byName(blog.fields as readonly Field[]);

  it('articles: every frontmatter field of a translation, and the body', () => {
    sameFields(article, blog.fields as readonly Field[], ['body']);
    // The English schema is the translation's without translationOf.
    expect(Object.keys(article.shape).filter((k) => !(k in english.shape))).toEqual(['translationOf']);
  });

  it('articles: required where the schema requires, optional where it has a default or may be left out', () => {
    for (const [name, field] of Object.entries(english.shape as Record<string, z.ZodType>))
      expect(required(fields.get(name)!), name).toBe(!optional(field));
    // translationOf: required on French files only.
    expect(fields.get('translationOf')!.required).toEqual(['fr']);
  });

  it('articles: the category list, the slug and image patterns, the limits of the schema', () => {
    expect(fields.get('category')!.options).toEqual([...CATEGORIES]);
    expect(fields.get('heroImage')!.pattern![0]).toBe(HERO_IMAGE_PATTERN.source);
    expect(fields.get('translationOf')!.pattern![0]).toBe(SLUG_PATTERN.source);
    expect(blog.slug!.pattern[0]).toBe(SLUG_PATTERN.source);
    expect(fields.get('related')).toMatchObject({ widget: 'relation', collection: 'blog', max: 2 });
    expect(fields.get('author')).toMatchObject({ widget: 'relation', collection: 'authors' });
    expect(fields.get('questions')).toMatchObject({ widget: 'list', max: 12 });
    // What the CMS accepts, the schema accepts (and the other way round) at the limits.
    const title = fields.get('title')!;
    const titleOk = (n: number) => english.shape.title.safeParse('x'.repeat(n)).success;
    expect([titleOk(title.minlength!), titleOk(title.minlength! - 1)]).toEqual([true, false]);
    expect([titleOk(title.maxlength!), titleOk(title.maxlength! + 1)]).toEqual([true, false]);
    const alt = fields.get('heroAlt')!;
    const altOk = (n: number) => english.shape.heroAlt.safeParse('x'.repeat(n)).success;
    expect([altOk(alt.maxlength!), altOk(alt.maxlength! + 1)]).toEqual([true, false]);
  });

  it('articles: a translation edits its own lists (the chat questions), items included', () => {
    const lists = (blog.fields as readonly Field[]).filter((f) => f.widget === 'list' && f.i18n === true);
    expect(lists.map((f) => f.name)).toEqual(['questions']);
    // An item field without i18n leaves the list read-only in the French pane: no question can be added there.
    for (const list of lists)
      expect([list.field, ...(list.fields ?? [])].filter(Boolean).every((f) => f!.i18n === true)).toBe(true);
  });

  it('articles and translations share one entry: English in content/blog, French in content/blog/fr', () => {
    expect(blog.folder).toBe('content/blog');
    expect(blog.extension).toBe('mdx');
    expect(config.i18n).toMatchObject({
      structure: 'multiple_folders',
      locales: ['en', 'fr'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
  });

  it('authors: every field of content/authors.json, the id pattern and the French block', () => {
    const list = (collection('authors') as { files: { fields: Field[] }[] }).files[0].fields[0];
    sameFields(authorSchema, list.fields!);
    const author = byName(list.fields!);
    expect(author.get('id')!.pattern![0]).toBe(SLUG_PATTERN.source);
    expect(author.get('avatar')!.pattern![0]).toBe(AVATAR_PATTERN.source);
    expect(required(author.get('avatar')!)).toBe(false);
    const fr = authorSchema.shape.fr as unknown as z.ZodObject;
    sameFields(fr, author.get('fr')!.fields!);
    // The patterns the CMS checks are the schema's: the same values pass and fail.
    for (const id of ['maya-chen', 'Maya', 'a--b', 'x1'])
      expect(SLUG_PATTERN.test(id), id).toBe(authorSchema.shape.id.safeParse(id).success);
  });

  it('legal texts: terms and privacy, both languages, every field of the schema and the body', () => {
    const legal = collection('legal') as { files: { name: string; file: string; fields: readonly Field[] }[] };
    expect(legal.files.map((f) => f.file)).toEqual([
      'content/legal/{{locale}}/terms.md',
      'content/legal/{{locale}}/privacy.md',
    ]);
    for (const file of legal.files) sameFields(legalSchema, file.fields, ['body']);
  });

  it('signs in with GitHub, on the configured repository and branch', () => {
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main' });
  });
});
