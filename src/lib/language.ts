// cspell:disable -- folded French (no accents), Quebec slang and anglicisms: words of no dictionary.
/**
 * The language of a chat message, read from the message itself: a French speaker may type on an English page
 * and an English speaker on a French one. French function words, elisions (l’, d’, qu’…) and accented letters
 * count for French, English function words for English; a message that says neither ("ok", "MCA?", "hi") keeps
 * the page's language.
 */
import type { Locale } from '~/i18n/locales';

// Words only one of the two languages uses ("a", "on", "me" and "plus" are both, so neither counts them).
const FRENCH = new Set(
  `le la les des du de un une est sont je tu il nous vous ils mon ma mes ton ta votre vos notre nos leur
  ce cette ces pour avec dans sur par que qui quoi quel quelle quels comment combien pourquoi quand ou et au
  aux pas oui non merci bonjour bonsoir salut allo ca cest jai suis etes avez peux puis faut veux voudrais
  besoin entreprise compagnie argent pret prets preteur preteurs financement delai frais gratuit mais aussi
  tres bien mois ans annee annees chez moi toi lui elle sans avoir etre faire fait es tes bonne journee
  soiree inutile peut peuvent pouvez aimerait aimerais seulement emprunter devenir nouvelles beaucoup bcp svp
  stp vraiment utile etait cetait jetais toujours jamais rien tout tous toutes deja trop plusieurs chaque autre
  autres ici voici voila pis faque parce pcq quelque quelquun meilleur meilleure meilleurs resto restos bon bons`.split(
    /\s+/,
  ),
);
const ENGLISH = new Set(
  `the and you your is are was what how why when where which who with for my i im do does did can could
  would should will to of it its this that these those there their they we our us have has had be been
  get need want any some about from if or not no yes hi hello thanks please an at by were whats tell`.split(/\s+/),
);

const ELISION = /(?:^|[^\p{L}])(?:l|d|j|qu|n|s|c|m|t)['’]\p{L}/giu;
const ACCENTED = /[àâçéèêëîïôûùüÿœ]/i;

/** Which language a message is written in; `fallback` (the page's language) when it does not say. */
export function detectLanguage(message: string, fallback: Locale = 'en'): Locale {
  const tokens = message.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
  let fr = (message.match(ELISION) ?? []).length;
  let en = 0;
  for (const token of tokens) {
    const bare = token.replace(/['’]/g, '');
    const folded = bare.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (ACCENTED.test(token) || FRENCH.has(folded)) fr++;
    else if (ENGLISH.has(bare)) en++;
  }
  if (fr === en) return fallback;
  return fr > en ? 'fr' : 'en';
}
