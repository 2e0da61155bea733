/**
 * Headline figures, shown on the home, about and partner pages, each with what it measures and when. The
 * figures come from src/data/facts.ts; their words, in each language, from the dictionaries' `figures`.
 */
import { figures } from '~/i18n/en/figures';
import { FACTS_AS_OF } from './facts';

export type StatId = keyof typeof figures.stats;
export type Stat = {
  id: StatId;
  number: string;
  label: string;
  /** What the figure counts and as of when; shown as a footnote wherever the figure appears. */
  basis?: string;
};

/** The period the platform figures describe. */
export const STATS_AS_OF = FACTS_AS_OF;

const stat = (id: StatId): Stat => ({ id, ...figures.stats[id] });

export const companyStats: Stat[] = (['lenders', 'capital', 'funded', 'approval'] as const).map(stat);
export const successRate: Stat = stat('success');
export const partnerStats: Stat[] = (['salesCycle', 'completedApps'] as const).map(stat);
