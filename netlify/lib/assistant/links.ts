/**
 * The pages a reply links: the best distinct pages of a confident answer, and the closest pages of a weak match,
 * which always include a site page when the hits hold one and the page written about the rarest word asked.
 */
import { idf, queryGroups, search, type Hit, type SearchIndex } from '~/lib/search';
import { CURATED_FIELDS } from './answer';
import type { Link } from './replies';

/** Other pages are linked when they score at least this share of the best one. */
const RELATED_SHARE = 0.35;
const MAX_LINKS = 3;
/** How many of the question's rarest words may name the page written about them. */
const RAREST_WORDS = 2;

/** The best distinct pages among the hits: the top one, then those close to it. */
export function bestLinks(hits: Hit[], max = MAX_LINKS, share = RELATED_SHARE): Link[] {
  const top = hits[0]?.score ?? 0;
  const out: Link[] = [];
  for (const h of hits) {
    if (out.length >= max) break;
    if (h.score < top * share) break;
    if (out.some((l) => l.href === h.passage.url)) continue;
    out.push({ label: h.passage.title, href: h.passage.url });
  }
  return out;
}

/**
 * The closest pages of a weak match: the best distinct pages, one of them a site page (FAQ, product, page or
 * tool, the authoritative answers) when the hits hold one and the best pages are all articles.
 */
export function closestLinks(index: SearchIndex, question: string, hits: Hit[], max = MAX_LINKS): Link[] {
  const links = withRarest(index, question, bestLinks(hits, max, 0));
  if (links.length < max) return links;
  const site = hits.find((h) => h.passage.kind !== 'blog');
  if (!site || links.some((l) => hits.some((h) => h.passage.url === l.href && h.passage.kind !== 'blog'))) return links;
  return [...links.slice(0, max - 1), { label: site.passage.title, href: site.passage.url }];
}

/**
 * The closest pages with the page written about the rarest word of the question (in its curated questions,
 * title, keywords or heading), which a weak match may rank low when the question's other words are common
 * ("erase my profile and documents": the profile and documents pages first, the privacy policy on "erase").
 * It is added after them: the pages the whole question found stay.
 */
function withRarest(index: SearchIndex, question: string, links: Link[]): Link[] {
  const weighed = queryGroups(question, index.locale, index.df)
    .map((g) => ({ ...g, weight: Math.max(0, ...g.terms.map((t) => idf(index, t))) }))
    .filter((g) => g.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  // The two rarest words (ties are common among rare words), each searched alone: among the whole question's
  // hits, a page matching one word of it ranks too low to be seen.
  let page: Hit | undefined;
  for (const group of weighed.slice(0, RAREST_WORDS)) {
    page = search(index, group.word, MAX_LINKS).find((h) =>
      group.terms.some((t) => h.fields[t]?.some((f) => CURATED_FIELDS.has(f))),
    );
    if (page && !links.some((l) => l.href === page?.passage.url)) break;
    page = undefined;
  }
  if (!page) return links;
  return [...links, { label: page.passage.title, href: page.passage.url }];
}
