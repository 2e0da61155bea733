/** Headline figures in a page's language, and the one footnote that says what a group of them counts. */
import type { StatId, StatRef } from '~/data/stats';
import { messagesFor } from './i18n';

export type Stat = {
  id: StatId;
  number: string;
  label: string;
  /** What the figure counts and as of when; shown as a footnote wherever the figure appears. */
  basis?: string;
};

/** The figures with the words (and number format) of `locale`. */
export const localizeStats = (stats: StatRef[], locale: string | undefined): Stat[] =>
  stats.map((s) => ({ id: s.id, ...messagesFor(locale).figures.stats[s.id] }));

/** One footnote for a group of figures: "120+ verified lenders: …; …". Past results never promise a future one. */
export function statsFootnote(stats: StatRef[], locale?: string): string {
  const t = messagesFor(locale).figures;
  const parts = localizeStats(stats, locale)
    .filter((s) => s.basis)
    .map((s) => t.basisPart(s.number, s.label, s.basis ?? ''));
  return parts.length ? t.footnote(parts) : '';
}
