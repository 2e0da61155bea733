/**
 * The French question bank's link targets: the same pages as types.ts's `L`, at their French addresses
 * (/fr/…); the app, booking and e-mail links are the same in both languages.
 */
import { articleUrl } from '~/lib/blog';
import { localizePath } from '~/lib/i18n';
import { L } from './types';

type Paths = { [K in keyof typeof L]: (typeof L)[K] extends string ? string : (slug: string) => string };

export const LF: Paths = {
  ...(Object.fromEntries(
    Object.entries(L).map(([key, href]) => [key, typeof href === 'string' ? localizePath(href, 'fr') : href]),
  ) as Paths),
  article: (slug: string) => articleUrl(slug, 'fr'),
};
