/**
 * Whether a searched question is about the site's subject at all: one about the world ("who won the game last
 * night") is outside it; one that shares only a word or two with a page only gets the closest pages.
 */
import type { Locale, SearchIndex } from '~/lib/search';
import { rawWordsFr } from '~/lib/search-fr';
import { MIN_EVIDENCE } from './answer';
import { intentsFor } from './intents';
import type { Searched } from './searched';

/**
 * A question that names nothing of the site's subject (no word of `DOMAIN`) is answered confidently only when
 * the best page covers this much of it, through words the page is written about (its curated fields).
 */
const OFF_DOMAIN_COVERAGE = 0.6;
/**
 * …and is outside the site's subject when less than this share of its words (unknown ones counted) is matched
 * by the best page, or when the words matched are only in the page's body text, not its topic.
 */
const OFF_TOPIC_STRICT = 0.3;
const OFF_TOPIC_CURATED = 0.5;
/** …or when it names neither the visitor nor the company and the best page matches less than this of it. */
const WORLD_STRICT = 0.7;
/** Rarity (idf) of a title word that names a page's subject rather than a common word ("Highbeam", not "guide"). */
const SITE_TERM = 2;

/** Whether a question names the site's subject, in its words as typed or once elisions are cut ("linventaire"). */
export const onDomain = (text: string, locale: Locale) =>
  intentsFor(locale).DOMAIN.test(text) ||
  (locale === 'fr' && intentsFor(locale).DOMAIN.test(rawWordsFr(text).join(' ')));

/**
 * A search weighed against the site's subject (`text` normalised): null when the question names nothing of it
 * and the best page matches too little of it (outside the subject); a weak match when a page shares only a word
 * or two with it ("quel temps fait-il", "faire du pain"). A French one is never answered outright by an article.
 */
export function onTopicOnly(index: SearchIndex, text: string, searched: Searched): Searched | null {
  const c = searched.confidence;
  const I = intentsFor(index.locale);
  if (onDomain(text, index.locale)) return searched;
  if (searched.hits.length > 0 && c.strict < OFF_TOPIC_STRICT && c.curated < OFF_TOPIC_CURATED) return null;
  // Neither the visitor, nor the company, nor the site's subject named, and the best page misses much of it:
  // a question about the world ("qui a gagné la game hier soir", "c'est quand la fête nationale").
  // Typed with typos, or naming the subject of the best page's title ("the Highbeam deal"): not so.
  if (!I.ADDRESSED.test(text) && c.strict < WORLD_STRICT && !c.typo && c.titled < SITE_TERM) return null;
  const stray =
    (index.locale === 'fr' && searched.hits[0]?.passage.kind === 'blog') ||
    c.coverage < OFF_DOMAIN_COVERAGE ||
    c.curated < MIN_EVIDENCE;
  return stray && c.level === 'strong' ? { ...searched, confidence: { ...c, level: 'weak' } } : searched;
}
