/**
 * The pre-qualification's answers in the page's query string (read back defensively: anything unknown is
 * dropped), and the signup link they fill in. No zod: the island loads this at page load.
 */
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  assetOptions,
  creditOptions,
  purposeOptions,
  revenueOptions,
  timeInBusinessOptions,
  type Answers,
} from '~/data/prequal-options';
import { isProductId, type ProductId } from '~/data/product-ids';
import { isCountry, isRegionOf } from '~/data/regions';

/** The query parameters of the flow (step, then one per answer). */
export const prequalParams = [
  'step',
  'country',
  'region',
  'time',
  'revenue',
  'amount',
  'purpose',
  'has',
  'credit',
  'product',
] as const;
export type PrequalParam = (typeof prequalParams)[number];

const oneOf = <T extends string>(options: readonly { value: T }[], value: string): value is T =>
  options.some((o) => o.value === value);

/** The answers found valid in a query string; anything unknown or out of range is dropped. */
export function readAnswers(raw: Partial<Record<PrequalParam, string>>): Partial<Answers> {
  const out: Partial<Answers> = {};
  const country = raw.country ?? '';
  if (isCountry(country)) {
    out.country = country;
    if (raw.region && isRegionOf(country, raw.region)) out.region = raw.region;
  }
  if (raw.time && oneOf(timeInBusinessOptions, raw.time)) out.timeInBusiness = raw.time;
  if (raw.revenue && oneOf(revenueOptions, raw.revenue)) out.monthlyRevenue = raw.revenue;
  const amount = Number(raw.amount);
  if (raw.amount && /^\d+$/.test(raw.amount) && amount >= AMOUNT_MIN && amount <= AMOUNT_MAX) out.amount = amount;
  if (raw.purpose && oneOf(purposeOptions, raw.purpose)) out.purpose = raw.purpose;
  if (raw.has !== undefined && raw.has !== '') {
    const list = raw.has.split(',');
    if (list.includes('none')) out.assets = [];
    else out.assets = assetOptions.map((o) => o.value).filter((v) => list.includes(v));
  }
  if (raw.credit && oneOf(creditOptions, raw.credit)) out.creditBand = raw.credit;
  return out;
}

/**
 * The product a visitor came to check (a product page links to /prequalify?product=<id>): preselected in the
 * flow and shown first in the result. Not an answer: it changes no rule. Unknown ids are dropped.
 */
export const readProduct = (raw: Partial<Record<PrequalParam, string>>): ProductId | undefined =>
  isProductId(raw.product) ? raw.product : undefined;

/** The query values for a set of answers ('none' marks an answered assets step with nothing ticked). */
export function answersToParams(a: Partial<Answers>): Partial<Record<PrequalParam, string>> {
  return {
    country: a.country,
    region: a.region,
    time: a.timeInBusiness,
    revenue: a.monthlyRevenue,
    amount: a.amount === undefined ? undefined : String(a.amount),
    purpose: a.purpose,
    has: a.assets === undefined ? undefined : a.assets.length ? a.assets.join(',') : 'none',
    credit: a.creditBand,
  };
}

/** Complete answers (every required question answered), or null. */
export function completeAnswers(a: Partial<Answers>): Answers | null {
  const { country, region, timeInBusiness, monthlyRevenue, amount, purpose, assets, creditBand } = a;
  if (!country || !region || !timeInBusiness || !monthlyRevenue || amount === undefined || !purpose || !assets)
    return null;
  return {
    country,
    region,
    timeInBusiness,
    monthlyRevenue,
    amount,
    purpose,
    assets,
    ...(creditBand ? { creditBand } : {}),
  };
}

/** The external signup with what was entered, so the profile starts filled. */
export function signupLink(
  signupUrl: string,
  answers: Pick<Answers, 'amount' | 'country'>,
  product?: ProductId,
): string {
  const url = new URL(signupUrl);
  url.searchParams.set('amount', String(answers.amount));
  if (product) url.searchParams.set('product', product);
  url.searchParams.set('country', answers.country);
  return url.toString();
}
