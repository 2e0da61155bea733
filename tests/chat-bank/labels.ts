/**
 * The question bank as training data: each entry's expected pages name the answers that could serve it (an
 * answer whose page, or product, the entry links). The seed model (train.ts) picks among those candidates;
 * an entry that links no answer's page (an article only) stays out: search answers it.
 */
import { siteConfig } from '~/config';
import { ANSWERS, type AnswerId } from '~/data/chat-answers';
import type { Locale } from '~/i18n/locales';
import { localizePath } from '~/lib/i18n';
import { articleUrl } from '~/lib/blog';
import type { BankEntry } from './types';

/** Articles that are an answer's own subject. */
const ARTICLE_ANSWERS: Record<string, AnswerId> = {
  'merchant-cash-advance-explained': 'mca',
  'purchase-order-financing-guide': 'po',
  'inventory-financing-guide': 'inventory',
  'supply-chain-financing-explained': 'scf',
  'how-to-prepare-for-a-business-loan-application': 'documents',
  'how-lenders-evaluate-your-business': 'eligibility',
};

/** Pages other than an answer's own that only it stands for. */
const EXTRA: Record<string, AnswerId[]> = {
  '/financial-products#merchant-cash-advance': ['mca'],
  '/financial-products#asset-based-lending': ['abl'],
  '/financial-products#term-loans': ['term'],
  '/financial-products#po-financing': ['po'],
  '/financial-products#inventory-financing': ['inventory'],
  '/financial-products#supply-chain-financing': ['scf'],
  '/abl': ['abl'],
  '/calculators/merchant-cash-advance': ['calculators', 'mca'],
  '/contact-us': ['human', 'bot', 'hours', 'contact', 'fees'],
  '/who-we-help': ['personal'],
};

/** The team's own addresses: the booking page and the e-mail. */
const TEAM: AnswerId[] = ['human', 'contact', 'hours'];

function candidatesByHref(locale: Locale): Map<string, Set<AnswerId>> {
  const map = new Map<string, Set<AnswerId>>();
  const add = (href: string, id: AnswerId) => {
    const key = localizePath(href, locale);
    map.set(key, (map.get(key) ?? new Set()).add(id));
  };
  for (const [id, a] of Object.entries(ANSWERS) as [AnswerId, { href?: string }][]) if (a.href) add(a.href, id);
  for (const [href, ids] of Object.entries(EXTRA)) for (const id of ids) add(href, id);
  for (const [slug, id] of Object.entries(ARTICLE_ANSWERS)) {
    const key = articleUrl(slug, locale);
    map.set(key, (map.get(key) ?? new Set()).add(id));
  }
  return map;
}

/** Whether an entry is answered by an article (the search's part). */
export const linksArticle = (entry: BankEntry) => (entry.links ?? []).some((l) => /\/blog\/./.test(l));

/** The answers that could serve a bank entry; empty when only articles answer it. */
export function candidates(entry: BankEntry, locale: Locale): AnswerId[] {
  if (entry.offTopic) return ['off-topic', 'personal'];
  const map = candidatesByHref(locale);
  const team = (l: string) => (l === siteConfig.bookingUrl || l.startsWith('mailto:') ? TEAM : []);
  return [...new Set((entry.links ?? []).flatMap((l) => [...(map.get(l) ?? []), ...team(l)]))];
}
