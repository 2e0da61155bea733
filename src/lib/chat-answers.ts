// cspell:locale en,fr -- the French figures name French units.
/**
 * The written answers in one language: their text with the figures of src/data formatted the language's way
 * ("$500K" in English, "500 000 $" and "10 M$" in French), their page, and the word on an amount above a
 * product's range. The chat engine replies with them; the chat index holds them as passages with the same ids.
 */
import { siteConfig } from '~/config';
import {
  ABL_ADVANCE_PERCENT,
  ABL_COLLATERAL,
  ANSWERS,
  FACTORING_ADVANCE_PERCENT,
  FUNDING_RANGE,
  HOURS_ELSEWHERE,
  LARGE_DEAL_PRODUCTS,
  PO_TERM_DAYS,
  PRODUCT_FIGURES,
  SBA_7A_MAX,
  SBA_7A_YEARS,
  TERM_LOAN_YEARS,
  type AnswerId,
} from '~/data/chat-answers';
import { FOUNDERS } from '~/data/company';
import { INDUSTRY_IDS } from '~/data/industries';
import { lenders as LENDER_ROW } from '~/data/lenders';
import { productPages, type Figure } from '~/data/product-pages';
import { retentionOf, type RetentionKind } from '~/data/retention';
import { PLATFORM_PARTNERS } from '~/data/partners';
import { regionLists } from '~/data/regions';
import {
  APPROVAL_RATE_PERCENT,
  BANK_STATEMENT_MONTHS,
  BUSINESSES_FUNDED,
  CAPITAL_REQUESTED,
  CAPITAL_REQUESTED_BILLIONS,
  COMPLAINT_BUSINESS_DAYS,
  FACTS_AS_OF,
  FOUNDED,
  LENDER_COUNT,
  LENDERS,
  REPLY_WITHIN_HOURS,
  SUCCESS_MULTIPLE_TIMES,
  SUPPORT_HOURS,
} from '~/data/facts';
import type { ChatAnswerTexts, ChatFigures, ContentAnswerId } from '~/i18n/chat-answer-types';
import { chatAnswers as en } from '~/i18n/en/chat-answers';
import { chatAnswers as fr } from '~/i18n/fr/chat-answers';
import { formatCompactMoney, formatWholeMoney } from '~/i18n/money';
import { localizePath, messagesFor, type Locale } from './i18n';
import { formatMoney, formatNumber, formatPercent, formatYears } from './format';
import { costBox } from './product-page';
import { localizedSuccessStories } from './solutions';
import { fill } from './template';

export type Link = { label: string; href: string };
export const TEXTS: Record<Locale, ChatAnswerTexts> = { en, fr };

const SPECIAL = new Set<AnswerId>(['human', 'bot', 'personal']);
/** An answer with a page and words of its own (not small talk, the hand-off or a decline). */
export const CONTENT = (id: string): id is ContentAnswerId =>
  id in ANSWERS && 'href' in ANSWERS[id as AnswerId] && !SPECIAL.has(id as AnswerId);
export const CONTENT_IDS: ContentAnswerId[] = Object.keys(ANSWERS).filter(CONTENT);
/** A written answer's page (English path). */
export const hrefOf = (id: ContentAnswerId) => (ANSWERS[id] as { href: string }).href;

const NBSP = '\u00a0';
// Figures through the one formatter, as a sentence says them: "$500K", "$1.2M", "$300 million" in English;
// « 500 000 $ », « 1,2 M$ » in French. An amount a visitor types ("1 234 567 $") is rounded as a reader says it.
export function money(n: number, locale: Locale): string {
  const short = formatCompactMoney(n, { locale });
  // Running text writes billions out, never « G$ »: « 1,5 milliard de dollars », « 2,5 milliards de dollars ».
  if (locale === 'fr') {
    const unit = /^1[,\u00a0]/.test(short) ? 'milliard' : 'milliards';
    return short.replace(/\u00a0G\$$/, `${NBSP}${unit} de dollars`);
  }
  // English: "$500K" for a round amount of thousands, in full otherwise ("$3,000", "$123,456", never "$123.5K").
  if (n < 1_000_000) return n >= 100_000 && n % 1000 === 0 ? short : formatWholeMoney(n, { locale });
  if (n >= 1_000_000_000) return short.replace(/B$/, ' billion');
  return n >= 100_000_000 ? short.replace(/M$/, ' million') : short;
}

/** A visitor's amount beside a cap: rounded, or in full when rounded it would read as the cap ("$10M", "$10M"). */
function amountBeside(amount: number, cap: number, locale: Locale): string {
  const said = money(amount, locale);
  return said === money(cap, locale) ? formatWholeMoney(amount, { locale }) : said;
}

