/**
 * The content editor's configuration (Sveltia CMS at /cms, served as /cms/config.yml): one editor for both
 * languages. Articles live in content/blog/<slug>.mdx and their French translations in content/blog/fr/<slug>.mdx
 * (the `multiple_folders` i18n structure with the default locale's folder left out), so the CMS writes the files
 * where the site already reads them and every URL stays. Every frontmatter field of the content schemas appears
 * here with its validation; tests/unit/cms-config.test.ts fails when a schema field is missing or differs.
 */
import { CATEGORIES } from './blog';

/** Slugs and author ids: lowercase words joined by hyphens (the content schemas' pattern). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A hero illustration: /images/blog/<slug>.svg under public/ (the article schema's pattern). */
export const HERO_IMAGE_PATTERN = /^\/images\/blog\/[a-z0-9-]+\.svg$/;
/** An author portrait: /images/authors/<id>.svg (the author schema's pattern). */
export const AVATAR_PATTERN = /^\/images\/authors\/[a-z0-9-]+\.svg$/;

const pattern = (re: RegExp, message: string): [string, string] => [re.source, message];
const day = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false } as const;

/** An article's frontmatter fields and its body, in the order of the schema (src/lib/blog-schema.ts). */
const articleFields = [
  { name: 'title', label: 'Title', widget: 'string', i18n: true, minlength: 5, maxlength: 120 },
  {
    name: 'excerpt',
    label: 'Excerpt',
    widget: 'text',
    i18n: true,
    required: false,
    minlength: 20,
    maxlength: 260,
    hint: 'One or two sentences for cards and meta descriptions; the introduction is used when empty.',
  },
  {
    name: 'author',
    label: 'Author',
    widget: 'relation',
    i18n: 'duplicate',
    collection: 'authors',
    file: 'authors',
    value_field: 'authors.*.id',
    display_fields: ['authors.*.name'],
    search_fields: ['authors.*.name'],
  },
  { name: 'date', label: 'Publication date', i18n: 'duplicate', ...day },
  {
    name: 'updated',
    label: 'Last reviewed',
    i18n: 'duplicate',
    required: false,
    hint: 'The day the facts were last reviewed (after the publication date).',
    ...day,
  },
  { name: 'category', label: 'Category', widget: 'select', i18n: 'duplicate', options: [...CATEGORIES] },
  { name: 'type', label: 'Label on cards', widget: 'string', i18n: true, minlength: 2, maxlength: 40 },
  {
    name: 'heroImage',
    label: 'Hero illustration',
    widget: 'string',
    i18n: 'duplicate',
    pattern: pattern(HERO_IMAGE_PATTERN, 'A path like /images/blog/<slug>.svg'),
  },
  { name: 'heroAlt', label: 'Hero alternative text', widget: 'string', i18n: true, minlength: 5, maxlength: 200 },
  {
    name: 'related',
    label: 'Related articles',
    widget: 'relation',
    i18n: 'duplicate',
    collection: 'blog',
    value_field: '{{slug}}',
    search_fields: ['title'],
    display_fields: ['title'],
    multiple: true,
    required: false,
    max: 2,
  },
  {
    name: 'questions',
    label: 'Chat questions',
    widget: 'list',
    i18n: true,
    required: false,
    max: 12,
    // Translatable items too: otherwise a list is read-only in French (no item can be added), and every French
    // article has questions of its own.
    field: { name: 'question', label: 'Question', widget: 'string', i18n: true, minlength: 8, maxlength: 160 },
    hint: 'Questions visitors ask in their own words that this article answers (the chat indexes them).',
  },
  { name: 'draft', label: 'Draft', widget: 'boolean', i18n: 'duplicate', default: false, required: false },
  {
    name: 'translationOf',
    label: 'Translation of (the English slug)',
    widget: 'string',
    i18n: true,
    required: ['fr'],
    pattern: pattern(SLUG_PATTERN, 'The English article’s slug: lowercase words joined by hyphens'),
    hint: 'French only: the slug of the English original, the same as this file’s name.',
  },
  { name: 'body', label: 'Body', widget: 'markdown', i18n: true },
] as const;

const legalFields = [
  { name: 'title', label: 'Title', widget: 'string', i18n: true },
  { name: 'updated', label: 'Last updated', i18n: 'duplicate', ...day },
  { name: 'description', label: 'Meta description', widget: 'text', i18n: true },
  { name: 'body', label: 'Text', widget: 'markdown', i18n: true },
] as const;

const authorFields = [
  { name: 'id', label: 'Id', widget: 'string', pattern: pattern(SLUG_PATTERN, 'Lowercase words joined by hyphens') },
  { name: 'name', label: 'Name', widget: 'string', minlength: 2 },
  { name: 'role', label: 'Job title', widget: 'string', minlength: 2 },
  {
    name: 'fr',
    label: 'In French',
    widget: 'object',
    fields: [
      { name: 'name', label: 'Name in French (a team)', widget: 'string', required: false, minlength: 2 },
      { name: 'role', label: 'Job title in French', widget: 'string', minlength: 2 },
    ],
  },
  {
    name: 'avatar',
    label: 'Portrait',
    widget: 'string',
    required: false,
    pattern: pattern(AVATAR_PATTERN, 'A path like /images/authors/<id>.svg'),
  },
] as const;

/** The whole configuration, for a repository and branch (src/config.ts) and the site's URL. */
export function cmsConfigFor({ repo, branch, siteUrl }: { repo: string; branch: string; siteUrl: string }) {
  return {
    // GitHub through Netlify's OAuth provider (Sveltia's default base_url, https://api.netlify.com).
    backend: { name: 'github', repo, branch },
    site_url: siteUrl,
    display_url: siteUrl,
    media_folder: 'public/images/blog',
    public_folder: '/images/blog',
    i18n: {
      structure: 'multiple_folders',
      locales: ['en', 'fr'],
      default_locale: 'en',
      // English at content/blog/<slug>.mdx, French at content/blog/fr/<slug>.mdx: the paths the site reads.
      omit_default_locale_from_file_path: true,
      omit_default_locale_from_preview_path: true,
    },
    // An optional field left empty is left out of the file (an English article has no translationOf).
    output: { omit_empty_optional_fields: true },
    collections: [
      {
        name: 'blog',
        label: 'Articles',
        label_singular: 'Article',
        folder: 'content/blog',
        extension: 'mdx',
        format: 'frontmatter',
        create: true,
        i18n: true,
        identifier_field: 'title',
        slug: {
          template: '{{title}}',
          editable: ['create'],
          pattern: pattern(SLUG_PATTERN, 'Lowercase words joined by hyphens'),
        },
        summary: '{{title}} ({{date}})',
        sortable_fields: ['date', 'title'],
        preview_path: 'blog/{{slug}}',
        fields: articleFields,
      },
      {
        name: 'authors',
        label: 'Authors',
        files: [
          {
            name: 'authors',
            label: 'Authors',
            file: 'content/authors.json',
            format: 'json',
            fields: [{ name: 'authors', label: 'Authors', widget: 'list', root: true, fields: authorFields }],
          },
        ],
      },
      {
        name: 'legal',
        label: 'Legal texts',
        i18n: true,
        files: [
          { name: 'terms', label: 'Terms of Service', file: 'content/legal/{{locale}}/terms.md', i18n: true },
          { name: 'privacy', label: 'Privacy Policy', file: 'content/legal/{{locale}}/privacy.md', i18n: true },
        ].map((f) => ({ ...f, format: 'frontmatter', fields: legalFields })),
      },
    ],
  };
}
