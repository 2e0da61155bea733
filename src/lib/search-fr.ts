// cspell:disable -- folded French (no accents), Quebec slang and anglicisms: words of no dictionary.
/**
 * French text for the chat search: accents folded, elisions cut (l’offre → offre), a few phrases joined and a
 * light suffix stemmer. No maintained French stemmer is installed and the Snowball ports weigh more than this
 * whole search; the light stemmer below (after Savoy's "light" French stemmer, as Lucene's FrenchLightStemmer)
 * only has to meet singular and plural, masculine and feminine, and a noun and its verb
 * ("financement", "financer", "financier" → "financ"). Pure code, shared by the build and the function.
 */
import { STEM_EXCEPTIONS_FR } from '~/data/search-vocabulary-fr';

const FUSED =
  /\b(?:l|d|j|m|t|s|n|c|qu)(argent|entreprises?|affaires|impots?|inventaire|approbation|equipement|avance|affacturage|application|interets?|achat|offres?|equipe|api|actifs?|usine|ete|hiver|annees?|infos?|information|informations|aider|ici|utilisation|utiliser|emprunter|obtenir|avoir|etre|ouvrir|inscrire|inscription|admissibilite|admissible|approvisionnement|appro)\b/g;

// A short stretch of time ("juste 4 mois", "quelques années"), as the time-in-business phrases name it.
const SOME = String.raw`(?:juste |seulement |a peine )?(?:\d+|un|une|deux|trois|quelques)`;
const SPAN = String.raw`(?:mois|ans?|annees?|semaines)`;