/** A zone's offset from UTC in hours, on a winter day (the zones named change to summer time together). */
function offset(timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(Date.UTC(2026, 0, 15, 12))
    .find((p) => p.type === 'timeZoneName')?.value;
  const [, sign = '+', h = '0', m = '0'] = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '') ?? [];
  return (sign === '-' ? -1 : 1) * (Number(h) + Number(m) / 60);
}

/** The support hours in the other zones of HOURS_ELSEWHERE, as a list in the language. */
function hoursElsewhere(locale: Locale): string {
  const t = TEXTS[locale];
  const home = offset(SUPPORT_HOURS.timeZone);
  const said = HOURS_ELSEWHERE.map((zone) => {
    const shift = offset(zone) - home;
    return t.zoneHours(t.hour(SUPPORT_HOURS.open + shift), t.hour(SUPPORT_HOURS.close + shift), zone);
  });
  return new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(said);
}

/**
 * A typical eligibility figure of a product page, as its row says it without the row's label: "at least 2 years",
 * "6 to 12 months", "$10,000 to $15,000 a month" (« de 6 à 12 mois »).
 */
function typical(
  product: keyof typeof productPages,
  criterion: 'time' | 'revenue' | 'credit',
  locale: Locale,
  who?: string,
) {
  const words = messagesFor(locale).productPages;
  const figure = productPages[product].eligibility[criterion].figures.find((f: Figure) => f.who === who);
  if (!figure) return '';
  const money = figure.unit === 'monthly' || figure.unit === 'yearly';
  const n = (v: number) => (money ? formatMoney(v, { cents: false, locale }) : formatNumber(v, 0, locale));
  const value =
    figure.max === undefined
      ? fill(words.atLeast, { value: n(figure.min) })
      : fill(words.range, { min: n(figure.min), max: n(figure.max) });
  return fill(words.units[figure.unit], { n: value });
}

/** A list item of a dictionary as a sentence says it, its first letter in lower case: "your latest financial statements". */
const inSentence = (item: string) => item.charAt(0).toLowerCase() + item.slice(1);

/** An industry's title as a sentence says it: "professional services", "SaaS" kept (« fabrication »). */
const titleInSentence = (title: string) =>
  title
    .split(' ')
    .map((w) => (/^[A-Z\u00c0-\u00dd][a-z\u00e0-\u00ff-]*$/.test(w) ? w.toLowerCase() : w))
    .join(' ');

/** The figures depend on nothing but the language: formatted once per language, not on every reply. */
const FIGURES = new Map<Locale, ChatFigures>();
export function figures(locale: Locale): ChatFigures {
  let f = FIGURES.get(locale);
  if (!f) FIGURES.set(locale, (f = figuresOf(locale)));
  return f;
}

/** A retention period of the Privacy Policy in whole years: "2 years", « 2 ans ». */
function keptFor(kind: RetentionKind, locale: Locale): string {
  return formatYears(Math.round(retentionOf(kind).days / 365), locale);
}

/** A page's list items in a sentence ("or" after "not"), each begun in lower case (« les détaillants »). */
const listOf = (items: string[], locale: Locale, type: Intl.ListFormatType = 'conjunction') =>
  new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { type }).format(
    items.map((item) => item.charAt(0).toLowerCase() + item.slice(1)),
  );

