/**
 * The site's navigation (src/data/navigation.ts) in a page's language: the words of that language and links to
 * the pages of that language (`localizePath`: a French page links to French twins; only /admin has none).
 */
import {
  allGuidesLink,
  capitalSolutions,
  footerColumns,
  fundingTools,
  knowledgeGuides,
  legalLinks,
  menus,
  type FooterColumn,
  type NavMenu,
  type SiteLink,
} from '~/data/navigation';
import type { Messages } from '~/i18n/en';
import type { Locale } from '~/i18n/locales';
import { localizePath } from './locale-paths';

export type LocalizedNavLink = SiteLink;

/**
 * The navigation with one language's words (`site.nav` of its dictionary). Imports no dictionary itself, so the
 * header island builds its menus from the two `site` dictionaries alone.
 */
export function navigationWith(words: Messages['site']['nav'], lang: Locale) {
  const link = (item: SiteLink): LocalizedNavLink => {
    const own = words.links[item.id];
    const localized: LocalizedNavLink = { ...item, label: own.label, href: localizePath(item.href, lang) };
    if (item.description !== undefined && own.description !== undefined) localized.description = own.description;
    return localized;
  };
  const menu = (m: NavMenu): NavMenu & { items: LocalizedNavLink[] } => ({
    ...m,
    label: words.menus[m.id],
    items: m.items.map(link),
  });
  const column = (c: FooterColumn): FooterColumn => ({
    ...c,
    title: words.footerColumns[c.id],
    links: c.links.map(link),
  });
  const tools = fundingTools.map(link);
  return {
    menus: menus.map(menu),
    knowledgeGuides: knowledgeGuides.map(link),
    allGuidesLink: link(allGuidesLink),
    fundingTools: tools,
    capitalSolutions: capitalSolutions.map(link),
    footerColumns: footerColumns.map(column),
    legalLinks: legalLinks.map(link),
    /** The calculator shown in a product's section on /financial-products. */
    productCalculators: { 'merchant-cash-advance': tools[1], 'term-loans': tools[0] } as Record<string, SiteLink>,
    prequalifyLink: tools[2],
  };
}

export type Navigation = ReturnType<typeof navigationWith>;
