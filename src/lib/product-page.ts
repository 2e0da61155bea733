// cspell:locale en,fr -- French dates and their ordinal.
/**
 * A product page's content in one language: its words, the eligibility lines with their sources, and the cost
 * box with every number computed (src/lib/product-costs.ts) and formatted for that language ('3 179,97 $',
 * '3 mars 2025' in French).
 */
import {
  productPages,
  CRIMINAL_RATE,
  criteria,
  EXAMPLES_AS_OF,
  type Criterion,
  type Figure,
} from '~/data/product-pages';
import type { ProductId } from '~/data/product-ids';
import { sources, type Source } from '~/data/product-sources';
import { formatDate, formatMoney, formatNumber, formatPercent } from './format';
import { intlLocale, localizePath, messagesFor, toLocale, type Locale } from './i18n';
import { summarizeCost, type CostSummary } from './product-costs';
import { fill, plural } from './template';

type Lang = string | undefined | null;

/** A date of the data ('2025-01-28', or a year '2025') for people: 'January 28, 2025', '28 janvier 2025'. */
export function formatAsOf(asOf: string, locale: Lang): string {
  if (/^\d{4}$/.test(asOf)) return asOf;
  return formatDate(new Date(`${asOf}T00:00:00Z`), intlLocale(locale));
}

export type Citation = {
  publisher: string;
  title: string;
  href: string;
  dated: string;
  external: boolean;
  /** Set when the page's language differs from the cited page's (an English-only source on a French page). */
  lang?: 'en';
};

/** A source as the page cites it: its title and link in the page's language when it has one, and its date. */
export function citation(source: Source, locale: Lang): Citation {
  const lang = toLocale(locale);
  const words = messagesFor(lang).productPages;
  const href = source.site
    ? localizePath(source.href, lang)
    : lang === 'fr' && source.hrefFr
      ? source.hrefFr
      : source.href;
  return {
    publisher: lang === 'fr' && source.publisherFr ? source.publisherFr : source.publisher,
    title: lang === 'fr' && source.titleFr ? source.titleFr : source.title,
    href,
    dated: fill(words.dated[source.dated], { date: formatAsOf(source.asOf, lang) }),
    external: !source.site,
    ...(lang === 'fr' && !source.site && !source.hrefFr ? { lang: 'en' as const } : {}),
  };
}

/** One figure in words: 'at least 600', '6 to 12 months', 'Banks: at least 2 years'. */
export function figureText(figure: Figure, locale: Lang): string {
  const words = messagesFor(locale).productPages;
  const lang = toLocale(locale);
  const money = figure.unit === 'monthly' || figure.unit === 'yearly' || figure.unit === 'money';
  const number = (n: number) => (money ? formatMoney(n, { cents: false, locale: lang }) : formatNumber(n, 0, lang));
  const value =
    figure.max === undefined
      ? fill(words.atLeast, { value: number(figure.min) })
      : fill(words.range, { min: number(figure.min), max: number(figure.max) });
  const text = fill(words.units[figure.unit], { n: value });
  return figure.who ? `${words.who[figure.who]}${lang === 'fr' ? '\u00a0:' : ':'} ${text}` : text;
}

export type EligibilityLine = {
  criterion: Criterion;
  label: string;
  figures: string[];
  note?: string;
  source?: Citation;
};

export function eligibilityLines(id: ProductId, locale: Lang): EligibilityLine[] {
  const words = messagesFor(locale).productPages;
  return criteria.map((criterion) => {
    const row = productPages[id].eligibility[criterion];
    return {
      criterion,
      label: words.criteria[criterion],
      figures: row.figures.map((f) => figureText(f, locale)),
      note: row.source ? words.products[id].notes[criterion] : words.varies,
      source: row.source ? citation(sources[row.source], locale) : undefined,
    };
  });
}

export type CostBox = {
  summary: CostSummary;
  title: string;
  assumptions: string;
  approximate: boolean;
  rows: { label: string; value: string }[];
  apr: string;
  totalCost: string;
  perDollar: string;
  sentence: string;
  asOf: string;
};

