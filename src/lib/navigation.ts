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
  type NavLinkRef,
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
  /** A link with its words; a footer link goes without its description. */
  const link = (item: NavLinkRef, described = true): LocalizedNavLink => {
    const own: { label: string; description?: string } = words.links[item.id];
    const localized: LocalizedNavLink = { id: item.id, label: own.label, href: localizePath(item.href, lang) };
    if (described && own.description !== undefined) localized.description = own.description;
    return localized;
  };
  const menu = (m: (typeof menus)[number]): NavMenu & { items: LocalizedNavLink[] } => ({
    id: m.id,
    label: words.menus[m.id],
    items: m.items.map((item) => link(item)),
  });
  const column = (c: (typeof footerColumns)[number]): FooterColumn => ({
    id: c.id,
    title: words.footerColumns[c.id],
    links: c.links.map((item) => link(item, false)),
  });
  const links = (items: NavLinkRef[]) => items.map((item) => link(item));
  const tools = links(fundingTools);
  return {
    menus: menus.map(menu),
    knowledgeGuides: links(knowledgeGuides),
    allGuidesLink: link(allGuidesLink),
    fundingTools: tools,
    capitalSolutions: links(capitalSolutions),
    footerColumns: footerColumns.map(column),
    legalLinks: links(legalLinks),
    /** The calculator shown in a product's section on /financial-products. */
    productCalculators: { 'merchant-cash-advance': tools[1], 'term-loans': tools[0] } as Record<string, SiteLink>,
    prequalifyLink: tools[2],
  };
}

export type Navigation = ReturnType<typeof navigationWith>;