/** The raw words of a French text: lower case, accents folded, elisions and apostrophes gone. */
export function rawWordsFr(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’`]/g, "'")
      // Elision: l'argent, d'affaires, qu'il, j'ai, n'est, s'il, c'est (also the spaced "l' argent").
      .replace(/\b(?:l|d|qu|j|n|s|c|m|t)'\s*/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(/%/g, ' pourcentage ')
      .replace(/'/g, '')
      // Elisions typed without the apostrophe ("largent", "daffaires", "dimpot") on the site's key words.
      .replace(FUSED, '$1')
      .replace(/\b(\d+)\s*h\b/g, '$1 heures')
      .replace(/e-commerce/g, 'ecommerce')
      .replace(/\bboundless[\s-]*ai\b/g, 'boundless')
      .replace(/cash-flow|cash flow|flux de tresorerie/g, 'cashflow')
      // Keeping someone's documents (for how long) is the privacy policy's retention, not a funding delay.
      .replace(
        /\b(?:gard\w*|conserv\w*) (?:mes |nos |les |vos |notre |mon )?(?:documents?|donnees|renseignements|infos?|dossiers?|papiers|fichiers)\b/g,
        'conservation renseignements personnels',
      )
      // "Une cote", "votre cote": a cut taken (a fee); "ma cote" and "cote de crédit" stay the credit score.
      .replace(/\b(?:une|votre|leur|sa|vos) cotes?\b(?! de credit| credit)/g, 'commission frais')
      // How the service earns its money is its fees question.
      .replace(
        /\b(?:faites|faire|fait|gagnez|gagner) (?:votre|vos|leur|son|de l ?) ?(?:argent|cash|profits?|revenus?)\b/g,
        'commission frais',
      )
      // Sending one's clients over is a referral.
      .replace(
        /\b(?:envoyer|referer|diriger|recommander) (?:nos |mes |des |les |vous les |les vous )?clients\b|\bvous les envoyer\b/g,
        'recommander clients',
      )
      // Phrases whose meaning is in their stop words.
      .replace(
        /\bcombien de (?:temps|jours|semaines)\b|\bca prend combien\b|\bhow long\b|\btemps (?:de|d) ?(?:traitement|reponse|approbation|attente)\b/g,
        'delai',
      )
      .replace(/\bavances? de fonds?\b|\bavances? (?:marchandes?|marchands?|au marchand|aux marchands)\b/g, 'mca')
      // A monthly payment is what the loan calculator shows; a deadline this week is speed.
      .replace(
        /\b(payer|paye|rembourser|paiements?|versements?)\b(.{0,30}?)\b(?:par|chaque) mois\b/g,
        '$1$2 mensualite',
      )
      .replace(
        /\b(?:la semaine prochaine|cette semaine|d ?ici (?:lundi|mardi|mercredi|jeudi|vendredi|demain|la fin du mois))\b/g,
        'urgent',
      )
      .replace(/\bbons? de commande\b|\bpurchase orders?\b/g, 'po')
      .replace(/\betats[\s-]unis\b|\bus\b|\bles states\b/g, 'etatsunis')
      // Places named in two words whose halves mean something else ("neuve": new).
      .replace(/\bterre[\s-]neuve\b/g, 'terreneuve')
      .replace(/\btrois[\s-]rivieres\b/g, 'troisrivieres')
      // "Je suis un prêteur": a lender asking to join, not a borrower asking about lenders.
      .replace(
        /\b(?:je suis|on est|nous sommes|devenir|devient) (?:un |une )?(?:preteur|preteuse|lender)s?\b|\b(?:qui|on|nous) pret(?:e|ons|ent) (?:aux|a des) (?:pme|entreprises)\b|\bprogrammes? (?:pour les |de |des )?preteurs\b|\binteresse\w* a preter\b|\b(?:je|on|nous) represent\w* (?:une |un )?(?:banque|caisse|cooperative de credit|institution financiere|societe de financement|preteur)s?\b/g,
        'preteurpartenaire',
      )
      .replace(/\bdeclarations? de revenus?\b|\bavis de cotisation\b/g, 'impots')
      // Quebec's calques and the English names of the site's subjects.
      .replace(/\bcomptes? a recevoir\b/g, 'comptes clients')
      .replace(/\bcomptes? a payer\b/g, 'comptes fournisseurs')
      .replace(/\betats? de comptes?\b/g, 'releves bancaires')
      .replace(/\betats? des resultats\b|\betats? des revenus et depenses\b/g, 'etats financiers')
      .replace(/\btermes? (?:de paiement|de \d+ jours|net)\b|\bnet \d+\b/g, 'conditions paiement')
      .replace(/\blines? of credit\b/g, 'marge credit')
      .replace(/\bbusiness ?plans?\b/g, 'plan affaires')
      .replace(/\bworking capital\b/g, 'fonds roulement')
      .replace(/\bsign[\s-]?up\b/g, 'signup')
      .replace(/\blog[\s-]?in\b/g, 'login')
      // Sending clients our way is a referral.
      .replace(
        /\b(?:envoy|envoi|refer|recommand|amen|dirig|pass)\w* (?:des|nos|mes|vos|de|plusieurs|quelques) clients\b/g,
        'referer clients',
      )
      .replace(/\bquel(?:le)?s? (?:genre|sorte|type)s? de\b/g, 'types')
      // "On existe depuis 8 mois": time in business, not the company's own history.
      // …and "on a lancé notre shop y a 4 mois", "ça fait 4 mois que j'ai parti mon atelier".
      .replace(
        new RegExp(
          [
            String.raw`\b(?:on|je|nous|entreprise|compagnie) (?:existe|existons|suis en affaires|est en affaires|sommes en affaires|opere) depuis\b`,
            String.raw`\b(?:parti|ouvert|lance|launche|demarre|fonde|commence|starte)s? (?:notre |mon |ma |la |le |l )?(?:\w+ )?(?:y a|il y a|depuis) ${SOME} ${SPAN}\b`,
            String.raw`\bca fait ${SOME} ${SPAN} (?:que|qu) (?:j ?ai|on a|nous avons|je suis|on est|ma compagnie|mon entreprise)? ?(?:parti|ouvert|lance|demarre|fonde|commence|en affaires|starte)\b`,
          ].join('|'),
          'g',
        ),
        'tempsaffaires',
      )
      // A cooperative that borrows is a business; a credit union ("coopérative de crédit") stays a lender.
      .replace(/\bcoop(?:erative)?s?\b(?! (?:de |d )?(?:credit|epargne)| financiere)/g, 'entreprise')
      // Sales made in a few months of the year: a seasonal business.
      .replace(
        /\b(?:entre|de) (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre) (?:et|a) (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/g,
        'saisonniere',
      )
      .replace(
        /\bcombien (?:d ?)?(?:entreprises|clients|compagnies|pme) (?:avez[- ]vous |vous avez |que vous avez )?(?:ete )?(?:financ|aid|servi|accompagn)\w*/g,
        'entreprisesfinancees',
      )
      // When the money arrives is the time to funding.
      .replace(
        /\b(?:arrive(?:nt)?|recoi[st]|recevoir|verse(?:s|es)?|deposes?|dispo(?:nibles?)?)\b[^.?!]{0,25}\bquand\b|\bquand\b[^.?!]{0,30}\b(?:arrive(?:nt)?|recevoir|recoi[st]|verse(?:s|es)?|deposes?)\b|\bavant (?:que|qu) (?:l ?)?(?:argent|fonds|cash|pret) (?:rentre|arrive|soit verse|soit depose)\b/g,
        'delai',
      )
      .replace(/\bchiffre d affaires\b|\bchiffre daffaires\b/g, 'revenus')
      // Paying to use the service ("sortir la carte de crédit", "je vous dois-tu de quoi") is its fees question.
      .replace(
        /\bsortir (?:la|ma|sa|une|notre) cartes?(?: de credit)?\b|\b(?:je|on|nous) vous (?:dois|doit|devons|devrais|devrait)\b/g,
        'commission frais',
      )
      // Money due in a few days, or wanted within them, is speed ("une paye dans 5 jours", "en 2 jours max").
      .replace(/\b(?:en|dans|d ?ici) (?:\d+|deux|trois|quatre|cinq|quelques) (?:jours|heures|hrs?)\b/g, 'urgent delai')
      // Getting the money of one's invoices sooner is factoring, not the time to funding.
      .replace(
        /\b(?:argent|cash|paiement|payes?) (?:de|sur|des) (?:mes|nos|ses|leurs|les) factures\b/g,
        'affacturage factures',
      )
      // Coming back to a profile started earlier is signing in.
      .replace(
        /\b(?:reviens|revenir|retourne|retourner|reprendre|rouvrir|retrouver|continuer|poursuivre)\b[^.?!]{0,25}\b(?:profil|compte|demande|dossier)\b|\b(?:profil|compte|demande|dossier)\b[^.?!]{0,60}\b(?:reviens|revenir|retourne|retourner|reprendre|rouvrir)\b/g,
        'connexion login compte profil',
      )
      // Changing one's mind ("changer d'avis") is not reviews ("avis").
      .replace(/\bchang\w* (?:d )?avis\b/g, 'changer idee')
      .match(/[a-z0-9]+/g) ?? []
  );
}

// Longest first: the first suffix that leaves a stem long enough is cut.
const SUFFIXES: [suffix: string, minStem: number][] = [
  ['issements', 4],
  ['issement', 4],
  ['ibilite', 3],
  ['abilite', 3],
  ['ements', 4],
  ['ement', 4],
  ['ations', 4],
  ['ation', 4],
  ['atrice', 4],
  ['ateur', 4],
  ['ments', 5],
  ['ment', 5],
  ['ieres', 4],
  ['iere', 4],
  ['iers', 4],
  ['ier', 4],
  ['euse', 4],
  ['eur', 4],
  ['ite', 4],
  ['ible', 4],
  ['able', 4],
  ['aient', 4],
  ['ait', 4],
  ['ant', 4],
  ['ees', 4],
  ['ee', 4],
  ['er', 4],
  ['ez', 4],
  ['es', 4],
  ['e', 4],
];

/** A light French stemmer on folded words (see the module comment). */
export function stemFr(word: string): string {
  const exception = STEM_EXCEPTIONS_FR[word];
  if (exception) return exception;
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  // Plurals: travaux → traval, prets → pret (not "ss": "processus").
  if (w.endsWith('aux') && w.length > 4) w = `${w.slice(0, -3)}al`;
  else if (/[^s][sx]$/.test(w) && w.length > 3) w = w.slice(0, -1);
  for (const [suffix, minStem] of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= minStem) return w.slice(0, -suffix.length);
  }
  return w;
}
