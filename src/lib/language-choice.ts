/**
 * The reader's language choice, kept in localStorage once they pick a language (a switch link, or dismissing the
 * offer of French). Nothing is stored until they choose.
 */
import type { Locale } from '~/i18n/locales';

export const LANGUAGE_CHOICE_KEY = 'language-choice';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const choose = (store: Store, locale: string | undefined) => {
  if (locale !== 'en' && locale !== 'fr') return;
  try {
    store.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Storage refused (private mode, quota): the choice lasts this page only.
  }
};

/** Stores the language of any `a[data-lang-switch]` the reader follows. */
export function rememberLanguageChoice(doc: Document, store: Store = localStorage): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('[data-lang-switch]');
    if (link instanceof HTMLElement) choose(store, link.dataset.langSwitch);
  });
}

/** True when the browser's first preferred language is French. */
export const prefersFrench = (languages: readonly string[]): boolean => /^fr\b/i.test(languages[0] ?? '');

/**
 * On the English home page: a reader who chose French goes to the French home page; one whose browser prefers
 * French and who has not chosen sees the offer (dismissing it chooses English).
 */
export function offerLanguage(
  offer: HTMLElement | null,
  languages: readonly string[],
  store: Store,
  location: Pick<Location, 'replace'>,
): Locale | null {
  if (!offer) return null;
  let choice: string | null = null;
  try {
    choice = store.getItem(LANGUAGE_CHOICE_KEY);
  } catch {
    return null;
  }
  if (choice === 'fr') {
    location.replace('/fr');
    return 'fr';
  }
  if (choice || !prefersFrench(languages)) return null;
  offer.hidden = false;
  offer.querySelector('[data-lang-stay]')?.addEventListener('click', () => {
    choose(store, 'en');
    offer.hidden = true;
  });
  return null;
}
