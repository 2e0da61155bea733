/**
 * English copy: the headline figures as the site states them (from src/data/facts.ts), what each counts and as
 * of when, and the footnote that carries those bases wherever figures appear.
 */
import {
  APPROVAL_RATE,
  CAPITAL_REQUESTED,
  FACTS_AS_OF,
  FOUNDED,
  FUNDED,
  LENDERS,
  PARTNER_COMPLETED_APPS_LIFT_PERCENT,
  PARTNER_SALES_CYCLE_CUT_PERCENT,
  SUCCESS_MULTIPLE,
} from '~/data/facts';
import type { StatId } from '~/data/stats';

const platform = `Boundless AI platform data, ${FACTS_AS_OF}`;

export const figures = {
  stats: {
    lenders: {
      number: LENDERS,
      label: 'Verified lenders',
      basis: `lenders in our network that passed our verification (${platform})`,
    },
    capital: {
      number: CAPITAL_REQUESTED,
      label: 'In capital requests',
      basis: `total amount businesses requested through the platform since ${FOUNDED.year}, in US dollars (${platform})`,
    },
    funded: {
      number: FUNDED,
      label: 'Businesses funded',
      basis: `businesses that closed financing with a lender they reached through the platform since ${FOUNDED.year} (${platform})`,
    },
    approval: {
      number: APPROVAL_RATE,
      label: 'Funding approval rate',
      basis: `share of completed applications that received at least one lender approval (${platform})`,
    },
    success: {
      number: SUCCESS_MULTIPLE,
      label: 'Higher success rate than applying alone',
      basis: `approval rate of completed applications on the platform compared with applying to a single lender (${platform})`,
    },
    salesCycle: { number: `${PARTNER_SALES_CYCLE_CUT_PERCENT}%`, label: 'Decrease in sales cycle' },
    completedApps: {
      number: `${PARTNER_COMPLETED_APPS_LIFT_PERCENT}%`,
      label: 'Increase in completed applications',
    },
  } satisfies Record<StatId, { number: string; label: string; basis?: string }>,
  /** "120+ verified lenders: …; …. Past results …": one footnote for a group of figures. */
  footnote: (parts: string[]) =>
    `${parts.join('; ')}. Past results do not predict the outcome for any one business; lenders decide.`,
  basisPart: (number: string, label: string, basis: string) => `${number} ${label.toLowerCase()}: ${basis}`,
};
