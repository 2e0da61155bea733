/**
 * Headline figures, shown on the home, about and partner pages, each with what it measures and when: here their
 * ids and groups. The figures come from src/data/facts.ts; their words and number format, in each language, from
 * the dictionaries' `figures.stats`, by these ids (`localizeStats` in src/lib/stats.ts joins them).
 */
import { FACTS_AS_OF } from './facts';

export const STAT_IDS = ['lenders', 'capital', 'funded', 'approval', 'success', 'salesCycle', 'completedApps'] as const;
export type StatId = (typeof STAT_IDS)[number];
/** A figure as a page lists it: the words come with the page's language. */
export type StatRef = { id: StatId };

/** The period the platform figures describe. */
export const STATS_AS_OF = FACTS_AS_OF;

const refs = (...ids: StatId[]): StatRef[] => ids.map((id) => ({ id }));

export const companyStats: StatRef[] = refs('lenders', 'capital', 'funded', 'approval');
export const successRate: StatRef = { id: 'success' };
export const partnerStats: StatRef[] = refs('salesCycle', 'completedApps');
