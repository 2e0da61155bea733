/** Headline figures, shown on the home, about and partner pages, each with what it measures and when. */
export type Stat = {
  number: string;
  label: string;
  /** What the figure counts and as of when; shown as a footnote wherever the figure appears. */
  basis?: string;
};

import { APPROVAL_RATE, CAPITAL_REQUESTED, FACTS_AS_OF, FOUNDED, FUNDED, LENDERS, SUCCESS_MULTIPLE } from './facts';

/** The period the platform figures describe. */
export const STATS_AS_OF = FACTS_AS_OF;
const platform = `Boundless AI platform data, ${STATS_AS_OF}`;

export const companyStats: Stat[] = [
  {
    number: LENDERS,
    label: 'Verified lenders',
    basis: `lenders in our network that passed our verification (${platform})`,
  },
  {
    number: CAPITAL_REQUESTED,
    label: 'In capital requests',
    basis: `total amount businesses requested through the platform since ${FOUNDED.year} (${platform})`,
  },
  {
    number: FUNDED,
    label: 'Businesses funded',
    basis: `businesses that closed financing with a lender they reached through the platform since ${FOUNDED.year} (${platform})`,
  },
  {
    number: APPROVAL_RATE,
    label: 'Funding approval rate',
    basis: `share of completed applications that received at least one lender approval (${platform})`,
  },
];

export const successRate: Stat = {
  number: SUCCESS_MULTIPLE,
  label: 'Higher success rate than applying alone',
  basis: `approval rate of completed applications on the platform compared with applying to a single lender (${platform})`,
};

export const partnerStats: Stat[] = [
  { number: '23%', label: 'Decrease in sales cycle' },
  { number: '64%', label: 'Increase in completed applications' },
];

/** One footnote for a group of figures: "Verified lenders: …; In capital requests: …". Past results never promise a future one. */
export function statsFootnote(stats: Stat[]): string {
  const parts = stats.filter((s) => s.basis).map((s) => `${s.number} ${s.label.toLowerCase()}: ${s.basis}`);
  return parts.length
    ? `${parts.join('; ')}. Past results do not predict the outcome for any one business; lenders decide.`
    : '';
}
