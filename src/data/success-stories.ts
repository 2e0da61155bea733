/**
 * Success stories: six fundings closed through the marketplace, each in the 12 months before its case
 * study was published. Every card tells the same story as its article in content/blog (`article` is the slug):
 * same amount, product and business. tests/unit/success-stories.test.ts holds the pairs together.
 * Facts live here; the words, in each language, in the dictionaries' `solutions.successStories`, by id.
 */
export const SUCCESS_STORY_IDS = [
  'term-loan-5m',
  'tranched-term-loan-1m',
  'invoice-factoring-1-5m',
  'sba-loan-3-2m',
  'venture-debt-700k',
  'abl-revolver-1-6m',
] as const;
export type SuccessStoryId = (typeof SUCCESS_STORY_IDS)[number];

/** A story's words in one language, by id. */
export type StoryText = { product: string; business: string; summary: string };
/** What a dictionary gives the stories: their words, "in the last 12 months", and a month as it writes it. */
type StoryWords = {
  successStories: Record<SuccessStoryId, StoryText>;
  storyPeriod: string;
  storyMonth: (month: string) => string;
};

export type SuccessStory = {
  id: SuccessStoryId;
  /** The amount as the page's language writes it ("$5M", « 1,5 M$ US »), from `value` and `currency`. */
  amount: string;
  value: number;
  currency: 'CAD' | 'USD';
  product: string;
  /** The kind of business, as the case study describes it, without naming the client. */
  business: string;
  summary: string;
  /** Slug of the case study in content/blog that tells this story. */
  article: string;
  /** "in the last 12 months", in the page's language. */
  period: string;
  /** Month the case study was published (YYYY-MM): "the last 12 months" count back from here. */
  month: string;
  /** That month as the page's language writes it ("July 2025"). */
  asOf: string;
};

type StoryFacts = Pick<SuccessStory, 'id' | 'value' | 'currency' | 'article' | 'month'>;

// The currency is the one the case study's business deals in (Canadian or US).
const STORIES: StoryFacts[] = [
  {
    id: 'term-loan-5m',
    value: 5_000_000,
    currency: 'CAD',
    article: 'how-a-manufacturer-secured-a-5m-term-loan',
    month: '2025-07',
  },
  {
    id: 'tranched-term-loan-1m',
    value: 1_000_000,
    currency: 'CAD',
    article: 'tranched-term-loan-for-an-ecommerce-brand',
    month: '2025-07',
  },
  {
    id: 'invoice-factoring-1-5m',
    value: 1_500_000,
    currency: 'USD',
    article: 'invoice-factoring-for-a-logistics-company',
    month: '2025-08',
  },
  {
    id: 'sba-loan-3-2m',
    value: 3_200_000,
    currency: 'USD',
    article: 'sba-loan-for-a-professional-services-firm',
    month: '2025-08',
  },
  {
    id: 'venture-debt-700k',
    value: 700_000,
    currency: 'CAD',
    article: 'venture-debt-for-a-saas-company',
    month: '2025-09',
  },
  {
    id: 'abl-revolver-1-6m',
    value: 1_600_000,
    currency: 'USD',
    article: 'asset-based-revolver-for-a-distributor',
    month: '2025-09',
  },
];

/**
 * The stories, in order, with the words and the date format of one language; `amount` writes a value in that
 * language (`formatCompactMoney` in src/i18n/money.ts: ~/lib/solutions passes it).
 */
export const successStoriesWith = (
  words: StoryWords,
  amount: (value: number, currency: SuccessStory['currency']) => string,
): SuccessStory[] =>
  STORIES.map((s) => ({
    ...s,
    ...words.successStories[s.id],
    amount: amount(s.value, s.currency),
    period: words.storyPeriod,
    asOf: words.storyMonth(s.month),
  }));