function figuresOf(locale: Locale): ChatFigures {
  const mca = PRODUCT_FIGURES['merchant-cash-advance'];
  const [h1, h2] = mca.hours ?? [0, 0];
  const [y1, y2] = TERM_LOAN_YEARS;
  const [s1, s2] = BANK_STATEMENT_MONTHS;
  const m = (n = 0) => money(n, locale);
  const list = (items: string[]) => new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(items);
  return {
    // French writes « plus de 120 », not « 120+ ».
    lenders: locale === 'fr' ? `plus de ${LENDER_COUNT}` : LENDERS,
    approval: new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { style: 'percent' }).format(
      APPROVAL_RATE_PERCENT / 100,
    ),
    asOf: FACTS_AS_OF,
    successMultiple:
      locale === 'fr'
        ? `${SUCCESS_MULTIPLE_TIMES}${NBSP}fois plus souvent`
        : `${SUCCESS_MULTIPLE_TIMES} times as often`,
    funded: `${BUSINESSES_FUNDED.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US').replace(/\s/g, NBSP)}`,
    rangeMin: m(FUNDING_RANGE.min),
    rangeMax: m(FUNDING_RANGE.max),
    mcaMin: m(mca.min),
    mcaMax: m(mca.max),
    mcaHours: locale === 'fr' ? `${h1} à ${h2}${NBSP}heures` : `${h1}–${h2} hours`,
    // The MCA page's worked cost example: its title and its summary sentence, as the page words them.
    mcaExample: costBox('merchant-cash-advance', locale).title,
    mcaExampleCost: costBox('merchant-cash-advance', locale).sentence,
    keepLeads: keptFor('leads', locale),
    keepPrequal: keptFor('prequalifications', locale),
    keepChats: keptFor('conversations', locale),
    ablMin: m(PRODUCT_FIGURES['asset-based-lending'].min),
    ablCollateral: m(ABL_COLLATERAL),
    factoringAdvance: formatPercent(FACTORING_ADVANCE_PERCENT, 0, locale),
    ablAdvanceReceivables: formatPercent(ABL_ADVANCE_PERCENT.receivables, 0, locale),
    ablAdvanceInventory: formatPercent(ABL_ADVANCE_PERCENT.inventory, 0, locale),
    sbaMax: m(SBA_7A_MAX),
    sbaYears: formatYears(SBA_7A_YEARS.general, locale),
    sbaRealEstateYears: formatYears(SBA_7A_YEARS.realEstate, locale),
    // The success stories' cards: who, the product and the amount, as the cards give them.
    stories: localizedSuccessStories(locale)
      .map((s) => `${s.business}${locale === 'fr' ? NBSP : ''}: ${titleInSentence(s.product)}, ${s.amount}`)
      .join(locale === 'fr' ? `${NBSP}; ` : '; '),
    poMax: m(PRODUCT_FIGURES['po-financing'].max),
    poDays: locale === 'fr' ? `${PO_TERM_DAYS}${NBSP}jours` : `${PO_TERM_DAYS}-day`,
    termYears: locale === 'fr' ? `${y1} à ${y2}${NBSP}ans` : `${y1}–${y2} years`,
    statementMonths: locale === 'fr' ? `${s1} à ${s2}${NBSP}mois` : `${s1}–${s2} months`,
    // Items that may hold an "and" themselves, so a semicolon between them.
    documentsCommon: messagesFor(locale)
      .tools.prequal.documents.common.map(inSentence)
      .join(locale === 'fr' ? `${NBSP}; ` : '; '),
    termDocuments: inSentence(messagesFor(locale).tools.prequal.documents.products['term-loans'][0] ?? ''),
    termAgeBanks: typical('term-loans', 'time', locale, 'banks'),
    termAgeOnline: typical('term-loans', 'time', locale, 'online'),
    termRevenue: typical('term-loans', 'revenue', locale),
    mcaAge: typical('merchant-cash-advance', 'time', locale),
    mcaRevenue: typical('merchant-cash-advance', 'revenue', locale),
    termCredit: typical('term-loans', 'credit', locale),
    mcaCredit: typical('merchant-cash-advance', 'credit', locale),
    // Who We Help's industry cards: the six named, then the items of "Other Industries".
    industries: list(
      INDUSTRY_IDS.filter((id) => id !== 'other').map((id) =>
        titleInSentence(messagesFor(locale).solutions.industries[id].title),
      ),
    ),
    otherIndustries: list(messagesFor(locale).solutions.industries.other.items.map(inSentence)),
    replyHours: String(REPLY_WITHIN_HOURS),
    complaintDays: String(COMPLAINT_BUSINESS_DAYS),
    usStates: String(regionLists.US.filter((code) => code !== 'DC').length),
    usDistrict: messagesFor(locale).tools.prequal.regions.US.DC,
    hours: messagesFor(locale).assistant.hours,
    city: FOUNDED.city,
    year: String(FOUNDED.year),
    founders: new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(FOUNDERS.map((f) => f.name)),
    lenderNames: new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(LENDER_ROW.map((l) => l.name)),
    platformPartners: new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(PLATFORM_PARTNERS),
    hoursElsewhere: hoursElsewhere(locale),
    office: messagesFor(locale).site.footer.address(siteConfig.address),
    // Labels quoted in running text, so « Médias et presse » et « Demande générale » read as two.
    inquiryTypes: new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-US').format(
      Object.values(messagesFor(locale).company.contactForm.inquiryTypes).map((label) =>
        locale === 'fr' ? `«\u00a0${label}\u00a0»` : `“${label}”`,
      ),
    ),
    pressInquiry: messagesFor(locale).company.contactForm.inquiryTypes.media,
    formReceived: messagesFor(locale).company.contactForm.success,
    analysis: `${messagesFor(locale).solutions.steps.analysis.description} ${messagesFor(locale).solutions.steps.analysis.detail}`,
    inventorySuits: listOf(messagesFor(locale).productPages.products['inventory-financing'].suits, locale),
    inventoryNotFor: listOf(
      messagesFor(locale).productPages.products['inventory-financing'].notFor,
      locale,
      'disjunction',
    ),
    // English as the home page shows it ("$3.5B+"); French in words, its currency named (a bare « $ » is Canadian).
    capital: locale === 'fr' ? `${money(CAPITAL_REQUESTED_BILLIONS * 1e9, 'fr')} américains` : CAPITAL_REQUESTED,
    email: siteConfig.supportEmail,
    privacyEmail: siteConfig.privacyEmail,
  };
}

