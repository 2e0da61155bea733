/** The visitor's saved articles, kept in this browser only (localStorage, synced across tabs). */
import { persistentAtom } from '@nanostores/persistent';

export type SavedArticle = { slug: string; title: string; url: string; savedAt: string };

export const savedArticles = persistentAtom<SavedArticle[]>('boundless:saved-articles', [], {
  encode: JSON.stringify,
  decode: (raw) => {
    try {
      const value = JSON.parse(raw);
      return Array.isArray(value)
        ? value.filter((v) => v && typeof v.slug === 'string' && typeof v.url === 'string')
        : [];
    } catch {
      return [];
    }
  },
});

export function isSaved(list: SavedArticle[], slug: string): boolean {
  return list.some((a) => a.slug === slug);
}

/** Adds or removes an article; returns true when it is now saved. */
export function toggleSaved(article: Omit<SavedArticle, 'savedAt'>): boolean {
  const list = savedArticles.get();
  if (isSaved(list, article.slug)) {
    savedArticles.set(list.filter((a) => a.slug !== article.slug));
    return false;
  }
  savedArticles.set([{ ...article, savedAt: new Date().toISOString() }, ...list]);
  return true;
}
