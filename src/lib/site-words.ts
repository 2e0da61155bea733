/**
 * The `site` dictionary (the frame every page shares) of a language, for islands that take only the page's
 * language as a prop: the words then travel in the island's script, fetched once and cached, instead of in
 * every page's HTML. Only the two `site` dictionaries are imported, not the whole site's texts.
 */
import { site as en } from '~/i18n/en/site';
import { site as fr } from '~/i18n/fr/site';
import type { Locale } from '~/i18n/locales';

const SITE = { en, fr };

export const siteWords = (locale: Locale) => SITE[locale];
