// cspell:disable -- folded French (no accents), Quebec slang and anglicisms: words of no dictionary.
/**
 * The French chat search's vocabulary (lib/search-fr.ts is the algorithm): words that carry no topic, the other
 * names Quebec visitors use for what the French site calls something (anglicisms included) and words the light
 * stemmer must leave whole. Lower case, accents folded, elisions (l', d', qu'…) already removed.
 */

// Function words, question words and chat filler: they match everything. The English ones that French
// speakers mix in ("the", "is", "how") stay out too.
export const STOPWORDS_FR: ReadonlySet<string> = new Set(
  `a au aux avec ce ces cet cette ceci cela ca ci dans de des du elle elles en et eux il ils je la le les leur
  leurs lui ma mais me meme mes moi mon ne ni nos notre nous on ou par pas pour qu que qui quoi quel quelle
  quels quelles sa se ses si son sur ta te tes toi ton tu un une vos votre vous y est sont suis es etes etait
  ete etre ai as avez avons ont avoir avais avait fait faire fais peut peux pouvez puis pourrais pourriez
  veux voudrais veut voulez dois doit devez faut comment combien quand pourquoi ou-est oui non svp stp merci
  bonjour allo salut bonsoir hello hi the is are of and to in how what do does you your i my boundless
  boundlessai tres plus moins bien aussi alors donc juste vraiment genre mettons tsé tse pis icitte quoi
  chose choses quelque quelqu quelquun etc ok okay correct cest jai jveux chu chus ya faque fak ben bin
  savoir sais dire dites avoir besoin dun dune quon quil quils sil sils nest nai jaurais jaimerais jvais
  jpeux jsais jme jte cetait quest questce lon tas faites`.split(/\s+/),
);

/**
 * Anglicisms, abbreviations and other names for what the French site calls something, mapped to its words.
 * Each expansion counts as one alternative of the word it came from, so it never outweighs the question.
 */
