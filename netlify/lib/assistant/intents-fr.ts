/**
 * The French twin of intents.ts: the same intents as Quebec visitors write them (accents or not, anglicisms,
 * joual). Patterns run on `normalise`d text: lower case, accents folded, punctuation gone. English phrasings a
 * French speaker mixes in ("talk to a human", "thanks") are recognised too.
 */
import type { IntentSet } from './intents';

const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

export const normaliseFr = (text: string) =>
  fold(text.toLowerCase())
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9$%'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const PERSON = String.raw`(?:un |une |le |la |votre |vos |quelqu'?un de votre |un membre de votre )?(?:humain|personne|agent|agente|conseiller|conseillere|representant|representante|quelqu'?un|quelqu un|equipe|expert|experte|vrai monde|vendeur|vraie personne|vrai humain|etre humain)`;

// Each clause ends where the message goes on with another request ("… et dis-moi comment marche l'affacturage").
const CLAUSE_END = String.raw`[^.?!,;]*?(?=\s+(?:et|puis|pis|mais|alors|and|then)\s+|[.?!,;]|$)`;

export const FRENCH: IntentSet = {
  GREETING: /^(?:bonjour|bonsoir|bon matin|salut|allo|coucou|hello|hi|hey|yo)\b/,
  THANKS: /\b(?:merci|mercii+|thanks?|thank you|thx|c'?est apprecie|j'?apprecie)\b/,
  GOODBYE: /\b(?:au revoir|bye|bye bye|bonne (?:journee|soiree|fin de semaine)|a la prochaine|a plus tard|a bientot)\b/,
  HUMAN: new RegExp(
    [
      String.raw`\b(?:service (?:a la )?client\w*|agent en direct|talk to (?:a |someone|somebody)|real person|human)\b`,
      String.raw`\b(?:parler|jaser|discuter|clavarder|communiquer)(?: a| avec)? ${PERSON}\b`,
      String.raw`\b(?:(?:un |une )?(?:rendez-vous|rdv|rencontre|appel) avec (?:un |une |quelqu'?un|votre |vos )|je (?:voudrais|veux|aimerais) (?:un |une )?(?:rendez-vous|rdv)|appelez[- ]moi|rappelez[- ]moi|m'?appeler|numero de (?:telephone|tel)|votre (?:telephone|numero|courriel|adresse courriel)|adresse courriel|(?:prendre|reserver|booker|ceduler|planifier) (?:un |une )?(?:appel|rendez-vous|rdv|meeting|rencontre|demo))\b`,
      String.raw`\b(?:vous (?:joindre|contacter|rejoindre|appeler|ecrire)|(?:joindre|contacter|rejoindre) (?:votre equipe|le support|quelqu'?un|une personne|un expert))\b`,
      String.raw`\b(?:ouverts?|ouvrez|disponibles?|travaillez|joignables?)\b[^?.!]{0,25}\b(?:fins? de semaine|weekends?|week-ends?|samedis?|dimanches?|soirs?|soirees?|jours? feries?|conges?)\b`,
      String.raw`\b(?:heures d'?ouverture|heures d ouverture|vos heures|votre horaire|etes[- ]vous ouverts?|vous etes ouverts?|(?:a )?quelle heure (?:vous |est-ce que vous )?(?:fermez|ouvrez|ouvre|ferme)|vous (?:fermez|ouvrez) (?:a )?quelle heure)\b`,
    ].join('|'),
  ),
  IDENTITY:
    /\b(?:(?:qui|quoi) es[- ]tu|t'?es qui|t'?es quoi|qui etes[- ]vous|(?:c'?est quoi |quel est )?(?:ton|votre) (?:nom|prenom)|comment (?:tu t'?appelles|vous vous appelez)|(?:es[- ]tu|etes[- ]vous|t'?es[- ]tu|t'?es) (?:un |une )?(?:robot|bot|chatbot|humain|vraie personne|ia|intelligence artificielle|machine)|je (?:parle|jase|clavarde) (?:a|avec) (?:qui|un robot|une personne))\b/,
  PERSONAL:
    /\b(?:hypotheques? (?:pour|sur) (?:ma|mon|sa|son|leur|une|un) (?:maison|condo|chalet|appartement|residence)|prets? (?:personnels?|perso|etudiants?|auto|de voiture|hypothecaires?)|(?:m'?|me )acheter (?:un |une |ma |mon )?(?:char|auto|voiture|maison|condo|chalet)|consolider (?:mes|ses) (?:cartes|dettes)|(?:ma|mon) (?:maison|char|auto|voiture|loyer|mariage|voyage|vacances|condo)|hypotheques? residentiel\w*|(?:pret|preteur)s? hypothecaires?)\b/,
  PERSONAL_AFFAIRS:
    /\b(?:reer|celi|celiapp|regime de retraite|retraite|fonds de pension|(?:ma|mon|mes) (?:epargnes?|placements?|portefeuille)|(?:faire|remplir|produire) (?:mes|ma) (?:impots?|declarations? d'?impots?)|(?:declarations?|rapports?) (?:d'?impots?|de revenus) (?:personnel\w*|perso)|impots? perso|t1|declarer moins de revenus|fiscaliste|impots? personnels?|bourse|fonds communs?(?: de placement)?|fnb|etf|residence permanente|immigration|citoyennete|permis de travail|demande de visa)\b/,
  INJECTION: new RegExp(
    [
      String.raw`\b(?:ignore|ignorez|oublie|oubliez|contourne|contournez|ignore all|disregard|forget)\b[^.?!]{0,40}?\b(?:instructions?|regles?|consignes?|prompts?|directives?|ce qui precede|previous|rules)\b`,
      String.raw`\b(?:affiche|affichez|montre|montrez|revele|revelez|repete|repetez|donne[- ]moi|donnez[- ]moi|dis[- ]moi|c'?est quoi|quel est|print|show|reveal)\b[^.?!]{0,25}?\b(?:prompt|instructions?|consignes?|message|regles) (?:systeme|system|cache\w*|initial\w*|secret\w*)`,
      String.raw`\b(?:(?:donne|donnez|montre|montrez|affiche|affichez|raconte|racontez|dis|dites|revele|revelez|ecris|ecrivez|copie|copiez|imprime|imprimez)[- ]moi (?:ton|ta|tes|votre|vos) (?:prompt|instructions|consignes|configuration|programmation|regles)|oublie[sz]? (?:tout )?ce (?:qu'?on t'?a|que je t'?ai|qu'?on vous a) dit|oublie[sz]? (?:que (?:tu|vous)|qui (?:tu es|vous etes)|ton role|votre role)|tu es maintenant|vous etes maintenant|a partir de maintenant,? tu|fais semblant|faites semblant|fais comme si|faites comme si|imagine que tu es|imaginez que vous etes|agis comme|agissez comme|joue le role|mode developpeur|jailbreak|nouvelles? (?:instructions?|consignes?)|you are now|act as|reponds? (?:juste|seulement|uniquement) (?:oui|non|par|en))\b`,
    ]
      .map((start) => `${start}${CLAUSE_END}`)
      .concat(String.raw`(?:^|\s)(?:system|systeme|assistant|developpeur|developer|admin)\s*:`)
      .join('|'),
    'gi',
  ),
  HOSTILE:
    /\b(?:inutile|nul|nulle|stupide|idiot|epais|cave|poubelle|ferme[- ]la|tabarnak|tabarnac|calisse|criss|ostie|esti|marde|merde|perte de temps|ca aide pas|pas aidant|sers? a rien|sert a rien|(?<!\b(?:credit|score|cote|dossier|historique|bilan|chiffre|mois|annee|revenus?|ventes?) (?:est |etait |sont )?)pas bon|(?<!\b(?:ma|ta|sa|la|de|mes|tes|ses|nos|vos|leurs?) )poche|arnaqu\w*|escroc\w*|voleurs?|du vol|fraudeurs?|honte a vous\w*|useless|stupid|wtf|sucks?)\b/,
  OFF_TOPIC:
    /\b(?:comment (?:on )?(?:dit|dire|ecrit)[- ]?(?:on )?\w+(?: \w+)? en (?:japonais|anglais|espagnol|chinois|allemand|italien|portugais|arabe|russe|coreen)|tradui[st]\w*|traduction|meteo|temperature|quel temps (?:il )?(?:fait|fera)|va-t-il (?:pleuvoir|neiger)|(?:(?:recommande|suggere|conseille)[sz]?|connais|connaissez)[- ]?(?:moi |vous |tu )?(?:un |une |des )(?:bon |bonne |bons )?(?:resto|restaurant|film|livre|serie|hotel|bar|plombier|electricien|mecanicien|garagiste|dentiste|medecin|coiffeu(?:r|se)|couvreur|menuisier|peintre|deneigeur|agence|developpeur|designer|graphiste|photographe|traducteur|traductrice)|assurances?|assureurs?|assurer (?:notre|mon|ma|nos|mes)|immobilier|(?:louer|location d'?)(?: un| une)? (?:local|locaux|batiments?|entrepot)|blague|devinette|poeme|chanson|paroles|recette|cuisiner|pain maison|tourtiere|gateau|tarte|soupe|biscuits|lasagne|film|films|netflix|jeu video|match|canadiens|habs|hockey|coupe stanley|lnh|nhl|nba|nfl|alouettes|raptors|soccer|football|celebrite|horoscope|blonde|chum|devoirs|capitale d[eu]|president|premier ministre|elections?|tradui\w*|bitcoin|crypto|ethereum|python|javascript|sens de la vie|quelle heure (?:il est|est[- ]il)|quel jour sommes|billets? d'?avion|hotels?|vacances|voyages?|forfait cellulaire|cellulaire|telephone cellulaire|medecin|symptomes?|calories|centre bell|billets? (?:de |pour (?:un |le |la )?)?(?:spectacle|show|concert|match|centre bell)|rhume|grippe|soigner|malade|maladie|loto|lotto|zodiaque|religion|pizza|poutine|burger|sushi|olympiques|coupe du monde|weather|joke|recipe|movie)\b/,
  CREATIVE:
    /\b(?:ecri[st]|ecrivez|compose|composez|invente|inventez|fais|faites)[- ]?(?:moi |nous )?(?:un |une |des )(?:poeme|chanson|histoire|blague|conte|dissertation|texte|rap)\b/,
  DOMAIN:
    /\b(?:prets?|preteurs?|financ\w*|credit|liquidites|argent|cash|capital|factures?|revenus?|chiffre|entreprises?|compagnies?|business|emprunt\w*|fund\w*|mca|avance|affacturage|inventaire|stocks?|equipement|paie|boundless|demande|partenaires?|partenariats?|fonds|loans?|funding|frais|gratui\w*|cout\w*|payer|paye\w*|payant\w*|taux|interets?|processus|delais?|montants?|minimum|maximum|documents?|papiers|releves|impots|renseignements|donnees|confidentialite|securit\w*|politique|profil|compte|inscri\w*|connect\w*|mot de passe|prequalif\w*|admissib\w*|eligib\w*|offres?|approb\w*|approuv\w*|decisions?|garanti\w*|commissions?|recommandations?|referen\w*|accept\w*|referer|api|calcul\w*|rembours\w*|mensualit\w*|fournisseurs?|commandes?|clients?|dettes?|equite|pme|startups?|demarrage|affaires|holdback|sba|banques?|abonnement|chiffr\w*|encrypt\w*|calculat\w*|simulat\w*|bilans?|etats? financiers|comptab\w*|tresorerie|roulement|marge|refinanc\w*|soumissions?|contrats?|marchandises?|machinerie|camions?|lenders?|invoices?|factoring|inventory|equipment|payroll)\b/,
  ADDRESSED:
    /\b(?:je|j|me|m|moi|mon|ma|mes|on|nous|notre|nos|vous|votre|vos|te|t|toi|ton|ta|tes|jai|jaurais|jveux|chu|jsuis|mon|minscri\w*|maider|mappeler|i|my|we|our|you|your)\b/,
  FOLLOW_UP:
    /^(?:et|aussi|pis|mais|ou|qu'?en est-il|et si|pareil (?:pour|au|en|avec)|meme chose (?:pour|au|en|avec)|(?:ok|okay|d'?accord|parfait),? (?:et|pis|mais)|en|au|aux|pour|avec|and|what about)\b/,
  SWITCH:
    /^(?:(?:et|pis|mais|ok,?(?: et)?)\s+)?(?:pour|avec|en|au|aux|dans|chez|qu'?en est-il|pareil pour|meme chose pour|what about)\b/,
  // "?", ".", ";", "et aussi…", or "et" / "pis" / "aussi" opening a new question ("… et vos heures?").
  PART_BREAK: new RegExp(
    [
      String.raw`\?\s*`,
      String.raw`\.\s+(?=[a-z])`,
      String.raw`;\s*`,
      String.raw`\s+\+\s+`,
      String.raw`\s+(?:et aussi|mais aussi|ainsi que|pis aussi|en plus)\s+`,
      String.raw`,?\s+(?:et|pis|puis|aussi)\s+(?=(?:c'?est|cest|quel(?:le)?s?|comment|combien|vos|votre|est-ce|avez|pouvez|faut|ou|quand|qui|pourquoi|y a)\b)`,
      // "…, mais j'aurais aussi besoin…", "… pis je voudrais…": a second request in the first person.
      String.raw`,?\s+(?:et|pis|puis|mais)\s+(?=(?:je|j'|jai|jaurais|jaimerais|on|nous)\b)`,
    ].join('|'),
  ),
  QUESTION:
    /^(?:c'?est quoi|cest quoi|qu'?est[- ]ce|questce|comment|combien|pourquoi|quand|quel(?:le)?s?|est[- ]ce|avez[- ]vous|pouvez[- ]vous|faites[- ]vous|offrez[- ]vous|etes[- ]vous|vous (?:faites|offrez|avez|pouvez|prenez|financez|acceptez)|y a[- ]t[- ]il|y a[- ]tu|ya[- ]tu|ca (?:marche|fonctionne|coute|prend)|je peux|on peut|puis[- ]je|peut[- ]on|faut[- ]il|faut[- ]tu|c'?est[- ]tu|cest[- ]tu|qui|what|how|can|do)\b/,
  ASKS: /\b(?:tu|ti)\b/,
  STORY:
    /^(?:on est|on fait|on vend|on opere|nous sommes|je suis|chu|je fais|je vends|je gere|je dirige|je possede|(?:j'?ai|on a|nous avons) (?:un|une|deux|trois|\d+) (?:entreprises?|compagnies?|business|commerces?|restos?|restaurants?|boutiques?|shops?|magasins?|usines?|garages?|pme|startup|cliniques?|cabinets?|franchises?|succursales?|employes|camions)|mon entreprise|ma compagnie|ma business|mon commerce|mon resto|ma boutique|ma shop|notre (?:entreprise|compagnie|business|commerce|pme|societe|boite))\b/,
  REWRITES: [
    [
      /\b(?:boundless(?: ai)? (?:est|c'?est)|etes[- ]vous|vous etes|t'?es|es[- ]tu|c'?est) (?:un |une |la |le )?(?:vrai )?(?:preteur|banque|courtier|institution financiere|conseiller financier|compagnie de pret|lender|broker)\b|\bc'?est vous qui pret(?:ez|e|ent)\b|\bvous pretez (?:vous-memes|vous memes|directement|votre (?:propre )?argent)\b/,
      'pas preteur place marche banque decisions credit',
    ],
    [
      /\bqui (?:a fonde|a cree|a parti|possede|dirige|est derriere|sont (?:les |vos )?fondateurs)\b/,
      'fondateurs fondee histoire',
    ],
    // Who runs the company and where it is: the About page, not an article naming another company's CEO.
    [
      /\b(?:(?:qui (?:est|sont|c'?est|etait)|c'?est qui|(?:vos|votre|ton|ta|tes)) (?:le |la |les |l'?|vos |votre )?(?:pdg|ceo|presidente?s?|dg|directeur general|directrice generale|chef de la direction|fondat\w*|co-?fondat\w*|proprios?|proprietaires?|patron\w*|boss|dirigeant\w*|haute direction)\b(?!\s+(?:de|d'|chez)\s*(?!boundless|vous|votre|la compagnie|l'?entreprise|la boite)\w)|\b(?:pdg|ceo|presidente?|fondat\w*|co-?fondat\w*|proprietaires?|patron\w*|boss|dirigeant\w*) (?:de|d'|chez) ?(?:boundless|vous|votre (?:compagnie|entreprise|boite|plateforme)))\b/,
      'fondateurs direction pdg',
    ],
    [
      /\b(?:(?:etes[- ]vous|vous etes|t'?es|es[- ]tu|boundless(?: ai)? est|ou etes[- ]vous|ou est boundless(?: ai)?) (?:situee?s?|basee?s?|localisee?s?|installee?s?|etablie?s?)(?! sur)|(?:vos|votre) (?:bureaux?|siege(?: social)?|quartier general)|ou (?:sont|est|se trouvent?) (?:vos|votre|les) (?:bureaux?|siege)|vous (?:etes|venez) d'?ou)\b/,
      'bureau situes siege social adresse',
    ],
    [
      /\bcomment (?:boundless(?: ai)?|vous) (?:fai(?:t|tes)|gagne[sz]?|fait[- ]elle)(?: de| votre)? (?:l'?)?argent\b|\bqui (?:vous )?pa(?:y|i)e(?:nt)? (?:boundless|vous|vos services|votre service)?\s*$|\bqui vous pa(?:y|i)e\b|\b(?:vous etes|etes[- ]vous) (?:payes?|remuneres?)\b/,
      'commission frais gratuit cout',
    ],
    [
      /\b(?:depuis quand|ca fait combien de temps que) (?:boundless(?: ai)?|vous|la compagnie|l'?entreprise) (?:existe|existez|etes en affaires|est en affaires)\b/,
      'fondee histoire annee',
    ],
    [
      /\b(?:que fai(?:tes|s)[- ](?:vous|tu)|vous faites quoi|tu fais quoi|c'?est (?:quoi|qui) boundless(?: ai)?|qu'?est[- ]ce que boundless(?: ai)?|parle[sz]?[- ]moi de (?:vous|boundless(?: ai)?|votre entreprise|votre compagnie))\b/,
      'place marche fondee qui sommes nous',
    ],
    [
      /\bcomment (?:ca|cela|c'?est que ca) (?:marche|fonctionne)\b|\bcomment (?:vous|tu) fonctionne[sz]?\b/,
      'etapes profil',
    ],
    [
      /\bcomment (?:je )?(?:commence|commencer|debuter|m'?inscrire|s'?inscrire|on commence)\b/,
      'inscription compte creer',
    ],
    // The greeting asks whether the visitor looks for capital: a bare yes answers it.
    [
      /^(?:oui|ouais|ouin|yes|certainement|absolument|bien sur|en effet)(?: svp| merci| s'il vous plait)?$/,
      'besoin financement capital',
    ],
  ],
  RATES_OR_APPROVAL:
    /\ba \d+(?:[.,]\d+)? ?%|\b(?:combien|quel) (?:de )?%|\b(?:taux(?: d'?interet)?|interets?|tpa|apr|garanti\w* (?:que|l'?approbation|le financement|un pret|mon pret|d'?etre|les fonds)|(?:approbation|financement) garanti\w*|(?:vais|va|serai|serais)[- ]je (?:etre )?(?:approuve|accepte)\w*|je vais (?:etre|etre-tu) (?:approuve|accepte)\w*|approuve[rz]?[- ]moi|(?:c'?est|cest) (?:sur|certain|garanti) que (?:ca|ma demande|mon dossier|je) (?:passe|va passer|sera accepte\w*|soit accepte\w*)|(?:est|soit|sera|serait|seront|soient|serai|serons) (?:deja |bien )?(?:approuve|accepte)e?s?|factor rates?|taux de facteur|combien (?:de )?(?:pourcent\w*|pour cent)|quel pourcentage|facteur\b.{0,40}?\b1[ .,]\d\b|chances?|probabilite)\b/,
  FILLER: new Set(
    'bonjour bonsoir salut allo coucou va vas allez merci beaucoup info infos reponse utile cetait etait bien bon bonne journee soiree matin parfait super genial cool top excellent correct daccord equipe robot assistant encore aide aidant revoir bye prochaine tard bientot hello hi hey thanks thank there gang ben gros mille fois infiniment tellement enormement petite question questions rapide vite'.split(
      ' ',
    ),
  ),
  DECLINE: /^(?:non|nope|nah|pas vraiment|pas maintenant|pas pour l'?instant|non merci|no)$/,
  BUSINESS:
    /\b(?:entreprise|compagnie|business|commerce|commercial|commerciale|commerciaux|magasin|boutique|restaurant|resto|pme|shop|mca|avances? de fonds|affacturage|garanties?|succursales?|sba)\b/,
  normalise: normaliseFr,
};
