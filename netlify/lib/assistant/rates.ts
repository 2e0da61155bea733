/**
 * A question about rates or approval odds (`RATES_OR_APPROVAL`) hears that each lender sets its own rates and
 * decides: the note before its answer, and that page first among its closest pages.
 */
import type { Locale, Passage, SearchIndex } from '~/lib/search';
import { intentsFor } from './intents';
import { ratesNote, type Link } from './replies';

/** The passage that says each lender sets its own rates and makes its own decision. */
const RATES_PAGE = 'approval';

/** An answer text with the rates note before it, unless it comes from the page that says so. */
export const withRates = (locale: Locale, question: string, p: Passage | null, text: string) => {
  const { RATES_OR_APPROVAL, normalise } = intentsFor(locale);
  return RATES_OR_APPROVAL.test(normalise(question)) && p?.id !== RATES_PAGE ? `${ratesNote(locale)} ${text}` : text;
};

/** The page that says lenders set rates and decide, first among the closest pages of a rates question. */
export function withRatesPage(index: SearchIndex, question: string, links: Link[]): Link[] {
  const { RATES_OR_APPROVAL, normalise } = intentsFor(index.locale);
  const page = index.byId.get(RATES_PAGE);
  if (!page || !RATES_OR_APPROVAL.test(normalise(question)) || links.some((l) => l.href === page.url)) return links;
  return [{ label: page.title, href: page.url }, ...links].slice(0, 3);
}
