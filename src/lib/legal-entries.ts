/**
 * The legal texts in a page's language: content/legal/<id>.md in English, content/legal/fr/<id>.md in French
 * (both versions have the same authority). Build-time only (uses astro:content).
 */
import { getEntry, type CollectionEntry } from 'astro:content';
import { toLocale } from './i18n';

export type LegalEntry = CollectionEntry<'legal'> | CollectionEntry<'legalFr'>;

export async function getLegalEntry(id: 'privacy' | 'terms', locale: string | undefined): Promise<LegalEntry> {
  const french = toLocale(locale) === 'fr';
  const entry = french ? await getEntry('legalFr', id) : await getEntry('legal', id);
  if (!entry) throw new Error(`content/legal/${french ? 'fr/' : ''}${id}.md is missing`);
  return entry;
}