/** The cost box of a product, every value formatted for the page's language. */
export function costBox(id: ProductId, locale: Lang): CostBox {
  const lang: Locale = toLocale(locale);
  const words = messagesFor(lang).productPages;
  const c = words.cost;
  const example = productPages[id].example;
  const s = summarizeCost(example);
  const money = (n: number) => formatMoney(n, { locale: lang });
  const pct = (n: number, digits = 2) => formatPercent(n, digits, lang);
  const input = example.input as Record<string, number | string | boolean | undefined>;
  const num = (key: string) => (typeof input[key] === 'number' ? (input[key] as number) : 0);
  const fee = num('fee') || num('feePercent');
  const values = {
    amount: formatMoney(s.amount, { cents: false, locale: lang }),
    // A factor rate is quoted with two decimals (1.30).
    factor: num('factor').toLocaleString(intlLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    rate: pct(num('apr') || num('annualRate')),
    months: formatNumber(num('months'), 0, lang),
    days: formatNumber(num('days'), 0, lang),
    fee: pct(fee),
    fee30: pct((num('feePercent') * 30) / (num('days') || 30)),
  };
  const apr = pct(s.apr, 1);
  const totalCost = money(s.totalCost);
  const cents = Math.round(s.costPerDollar * 1000) / 10;
  const perDollar = fill(plural(c.cents, cents, lang), { n: formatNumber(cents, 1, lang) });
  const term =
    s.term.unit === 'days'
      ? fill(c.term.days, { n: formatNumber(s.term.count, 0, lang) })
      : fill(example.kind === 'mca' ? c.term.approxMonths : c.term.months, { n: formatNumber(s.term.count, 0, lang) });
  return {
    summary: s,
    title: fill(words.products[id].example.title, values),
    assumptions: fill(words.products[id].example.assumptions, values),
    approximate: example.kind === 'mca',
    rows: [
      { label: c.amount, value: money(s.amount) },
      { label: c.received, value: money(s.received) },
      // A regular payment, monthly or per debit; one repayment is the total repaid, shown once below.
      ...(example.kind === 'single'
        ? []
        : [
            {
              label: example.kind === 'loan' ? c.payment.months : c.payment[example.input.mode],
              value: money(s.payment),
            },
          ]),
      { label: c.termLabel, value: term },
      { label: c.repaid, value: money(s.repaid) },
    ],
    apr,
    totalCost,
    perDollar,
    sentence: fill(c.summary, { amount: values.amount, cost: totalCost, cents: perDollar, apr }),
    asOf: fill(c.asOf, { date: formatAsOf(EXAMPLES_AS_OF, lang) }),
  };
}

/** The criminal-rate note for Canada, with its figures in the page's language and its sources. */
export function criminalRateNote(locale: Lang): { title: string; text: string; sources: Citation[] } {
  const lang = toLocale(locale);
  const words = messagesFor(lang).productPages.canada;
  return {
    title: words.title,
    text: fill(words.text, {
      date: formatAsOf(CRIMINAL_RATE.inForce, lang),
      general: formatPercent(CRIMINAL_RATE.general, 0, lang),
      commercial: formatPercent(CRIMINAL_RATE.commercial, 0, lang),
      min: formatMoney(CRIMINAL_RATE.commercialMin, { cents: false, locale: lang }),
      max: formatMoney(CRIMINAL_RATE.commercialMax, { cents: false, locale: lang }),
    }),
    sources: CRIMINAL_RATE.sources.map((id) => citation(sources[id], lang)),
  };
}

/** A product page's title and meta description in the page's language. */
export function productMeta(id: ProductId, locale: Lang): { title: string; description: string } {
  const messages = messagesFor(locale);
  const title = messages.solutions.products[id].title;
  return {
    title: fill(messages.productPages.metaTitle, { title }),
    description: fill(messages.productPages.metaDescription, { title }),
  };
}
