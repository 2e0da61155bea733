/** Headline figures in a page's language, and the one footnote that says what a group of them counts. */
import type { Stat } from '~/data/stats';
import { messagesFor } from './i18n';

/** The same figures with the words (and number format) of `locale`. */
export const localizeStats = (stats: Stat[], locale: string | undefined): Stat[] =>
  stats.map((s) => ({ id: s.id, ...messagesFor(locale).figures.stats[s.id] }));

/** One footnote for a group of figures: "120+ verified lenders: …; …". Past results never promise a future one. */
export function statsFootnote(stats: Stat[], locale?: string): string {
  const t = messagesFor(locale).figures;
  const parts = localizeStats(stats, locale)
    .filter((s) => s.basis)
    .map((s) => t.basisPart(s.number, s.label, s.basis ?? ''));
  return parts.length ? t.footnote(parts) : '';
}
