/**
 * Sätteri mdast plugin (Astro 7's default Markdown/MDX processor runs mdast plugins, not remark plugins) that
 * links the first occurrence of each keyword of src/data/keyword-links.ts in an article.
 */
import type { MdastPluginEntry, PluginFactoryContext } from 'satteri';
import type { KeywordLink } from '~/data/keyword-links';
import type { Locale } from '~/i18n/locales';

type Match = { start: number; end: number; link: KeywordLink };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * Splits `text` at the first occurrence of every keyword not yet in `used` (whole words, case-insensitive),
 * earliest first, and marks those keywords used. Returns the matches in text order.
 */
export function findKeywords(text: string, links: readonly KeywordLink[], used: Set<string>): Match[] {
  const matches: Match[] = [];
  let from = 0;
  for (;;) {
    let best: Match | undefined;
    for (const link of links) {
      if (used.has(link.href)) continue;
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${escape(link.keyword)}(?![\\p{L}\\p{N}])`, 'iu');
      const m = re.exec(text.slice(from));
      if (!m) continue;
      const start = from + m.index;
      if (!best || start < best.start || (start === best.start && m[0].length > best.end - best.start))
        best = { start, end: start + m[0].length, link };
    }
    if (!best) return matches;
    used.add(best.link.href);
    matches.push(best);
    from = best.end;
  }
}

/** The slug of the document being compiled (content/blog/<slug>.mdx), to avoid linking an article to itself. */
const slugOf = (url: URL | undefined) => url?.pathname.match(/([^/]+)\.mdx?$/)?.[1];

/** The language of the document: French translations live in content/blog/fr/. */
const localeOf = (url: URL | undefined): Locale => (/\/content\/blog\/fr\//.test(url?.pathname ?? '') ? 'fr' : 'en');

/** Parents a keyword link must never be placed inside. */
const FORBIDDEN_PARENTS = new Set(['heading', 'link', 'linkReference', 'mdxJsxTextElement', 'mdxJsxFlowElement']);

/**
 * `linksByLocale`: each language's keywords; `newTab`: what a screen reader hears after an external link, in
 * each language (the dictionaries' `site.common.opensInNewTab`).
 */
export function keywordLinksPlugin(
  linksByLocale: Record<Locale, readonly KeywordLink[]>,
  newTab: Record<Locale, string>,
): MdastPluginEntry {
  return (doc: PluginFactoryContext) => {
    const locale = localeOf(doc.fileURL);
    const links = linksByLocale[locale];
    const self = slugOf(doc.fileURL);
    const selfPath = `${locale === 'fr' ? '/fr' : ''}/blog/${self}`;
    // An article never links to itself.
    const used = new Set(links.filter((l) => self && l.href === selfPath).map((l) => l.href));
    const targets = new Set(links.map((l) => l.href));
    if (used.size === links.length) return null;
    return {
      name: 'keyword-links',
      // The walk is in document order: a link the author already wrote to a keyword's target, before the
      // keyword's first plain occurrence, counts as that keyword's link.
      link(node) {
        if (targets.has(node.url)) used.add(node.url);
      },
      text(node, ctx) {
        let parent: { type: string } | undefined = ctx.parent(node);
        while (parent) {
          if (FORBIDDEN_PARENTS.has(parent.type)) return;
          parent = ctx.parent(parent as never) as { type: string } | undefined;
        }
        const matches = findKeywords(node.value, links, used);
        if (matches.length === 0) return;
        const parts: unknown[] = [];
        let at = 0;
        for (const { start, end, link } of matches) {
          if (start > at) parts.push({ type: 'text', value: node.value.slice(at, start) });
          const external = isExternal(link.href);
          parts.push({
            type: 'link',
            url: link.href,
            data: {
              hProperties: external
                ? {
                    dataKeywordLink: '',
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    ...(link.hreflang ? { hreflang: link.hreflang } : {}),
                  }
                : { dataKeywordLink: '' },
            },
            children: [
              { type: 'text', value: node.value.slice(start, end) },
              ...(external
                ? [
                    {
                      type: 'emphasis',
                      data: { hName: 'span', hProperties: { className: ['sr-only'] } },
                      children: [{ type: 'text', value: ` ${newTab[locale]}` }],
                    },
                  ]
                : []),
            ],
          });
          at = end;
        }
        if (at < node.value.length) parts.push({ type: 'text', value: node.value.slice(at) });
        ctx.replaceNode(node, parts as never);
      },
    };
  };
}