export const EXPANSIONS_FR: Record<string, string> = {
  // Anglicisms Quebec owners type.
  loan: 'pret',
  loans: 'pret',
  funding: 'financement',
  fund: 'financement',
  financing: 'financement',
  cash: 'liquidites argent',
  cashflow: 'liquidites tresorerie',
  money: 'argent financement',
  fee: 'frais cout',
  fees: 'frais cout',
  free: 'gratuit',
  fast: 'rapide delai',
  startup: 'demarrage jeune entreprise',
  startups: 'demarrage jeune entreprise',
  business: 'entreprise',
  credit: 'credit',
  score: 'cote credit',
  partner: 'partenaire',
  partners: 'partenaire',
  lender: 'preteur',
  lenders: 'preteur',
  docs: 'documents',
  paperwork: 'documents',
  papiers: 'documents',
  paperasse: 'documents',
  stock: 'stocks inventaire',
  inventory: 'inventaire stocks',
  invoice: 'factures',
  invoices: 'factures',
  deal: 'offre',
  // Abbreviations and site names.
  mca: 'avance fonds marchand',
  abl: 'pret garanti actifs',
  po: 'bon commande',
  pos: 'bon commande',
  bdc: 'bon commande',
  api: 'api integration',
  apis: 'api integration',
  marge: 'marge credit',
  // Everyday words for the site's words.
  appliquer: 'demande',
  funded: 'financement',
  presse: 'urgent rapide',
  // "Facturer" is to charge a fee; its stem meets "factures" (invoices), so the fee words come along.
  facturez: 'frais cout',
  facturer: 'frais cout',
  facturent: 'frais cout',
  criteres: 'admissible',
  aging: 'chronologique comptes clients',
  simulateur: 'calculateur calculatrice',
  simulation: 'calculateur calculatrice',
  chiffrement: 'chiffrement securite',
  appro: 'approvisionnement',
  // How the service is paid: "vous chargez", "êtes-vous rémunérés".
  ...Object.fromEntries(
    'charger chargez chargent charge remunere remuneres remuneration remunerez'
      .split(' ')
      .map((w) => [w, 'frais cout commission']),
  ),
  payant: 'cout frais gratuit',
  payante: 'cout frais gratuit',
  maritimes: 'canada provinces',
  log: 'connexion login',
  app: 'application',
  paient: 'cout frais',
  payent: 'cout frais',
  preapprobation: 'prequalification',
  preapprouve: 'prequalification',
  developpe: 'api integration',
  developpons: 'api integration',
  piasses: 'argent financement montant',
  piastres: 'argent financement montant',
  questionnaire: 'prequalification',
  quiz: 'prequalification',
  incorpore: 'admissible entreprise',
  incorporee: 'admissible entreprise',
  arranger: 'partenariat reference',
  jusqua: 'maximum montant',
  ...Object.fromEntries('lundi mardi mercredi jeudi vendredi demain'.split(' ').map((w) => [w, 'rapide delai'])),
  retard: 'credit historique',
  retards: 'credit historique',
  cooperative: 'caisse',
  coop: 'caisse',
  partnership: 'partenariat partenaire',
  partnerships: 'partenariat partenaire',
  prete: 'preteur pret',
  pretez: 'preteur pret',
  obtenir: 'options',
  petit: 'minimum montant',
  ...Object.fromEntries(
    'printemps hiver automne saison saisons saisonnier saisonniere noel fetes rentree achalandage'
      .split(' ')
      .map((w) => [w, 'saisonniere saison']),
  ),
  informations: 'renseignements donnees',
  information: 'renseignements donnees',
  chiffrees: 'chiffrement securite',
  chiffre: 'chiffrement securite',
  developpeur: 'api integration',
  developpeurs: 'api integration',
  reference: 'recommandation reference',
  references: 'recommandation reference',
  financer: 'financement',
  finance: 'financement',
  checker: 'verifier',
  check: 'verifier',
  booker: 'appel rencontre',
  meeting: 'rencontre',
  rate: 'taux',
  rates: 'taux',
  equipment: 'equipement',
  supplier: 'fournisseur',
  suppliers: 'fournisseur',
  cheap: 'cout frais',
  apply: 'demande',
  // "Application" is a request for funding or an app.
  application: 'demande application',
  statements: 'releves etats financiers',
  taxes: 'impots',
  impot: 'impots declarations',
  impots: 'impots declarations',
  commerce: 'commerce detail',
  fundee: 'financement',
  bloque: 'refuse',
  bloquer: 'refuse',
  filiale: 'entreprise',
  colombie: 'canada',
  britannique: 'canada',
  ipe: 'canada',
  pourcentage: 'commission frais',
  cut: 'commission frais',
  voient: 'voit acces',
  voir: 'voit',
  encryptes: 'chiffrement',
  encrypte: 'chiffrement',
  encryption: 'chiffrement',
  // Not "commerce": its stem is the "commerçant" of the merchant cash advance.
  shopify: 'ecommerce ligne',
  amazon: 'ecommerce ligne',
  ecommerce: 'ecommerce ligne',
  exemples: 'exemples succes',

  applique: 'demande',
  max: 'maximum',
  cher: 'cout frais',
  chere: 'cout frais',
  couter: 'cout frais',
  coute: 'cout frais',
  coutent: 'cout frais',
  prix: 'cout frais',
  tarif: 'cout frais',
  tarifs: 'cout frais',
  payer: 'cout frais paie',
  // "La paie" is payroll, not a price.
  paie: 'paie liquidites',
  gratis: 'gratuit',
  vite: 'rapide delai',
  rapidement: 'rapide delai',
  delai: 'delai rapide',
  delais: 'delai rapide',
  temps: 'delai',
  urgent: 'rapide urgent',
  argent: 'financement capital',
  emprunter: 'pret emprunt',
  empruntez: 'pret emprunt',
  preter: 'preteur pret',
  banque: 'banque preteur',
  banques: 'banque preteur',
  securitaire: 'securite',
  securise: 'securite',
  confidentiel: 'confidentialite',
  confidentielles: 'confidentialite',
  donnees: 'donnees renseignements',
  infos: 'renseignements donnees',
  info: 'renseignements donnees',
  eligible: 'admissible',
  eligibles: 'admissible',
  eligibilite: 'admissible',
  qualifier: 'admissible',
  qualifie: 'admissible',
  admissibilite: 'admissible',
  ventes: 'chiffre affaires revenus',
  revenus: 'chiffre affaires revenus',
  revenu: 'chiffre affaires revenus',
  ans: 'annees',
  an: 'annees',
  mois: 'mois',
  nouvelle: 'demarrage jeune',
  nouvelles: 'demarrage jeune',
  jeune: 'demarrage jeune',
  machinerie: 'equipement',
  machine: 'equipement',
  machines: 'equipement',
  camion: 'equipement transport',
  camions: 'equipement transport',
  camionnage: 'transport',
  resto: 'restaurant',
  magasin: 'commerce detail',
  boutique: 'commerce detail',
  courriel: 'courriel contact',
  email: 'courriel contact',
  mail: 'courriel contact',
  telephone: 'appel contact',
  heures: 'heures ouverture',
  horaire: 'heures ouverture',
  ouvert: 'heures ouverture',
  commission: 'commission reference',
  commissions: 'commission reference',
  referer: 'reference recommander',
  referencement: 'reference',
  comptable: 'comptable reference',
  comptables: 'comptable reference',
  calculatrice: 'calculateur',
  calculer: 'calculateur',
  mensualite: 'paiement mensuel calculateur',
  mensualites: 'paiement mensuel calculateur',
  legit: 'legitime confiance',
  arnaque: 'legitime confiance',
  fraude: 'legitime confiance',
  usa: 'etatsunis',
  americaine: 'etatsunis',
  americain: 'etatsunis',
  provinces: 'canada',
  province: 'canada',
  ...Object.fromEntries(
    [
      'quebec ontario alberta manitoba saskatchewan ecosse brunswick terre neuve labrador yukon nunavut nunavik',
      'montreal laval gatineau sherbrooke saguenay levis trois rivieres toronto vancouver calgary ottawa',
      // Quebec's regions and towns, then the other provinces' cities.
      'gaspesie gaspe rimouski fleuve abitibi outaouais mauricie estrie beauce charlevoix',
      'laurentides lanaudiere monteregie chaudiere appalaches madeleine longueuil terrebonne drummondville granby',
      'chicoutimi jonquiere rouyn noranda joliette victoriaville shawinigan magog alma matane',
      'halifax moncton fredericton charlottetown regina saskatoon winnipeg edmonton victoria kelowna hamilton',
      'kingston sudbury windsor mississauga brampton whitehorse yellowknife iqaluit',
    ]
      .join(' ')
      .split(' ')
      .map((w) => [w, 'canada provinces']),
  ),
  ...Object.fromEntries(
    [
      'floride californie texas york vermont maine michigan ohio illinois massachusetts connecticut pennsylvanie',
      'virginie caroline georgie louisiane arizona nevada colorado washington oregon minnesota wisconsin indiana',
      'mexique boston chicago miami seattle denver atlanta dallas houston phoenix detroit philadelphie angeles',
      'vegas francisco plattsburgh burlington',
    ]
      .join(' ')
      .split(' ')
      .map((w) => [w, 'etatsunis']),
  ),
};

// Words whose light stem would meet another topic's: "comptabilite" (books) is not a "compte" (account).
export const STEM_EXCEPTIONS_FR: Record<string, string> = {
  // "Fondée" (founded) is not "fonds" (funds).
  ...Object.fromEntries(
    'fonde fondee fondes fondees fonder fondateur fondateurs fondatrice fondatrices fondation'
      .split(' ')
      .map((w) => [w, 'fondation']),
  ),
  comptabilite: 'comptabilite',
  // A broker (courtier) is not something short (court).
  courtier: 'courtier',
  courtiers: 'courtier',
  courtiere: 'courtier',
  comptable: 'comptable',
  comptables: 'comptable',
  affacturage: 'affacturage',
};
