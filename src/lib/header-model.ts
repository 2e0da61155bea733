/**
 * What the header shows in each language: its words, its menus and the groups of the Knowledge panel. The page
 * renders it and the header island computes the same from the page's language, so the page does not carry it
 * twice (once as HTML, once as the island's props). Only the two `site` dictionaries are imported.
 */
import { allGuidesLink, capitalSolutions, fundingTools, knowledgeGuides, type NavLinkId } from '~/data/navigation';
import type { Locale } from '~/i18n/locales';
import { localizePath } from './locale-paths';
import { navigationWith } from './navigation';
import { siteWords } from './site-words';

const ids = (links: { id: NavLinkId }[]) => links.map((link) => link.id);

export function headerModel(locale: Locale) {
  const words = siteWords(locale);
  return {
    t: words.header,
    menus: navigationWith(words.nav, locale).menus,
    // The Knowledge panel's groups, by id: its links are in `menus` already.
    knowledge: {
      guides: ids(knowledgeGuides),
      all: allGuidesLink.id,
      tools: ids(fundingTools),
      capital: ids(capitalSolutions),
    },
    homeHref: localizePath('/', locale),
  };
}

export type HeaderModel = ReturnType<typeof headerModel>;