// The words after a sum per period, in either language (the dictionaries' `perPeriod`), longest first.
const PER = new RegExp(
  String.raw`^\s*(?:${[...TEXTS.en.perPeriod, ...TEXTS.fr.perPeriod]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[/.]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|')})(?![\p{L}])`,
  'iu',
);

/**
 * The amount the message names ("750k", "$2 million", "1,5 M$", "500 000 $"), in dollars; none when it names
 * several (a revenue beside an order's size): which one is asked for is not known, and a false "above the
 * maximum" is worse than none. A number below the marketplace's minimum counts only with a dollar sign or a
 * thousands unit ("$1,500", « 1 500 $ », "2k"), so a year ("since 2019") is not an amount; nor is a sum per month
 * or year ("$40k/month", « 2 M$ par année »), a revenue or a payment.
 */
export function amountIn(text: string): number | undefined {
  const re =
    /(\$\s*)?(\d+(?:[ \u00a0\u202f,.]\d{3})*(?:[.,]\d+)?)\s*(k|m|mm|million|millions|m\$|thousand|mille)?\b(\s*\$)?/gi;
  const named = new Set<number>();
  for (const match of text.matchAll(re)) {
    const [whole, before, figure, unit = '', after] = match;
    // A sum per month or year is a revenue or a payment, not the amount asked for.
    if (PER.test(text.slice(match.index + whole.length))) continue;
    const plain = figure
      .replace(/[ \u00a0\u202f]/g, '')
      .replace(/[,.](?=\d{3}\b)/g, '')
      .replace(',', '.');
    const scale = /^k|thousand|mille/i.test(unit) ? 1e3 : unit ? 1e6 : 1;
    const value = Number(plain) * scale;
    if (value >= 1000 && (value >= FUNDING_RANGE.min || before || after || unit)) named.add(value);
  }
  return named.size === 1 ? [...named][0] : undefined;
}

/**
 * The word on an amount outside the answer's range, put before it ('' within): above its product's maximum (or
 * the marketplace's), or below the smallest amount lenders on the marketplace fund, whatever the answer.
 */
export function overCap(id: ContentAnswerId, locale: Locale, amount?: number): string {
  if (amount && amount < FUNDING_RANGE.min)
    return `${TEXTS[locale].underMin(money(amount, locale), money(FUNDING_RANGE.min, locale))} `;
  const entry = ANSWERS[id] as { product?: keyof typeof PRODUCT_FIGURES };
  const max = entry.product ? PRODUCT_FIGURES[entry.product].max : id === 'products' ? FUNDING_RANGE.max : undefined;
  if (!amount || !max || amount <= max) return '';
  // The products that go higher: never the one exceeded, and none above the whole marketplace's range.
  const higher = entry.product
    ? LARGE_DEAL_PRODUCTS.filter((p) => p !== entry.product && (PRODUCT_FIGURES[p].max ?? Infinity) > amount)
    : [];
  const said = amountBeside(amount, max, locale);
  return `${TEXTS[locale].overMax(said, entry.product ?? 'all', money(max, locale), higher)} `;
}

/** A written answer as the reply's text and links, with the word on an amount above the product's range. */
export function written(
  id: ContentAnswerId,
  locale: Locale,
  amount?: number,
): { text: string; link: Link; also?: Link } {
  const t = TEXTS[locale];
  const entry = ANSWERS[id] as { href: string; product?: keyof typeof PRODUCT_FIGURES; also?: string };
  const header = messagesFor(locale).site.header;
  // The app's own pages: signing up from how it works, signing in for an existing account.
  const also = entry.also
    ? { label: entry.also === siteConfig.loginUrl ? header.signIn : header.createAccount, href: entry.also }
    : undefined;
  return { text: overCap(id, locale, amount) + t.answers[id](figures(locale)), link: pageOf(id, locale), also };
}

/** A written answer's page alone: a hedge lists it without filling in the figures of every answer. */
export function pageOf(id: ContentAnswerId, locale: Locale): Link {
  const entry = ANSWERS[id] as { href: string; product?: keyof typeof PRODUCT_FIGURES };
  // A product's page is named as the site names the product.
  const label = entry.product ? messagesFor(locale).solutions.products[entry.product].title : TEXTS[locale].pages[id];
  return { label, href: localizePath(entry.href, locale) };
}
