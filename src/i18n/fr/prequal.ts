/** Texte français : la préqualification en 60 secondes (questions, résultat, formulaire d’envoi). */
import { contactForm, retrying } from './company-forms';
import { BANK_STATEMENT_MONTHS, REPLY_WITHIN_HOURS } from '~/data/facts';
import { TERM_LOAN_YEARS } from '~/data/chat-answers';
import { AMOUNT_MAX, RULE_FIGURES } from '~/data/prequal-rules';
import { formatCompactMoney } from '../money';
import type { Messages } from '../en';

// Amounts through the site's one formatter ('500 000 $', '1 M$'), numbers grouped ('1 000').
const m = (amount: number) => formatCompactMoney(amount, { locale: 'fr' });
// The rules' figures (src/data/prequal-rules.ts), the same ones the English words quote.
const f = RULE_FIGURES;
const [fastest, slowest] = f.mcaHours;
const [fewestYears, mostYears] = TERM_LOAN_YEARS;

export const prequal: Messages['tools']['prequal'] = {
  questions: {
    location: 'Où votre entreprise est-elle établie\u00a0?',
    time: 'Depuis combien de temps votre entreprise est-elle en activité\u00a0?',
    revenue: 'Quel est votre chiffre d’affaires mensuel moyen\u00a0?',
    amount: 'De quel montant avez-vous besoin\u00a0?',
    purpose: 'À quoi servira le financement\u00a0?',
    assets: 'Parmi ces éléments, lesquels s’appliquent à votre entreprise\u00a0?',
    credit: 'Quelle est votre cote de crédit, approximativement\u00a0?',
  },
  hints: {
    assets: 'Cochez toutes les réponses pertinentes, ou aucune.',
    credit: 'Facultatif\u00a0: passez cette question en cas de doute. Aucune vérification de crédit n’est effectuée.',
    revenue: 'Toutes les ventes, avant les dépenses.',
  },
  stepOf: 'Étape {step} sur {total}',
  country: 'Pays',
  chooseCountry: 'Choisissez un pays',
  chooseRegion: 'Faites un choix',
  productInMind: 'Produit envisagé (facultatif)',
  anyProduct: 'Je ne sais pas encore',
  countries: {
    CA: { label: 'Canada', regionLabel: 'Province ou territoire' },
    US: { label: 'États-Unis', regionLabel: 'État' },
  },
  regions: {
    CA: {
      AB: 'Alberta',
      BC: 'Colombie-Britannique',
      MB: 'Manitoba',
      NB: 'Nouveau-Brunswick',
      NL: 'Terre-Neuve-et-Labrador',
      NT: 'Territoires du Nord-Ouest',
      NS: 'Nouvelle-Écosse',
      NU: 'Nunavut',
      ON: 'Ontario',
      PE: 'Île-du-Prince-Édouard',
      QC: 'Québec',
      SK: 'Saskatchewan',
      YT: 'Yukon',
    },
    US: {
      AL: 'Alabama',
      AK: 'Alaska',
      AZ: 'Arizona',
      AR: 'Arkansas',
      CA: 'Californie',
      CO: 'Colorado',
      CT: 'Connecticut',
      DE: 'Delaware',
      DC: 'District de Columbia',
      FL: 'Floride',
      GA: 'Géorgie',
      HI: 'Hawaï',
      ID: 'Idaho',
      IL: 'Illinois',
      IN: 'Indiana',
      IA: 'Iowa',
      KS: 'Kansas',
      KY: 'Kentucky',
      LA: 'Louisiane',
      ME: 'Maine',
      MD: 'Maryland',
      MA: 'Massachusetts',
      MI: 'Michigan',
      MN: 'Minnesota',
      MS: 'Mississippi',
      MO: 'Missouri',
      MT: 'Montana',
      NE: 'Nebraska',
      NV: 'Nevada',
      NH: 'New Hampshire',
      NJ: 'New Jersey',
      NM: 'Nouveau-Mexique',
      NY: 'New York',
      NC: 'Caroline du Nord',
      ND: 'Dakota du Nord',
      OH: 'Ohio',
      OK: 'Oklahoma',
      OR: 'Oregon',
      PA: 'Pennsylvanie',
      RI: 'Rhode Island',
      SC: 'Caroline du Sud',
      SD: 'Dakota du Sud',
      TN: 'Tennessee',
      TX: 'Texas',
      UT: 'Utah',
      VT: 'Vermont',
      VA: 'Virginie',
      WA: 'Washington',
      WV: 'Virginie-Occidentale',
      WI: 'Wisconsin',
      WY: 'Wyoming',
    },
  },
  amount: 'Montant',
  amountHint: `De {min} à ${m(AMOUNT_MAX)}.`,
  options: {
    time: {
      'under-6m': 'Moins de 6\u00a0mois',
      '6-12m': 'De 6 à 12\u00a0mois',
      '1-2y': 'De 1 à 2\u00a0ans',
      '2y-plus': '2\u00a0ans ou plus',
    },
    revenue: {
      none: 'Pas encore de chiffre d’affaires',
      'under-10k': `Moins de ${m(10_000)}`,
      '10k-50k': `De ${m(10_000)} à ${m(50_000)}`,
      '50k-250k': `De ${m(50_000)} à ${m(250_000)}`,
      '250k-plus': `${m(250_000)} ou plus`,
    },
    purpose: {
      'working-capital': 'Fonds de roulement ou creux de trésorerie',
      inventory: 'Faire le plein de stocks',
      'large-order': 'Honorer une grosse commande d’un client',
      'pay-suppliers': 'Payer mes fournisseurs plus tôt tout en gardant mes propres conditions',
      growth: 'Croissance\u00a0: équipement, nouvel établissement ou acquisition',
      refinance: 'Refinancer une dette plus coûteuse',
    },
    assets: {
      'card-sales': 'Des ventes par carte ou en ligne qui entrent chaque jour ou chaque semaine',
      'purchase-orders': 'Des bons de commande confirmés de nos clients',
      products: 'Des produits physiques ou des stocks que nous vendons',
      collateral: `Environ ${m(f.ablCollateral)} ou plus en comptes clients, stocks et équipement`,
    },
    credit: {
      excellent: 'Excellente (720 ou plus)',
      good: 'Bonne (de 660 à 719)',
      fair: 'Passable (de 600 à 659)',
      low: 'Moins de 600',
    },
  },
  errors: {
    country: 'Veuillez choisir un pays',
    region: 'Veuillez choisir une province ou un État',
    answer: 'Veuillez choisir une réponse',
  },
  back: 'Retour',
  next: 'Continuer',
  see: 'Voir mes options',
  skip: 'Passer et voir mes options',
  loadingForm: 'Chargement du formulaire…',
  result: {
    fit: { good: 'Convient bien', possible: 'Pourrait convenir', unlikely: 'Moins probable pour l’instant' },
    why: 'Pourquoi',
    whyNot: 'Ce qui fait obstacle pour l’instant',
    fits: 'Convient\u00a0:',
    watch: 'À surveiller\u00a0:',
    basedOn: 'Source\u00a0:',
    prepare: 'Documents à préparer',
    getStarted: 'Commencer gratuitement',
    getStartedWith: ' ({product}, s’ouvre dans un nouvel onglet)',
    newTab: ' (s’ouvre dans un nouvel onglet)',
    learnMore: 'En savoir plus',
    learnMoreAbout: ' ({product})',
    noFit: 'Aucun produit ne se démarque selon ces réponses',
    fitCount: { one: '{count} produit sur 6 semble convenir', other: '{count} produits sur 6 semblent convenir' },
    summary: 'Pour {amount} ({purpose}). Lieu de l’entreprise\u00a0: {region}, {country}.',
    edit: 'Modifier mes réponses',
    restart: 'Recommencer',
    noFitText:
      'Les prêteurs tiennent compte de bien plus que ces quelques questions. Créez un profil gratuit pour voir ce qu’en disent les prêteurs, ou discutez de vos options avec l’un de nos experts.',
    talkToExpert: 'Parler à un expert',
    others: 'Moins probables pour l’instant ({count})',
    everyLender: 'Ce que tous les prêteurs demandent',
    seeBefore: 'Pour la liste complète, consultez notre guide sur la',
    seeLink: 'préparation d’une demande de prêt d’entreprise',
    seeAfter: '.',
  },
  rules: {
    'mca-sales': {
      met: 'Vous avez des ventes régulières par carte ou en ligne, qui servent à rembourser une avance.',
      unmet: 'Une avance se rembourse à même les ventes par carte ou en ligne, et vous n’avez pas indiqué en avoir.',
      fact: 'Une avance de fonds aux commerçants est une somme forfaitaire versée en échange d’une part de vos ventes futures par carte ou en ligne.',
    },
    'mca-max': {
      met: `Votre montant ne dépasse pas le plafond de ${m(f.mcaMax)} fixé pour les avances.`,
      unmet: `Les avances vont jusqu’à ${m(f.mcaMax)}, moins que le montant dont vous avez besoin.`,
      fact: `Les avances de fonds aux commerçants vont jusqu’à ${m(f.mcaMax)}, l’approbation étant habituellement obtenue en ${fastest} à ${slowest}\u00a0heures.`,
    },
    'mca-min': {
      met: `Votre montant atteint le seuil d’environ ${m(f.mcaMin)} à partir duquel les avances commencent.`,
      unmet: `Les avances commencent habituellement autour de ${m(f.mcaMin)}.`,
      fact: `Les plus petites avances commencent habituellement entre ${m(f.mcaMin)} et ${m(f.mcaSmallMax)}.`,
    },
    'mca-short-term': {
      met: 'Elle convient à un besoin ponctuel et précis, remboursé en quelques mois.',
      unmet:
        'Elle se rembourse en quelques mois et coûte plus cher qu’un prêt\u00a0: pour un investissement à long terme, un prêt à terme convient généralement mieux.',
      fact: 'Pour un investissement à long terme, comme une rénovation qui se rentabilise sur cinq ans, il faut un prêt à terme, pas un financement remboursé en quelques mois.',
    },
    'abl-min': {
      met: `Votre montant atteint le minimum d’environ ${m(f.ablMin)} que recherchent les prêteurs en financement adossé à des actifs.`,
      unmet: `Les prêteurs en financement adossé à des actifs veulent généralement un prêt d’environ ${m(f.ablMin)} ou plus.`,
      fact: `Les prêteurs partenaires spécialisés en financement adossé à des actifs exigent généralement un prêt minimal d’environ ${m(f.ablMin)}.`,
    },
    'abl-collateral': {
      met: `Vous avez environ ${m(f.ablCollateral)} ou plus en comptes clients, stocks et équipement à offrir en garantie.`,
      unmet: `Les prêteurs en financement adossé à des actifs veulent environ ${m(f.ablCollateral)} en garanties admissibles (comptes clients, stocks, équipement).`,
      fact: `Les prêteurs partenaires spécialisés en financement adossé à des actifs veulent environ ${m(f.ablCollateral)} en garanties admissibles.`,
    },
    'term-age': {
      met: 'Votre entreprise est en activité depuis au moins six mois, le seuil de certains prêteurs.',
      unmet:
        'Même les prêteurs qui travaillent avec de jeunes entreprises veulent habituellement environ six mois d’exploitation.',
      fact: 'Certains prêteurs en ligne et non traditionnels acceptent des entreprises plus jeunes, parfois après seulement six mois à un an d’exploitation.',
    },
    'term-banks': {
      met: 'Avec deux ans d’exploitation ou plus, vous pouvez aussi vous adresser aux banques, en plus des prêteurs en ligne.',
      unmet:
        'Avec moins de deux ans d’exploitation, vous devrez surtout vous tourner vers des prêteurs en ligne et non traditionnels, souvent pour de plus petits montants ou à un coût plus élevé.',
      fact: 'Les banques préfèrent souvent au moins deux ans d’exploitation.',
    },
    'term-use': {
      met: 'Un prêt à terme est conçu pour un investissement dont le retour est clairement prévisible, comme le vôtre.',
      unmet:
        'Les prêts à terme sont conçus pour des investissements comme de l’équipement, un nouvel établissement ou un refinancement\u00a0; un autre produit pourrait mieux convenir à ce besoin.',
      fact: 'Les prêts à terme financent des investissements dont le retour est clairement prévisible\u00a0: un nouvel établissement, de l’équipement, une acquisition ou le refinancement d’une dette plus coûteuse.',
    },
    'term-credit': {
      met: 'Vos antécédents de crédit ne devraient pas être un obstacle.',
      unmet:
        'Les prêteurs tiennent compte des antécédents de crédit\u00a0: avec une cote plus basse, attendez-vous à moins d’offres ou à un taux plus élevé.',
      fact: 'Les prêteurs examinent le nombre d’années d’exploitation de l’entreprise, son chiffre d’affaires, sa rentabilité, ses antécédents de crédit, ses dettes existantes et ses garanties.',
    },
    'term-revenue': {
      met: 'Votre chiffre d’affaires montre aux prêteurs d’où viendront les versements.',
      unmet:
        'Tant que votre entreprise n’a pas de chiffre d’affaires, les prêteurs accordent plus de poids à votre crédit personnel, à votre mise de fonds, aux garanties et à un plan d’affaires.',
      fact: 'Si votre entreprise est jeune, attendez-vous à ce que les prêteurs accordent plus de poids à votre crédit personnel, à votre mise de fonds, aux garanties offertes et à un plan d’affaires solide.',
    },
    'po-orders': {
      met: 'Vous avez des bons de commande confirmés, ce sur quoi repose le financement par bons de commande.',
      unmet: 'Le financement par bons de commande exige des bons de commande confirmés de vos clients.',
      fact: 'Le financement par bons de commande paie votre fournisseur pour que vous puissiez livrer une commande confirmée, et il est remboursé quand votre client paie.',
    },
    'po-max': {
      met: `Votre montant respecte le plafond de ${m(f.poMax)} par facilité de crédit.`,
      unmet: `Le financement par bons de commande va jusqu’à ${m(f.poMax)} par facilité de crédit, moins que le montant dont vous avez besoin.`,
      fact: `Le financement par bons de commande va jusqu’à ${m(f.poMax)} par facilité de crédit, pour une durée moyenne de ${f.poDays}\u00a0jours.`,
    },
    'po-goods': {
      met: 'Vous vendez des biens physiques\u00a0: le financement par bons de commande est conçu pour ce type d’entreprise.',
      unmet:
        'Le financement par bons de commande s’adresse aux revendeurs de produits finis et convient rarement aux entreprises de services.',
      fact: 'Le financement par bons de commande s’adresse aux distributeurs, grossistes, importateurs et revendeurs de produits finis\u00a0; il convient rarement aux entreprises de services.',
    },
    'inventory-goods': {
      met: 'Vous vendez des produits physiques, et les stocks eux-mêmes servent de garantie.',
      unmet:
        'Le financement des stocks utilise comme garantie les stocks que vous vendez, et vous n’avez pas indiqué vendre des produits.',
      fact: 'Le financement des stocks utilise comme garantie les stocks que vous achetez.',
    },
    'inventory-use': {
      met: 'Il est conçu pour acheter des stocks en prévision de la demande.',
      unmet:
        'Il est conçu pour l’achat de stocks\u00a0; pour d’autres usages, un autre produit pourrait mieux convenir.',
      fact: 'Le financement des stocks vous permet de faire le plein avant votre haute saison et d’obtenir des remises sur quantité de vos fournisseurs.',
    },
    'inventory-record': {
      met: 'Un an d’exploitation ou plus donne aux prêteurs un historique de vos ventes.',
      unmet:
        'Les prêteurs veulent voir que vous vendez vos stocks de façon rentable, ce qui est difficile à démontrer la première année.',
      fact: 'Les prêteurs veulent voir que vous avez déjà vendu des stocks de façon rentable.',
    },
    'scf-use': {
      met: 'Vous voulez que vos fournisseurs soient payés plus tôt tout en gardant vos propres conditions\u00a0: c’est exactement ce qu’il permet.',
      unmet:
        'Le financement de la chaîne d’approvisionnement paie vos fournisseurs plus tôt\u00a0; il ne finance pas d’autres besoins.',
      fact: 'Dans le financement de la chaîne d’approvisionnement, un bailleur de fonds paie vos fournisseurs plus tôt, pendant que vous payez selon vos conditions habituelles.',
    },
    'scf-credit': {
      met: 'Son coût dépend de votre solidité financière, et la vôtre ne l’exclut pas.',
      unmet: 'Son coût dépend de votre solidité financière\u00a0: avec une cote plus basse, il est rarement offert.',
      fact: 'Le coût du financement de la chaîne d’approvisionnement est établi selon la solidité financière de l’acheteur\u00a0; ce n’est pas une solution à un crédit faible.',
    },
  },
  documents: {
    common: [
      `De ${BANK_STATEMENT_MONTHS[0]} à ${BANK_STATEMENT_MONTHS[1]}\u00a0mois de relevés bancaires de l’entreprise`,
      'Vos derniers états financiers (état des résultats et bilan)',
      'Une pièce d’identité officielle et vos statuts constitutifs',
    ],
    products: {
      'merchant-cash-advance': ['Les relevés de traitement des paiements par carte des derniers mois'],
      'asset-based-lending': [
        'Le classement chronologique des comptes clients et celui des comptes fournisseurs',
        'Un rapport d’inventaire et une liste de l’équipement',
      ],
      'term-loans': [
        'De deux à trois ans d’états financiers et de déclarations de revenus',
        'La liste de vos dettes existantes',
        'Un court plan d’utilisation des fonds',
      ],
      'po-financing': [
        'Le bon de commande du client',
        'La soumission de votre fournisseur, avec les coûts et les dates de livraison',
      ],
      'inventory-financing': [
        'Des rapports d’inventaire par article, par emplacement et par ancienneté',
        'Vos prévisions de ventes pour la saison',
      ],
      'supply-chain-financing': [
        'La liste de vos principaux fournisseurs et de leurs conditions de paiement',
        'Des factures récentes de fournisseurs',
      ],
    },
  },
  products: {
    'merchant-cash-advance': {
      title: 'Avance de fonds aux commerçants',
      subtitle: `Jusqu’à ${m(f.mcaMax)}, approbation habituellement en ${fastest} à ${slowest}\u00a0heures`,
    },
    'asset-based-lending': {
      title: 'Financement adossé à des actifs',
      subtitle: 'Empruntez sur vos comptes clients, vos stocks et votre équipement',
    },
    'term-loans': {
      title: 'Prêts à terme',
      subtitle: `Des durées de ${fewestYears} à ${mostYears}\u00a0ans pour une croissance planifiée`,
    },
    'po-financing': {
      title: 'Financement par bons de commande',
      subtitle: `Jusqu’à ${m(f.poMax)} pour honorer de grosses commandes, durée moyenne de ${f.poDays}\u00a0jours`,
    },
    'inventory-financing': {
      title: 'Financement des stocks',
      subtitle: 'Faites le plein de stocks avant votre haute saison',
    },
    'supply-chain-financing': {
      title: 'Financement de la chaîne d’approvisionnement',
      subtitle: 'Payez vos fournisseurs plus tôt, gardez vos propres conditions',
    },
  },
  leadForm: {
    title: 'Recevoir mes résultats par courriel',
    intro: 'Recevez ce résumé dans votre boîte de réception, avec un mot de notre équipe sur les prochaines étapes.',
    name: 'Nom complet',
    email: 'Courriel',
    consent:
      'J’accepte que Boundless AI conserve mes réponses et m’envoie par courriel mes résultats ainsi que de l’information connexe sur les options de financement. Je peux demander l’effacement de mes données en tout temps.',
    success: `Merci\u00a0! Notre équipe vous enverra vos résultats par courriel dans un délai de ${REPLY_WITHIN_HOURS}\u00a0heures, les jours ouvrables.`,
    requiredNote: contactForm.requiredNote,
    failure: {
      before: 'Nous sommes désolés, votre demande n’a pas pu être envoyée. Veuillez réessayer ou nous écrire à',
      after: '.',
    },
    retrying,
    submit: 'Recevoir mes résultats',
    busy: 'Envoi en cours…',
  },
};
