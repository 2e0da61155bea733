/** The navigation in a page's language, for Astro components (which have the whole dictionary at hand). */
import { messagesFor, toLocale } from './i18n';
import { navigationWith } from './navigation';

export function navigationFor(locale: string | undefined | null) {
  const lang = toLocale(locale);
  return navigationWith(messagesFor(lang).site.nav, lang);
}
