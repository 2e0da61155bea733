/**
 * Texte français : les outils de financement (calculatrice de versements de prêt, calculatrice du coût d’une
 * avance de fonds aux commerçants, préqualification en 60 secondes). Montants et pourcentages au format fr-CA (Intl).
 */
import { contactForm, retrying } from './company-forms';
import { LENDER_COUNT, REPLY_WITHIN_HOURS } from '~/data/facts';
import { formatCompactMoney } from '../money';
import type { Messages } from '../en';

// Amounts through the site's one formatter ('500 000 $', '1 M$'), numbers grouped ('1 000').
const m = (amount: number) => formatCompactMoney(amount, { locale: 'fr' });
const n = (value: number) => new Intl.NumberFormat('fr-CA').format(value);
const lenders = n(LENDER_COUNT);

export const tools: Messages['tools'] = {
  disclosure: {
    title: 'Des estimations, pas des offres',
    points: [
      'Ces chiffres sont des estimations pour vous aider à planifier. Ils ne constituent pas une offre de crédit.',
      'Les prêteurs fixent leurs propres taux et conditions, et chaque décision leur appartient.',
      'Vérifier vos options ici n’a aucun effet sur votre cote de crédit\u00a0: il n’y a aucune vérification de crédit.',
    ],
  },
  toolLinks: {
    navLabel: 'Autres outils de financement et guides',
    tools: {
      '/calculators/term-loan': {
        label: 'Calculatrice de versements de prêt',
        description: 'Versement mensuel, intérêts totaux et TAC, frais compris.',
      },
      '/calculators/merchant-cash-advance': {
        label: 'Calculatrice du coût d’une avance de fonds aux commerçants',
        description: 'Convertissez un coefficient de remboursement en montant total à rembourser, en délai et en TAC.',
      },
      '/prequalify': {
        label: 'Préqualification en 60\u00a0secondes',
        description: 'Voyez quels produits vous conviennent, sans vérification de crédit.',
      },
    },
  },
  pages: {
    eyebrow: 'Outils de financement',
    getStarted: 'Commencer gratuitement',
    talkToExpert: 'Parler à un expert',
    prequalify: {
      title: 'Préqualification en 60\u00a0secondes',
      description:
        'Répondez à sept questions rapides pour voir lesquels de nos six produits de financement conviennent à votre entreprise, pourquoi, et quoi préparer. Aucune vérification de crédit.',
      heading: 'Voyez à quoi vous pourriez être admissible',
      intro:
        'Sept questions rapides, moins d’une minute, aucune vérification de crédit. Nous vous montrons lesquels de nos six produits de financement conviennent à votre entreprise, pourquoi, et quoi préparer.',
      related: {
        products: { label: 'Produits financiers', description: 'Les six façons de financer votre entreprise.' },
        evaluate: {
          label: 'Comment les prêteurs évaluent votre entreprise',
          description: 'Les vérifications derrière chaque décision.',
        },
      },
    },
    termLoan: {
      title: 'Calculatrice de versements de prêt',
      description:
        'Calculez le versement mensuel, les intérêts totaux, le coût total et le TAC, frais compris, d’un prêt à terme d’entreprise, avec un tableau d’amortissement complet à télécharger.',
      heading: 'Calculatrice de versements de prêt',
      intro:
        'Entrez un montant, un taux et une durée pour voir ce qu’un prêt à terme coûte chaque mois et au total, frais de dossier compris.',
      related: {
        product: { label: 'Prêts à terme', description: 'Des durées de 1 à 7\u00a0ans pour une croissance planifiée.' },
        guide: {
          label: 'Prêt à terme ou marge de crédit',
          description: 'Choisir la bonne structure selon le besoin.',
        },
      },
      cta: {
        title: 'Comparez de vraies offres',
        text: `Un seul profil vous présente les prêts à terme de plus de ${lenders} prêteurs vérifiés. C’est gratuit pour les entreprises.`,
      },
    },
    mca: {
      title: 'Calculatrice du coût d’une avance de fonds aux commerçants',
      description:
        'Convertissez le coefficient de remboursement d’une avance de fonds aux commerçants en montant total à rembourser, coût de l’avance, cents par dollar, délai de remboursement et TAC approximatif, et voyez quand les paiements accaparent une trop grande part de votre chiffre d’affaires.',
      heading: 'Calculatrice du coût d’une avance de fonds aux commerçants',
      intro:
        'Un coefficient de remboursement semble simple. Entrez l’offre et son mode de remboursement pour voir ce qu’elle coûte vraiment, combien de temps elle dure et à quel TAC elle équivaut.',
      related: {
        product: {
          label: 'Avances de fonds aux commerçants',
          description: `Jusqu’à ${m(500_000)}, avec approbation habituellement en 24 à 48\u00a0heures.`,
        },
        guide: {
          label: 'L’avance de fonds aux commerçants expliquée',
          description: 'Comment lire une offre et quand une avance de fonds aux commerçants convient.',
        },
      },
      cta: {
        title: 'Comparez les avances côte à côte',
        text: `Un seul profil, des offres de plus de ${lenders} prêteurs vérifiés, et c’est vous qui choisissez qui voit vos renseignements. C’est gratuit pour les entreprises.`,
      },
    },
  },
  calculator: {
    estimateTitle: 'Votre estimation',
    fixFields: 'Corrigez les champs en surbrillance pour voir votre estimation.',
    number: {
      required: 'Veuillez remplir ce champ',
      notNumber: 'Veuillez entrer un nombre',
      negative: 'Veuillez entrer un nombre qui n’est pas négatif',
      whole: 'Veuillez entrer un nombre entier',
      range: 'Veuillez entrer un nombre de {min} à {max}',
      above: 'Veuillez entrer un nombre supérieur à {min}, jusqu’à {max}',
    },
  },
  termLoan: {
    formTitle: 'Votre prêt',
    announce: 'Versement mensuel de {payment}, intérêts totaux de {interest}.',
    amount: 'Montant du prêt',
    apr: 'Taux d’intérêt annuel nominal',
    aprHint: 'Le taux d’intérêt annuel qu’indique le prêteur, sans les frais (le TAC ci-dessous les comprend).',
    months: 'Durée en mois',
    monthsHint: 'Les prêts à terme durent de 1 à 7\u00a0ans (de 12 à 84\u00a0mois).',
    fee: 'Frais de dossier (facultatif)',
    feeHint: 'Une part du montant retenue au moment du versement du prêt.',
    monthlyPayment: 'Versement mensuel',
    totalInterest: 'Intérêts totaux',
    totalCost: 'Coût total',
    costWithFee: 'Montant, intérêts et {fee} de frais',
    costNoFee: 'Montant plus intérêts',
    aprWithFee: 'TAC, frais compris',
    received: 'Vous recevez {received} et remboursez le montant total',
    noFee: 'Aucuns frais indiqués',
    balanceTitle: 'Évolution du solde',
    scheduleTitle: 'Tableau d’amortissement',
    download: 'Télécharger le CSV',
    fileName: 'tableau-amortissement-{amount}-{months}m.csv',
    caption: 'Le versement de chaque mois, réparti entre intérêts et capital, et le solde restant',
    columns: { month: 'Mois', payment: 'Versement', interest: 'Intérêts', principal: 'Capital', balance: 'Solde' },
    rounding: 'Les montants sont arrondis au cent près\u00a0; le dernier versement règle exactement le solde.',
    chart: {
      title: 'Solde dû au fil du temps',
      falls: {
        one: 'Le solde passe de {from} à {zero} en {months}\u00a0mois',
        other: 'Le solde passe de {from} à {zero} en {months}\u00a0mois',
      },
      halfway: '\u00a0; après le mois {month}, il s’établit à {balance}.',
      end: '.',
      start: 'Début',
      month: 'Mois {month}',
      caption: 'Le solde de chaque mois figure dans le tableau d’amortissement ci-dessous.',
    },
  },
  mca: {
    formTitle: 'Votre avance',
    announce: 'Montant total à rembourser de {payback}, coût de {cost}.',
    advance: 'Montant de l’avance',
    factor: 'Coefficient de remboursement',
    factorHint: 'Le multiplicateur indiqué dans l’offre, souvent de 1,2 à 1,5.',
    howRepaid: 'Mode de remboursement',
    modes: {
      holdback: 'Retenue\u00a0: un pourcentage des ventes quotidiennes par carte',
      daily: 'Prélèvement quotidien fixe',
      weekly: 'Prélèvement hebdomadaire fixe',
    },
    holdback: 'Pourcentage de retenue',
    holdbackHint: 'La part des ventes quotidiennes par carte que prélève le bailleur de fonds.',
    sales: 'Ventes quotidiennes moyennes par carte',
    dailyDebit: 'Prélèvement quotidien',
    weeklyDebit: 'Prélèvement hebdomadaire',
    revenue: 'Chiffre d’affaires mensuel moyen (facultatif)',
    revenueHint: 'Toutes les ventes, pas seulement celles par carte\u00a0: sert à vérifier le poids des paiements.',
    payback: 'Montant total à rembourser',
    cost: 'Coût de l’avance',
    perDollar: 'Coût par dollar avancé',
    cents: '{cents}\u00a0¢',
    timeToRepay: 'Délai de remboursement estimé',
    weeks: { one: '{count}\u00a0semaine', other: '{count}\u00a0semaines' },
    businessDays: { one: '{count}\u00a0jour ouvrable', other: '{count}\u00a0jours ouvrables' },
    overYears: 'Plus de {years}\u00a0ans',
    tooSlow: 'À ce rythme, l’avance prendrait des décennies à rembourser\u00a0: vérifiez les chiffres.',
    pace: 'Environ {months}\u00a0mois, à raison de {daily} par jour ouvrable',
    apr: 'TAC approximatif',
    aprOver: 'Plus de {limit}',
    aprNote: 'Le taux annuel qui coûte autant, pour le délai de remboursement ci-dessus',
    heavyTitle: 'Paiements élevés\u00a0: ',
    heavyText:
      'ils représentent environ {share} de {base}, soit plus de {limit}. Des paiements aussi élevés peuvent peser sur la trésorerie au quotidien\u00a0; envisagez une avance plus petite ou une option à plus long terme.',
    heavyBase: { revenue: 'votre chiffre d’affaires', cardSales: 'vos ventes par carte' },
    howTitle: 'Comment ce calcul est fait',
    howPayback:
      'Le montant total à rembourser correspond à l’avance multipliée par le coefficient de remboursement\u00a0; le coût est la différence, fixe peu importe la vitesse du remboursement.',
    howPayments: {
      holdback:
        'Nous supposons que les paiements sont versés comme prévu les jours ouvrables (5 par semaine, {perYear} par année), selon vos ventes quotidiennes moyennes par carte. Des ventes plus lentes allongent une retenue\u00a0; un prélèvement fixe ne change pas.',
      daily:
        'Nous supposons que les paiements sont versés comme prévu les jours ouvrables (5 par semaine, {perYear} par année). Des ventes plus lentes allongent une retenue\u00a0; un prélèvement fixe ne change pas.',
      weekly:
        'Nous supposons que les paiements sont versés comme prévu les jours ouvrables (5 par semaine, {perYear} par année), une fois par semaine. Des ventes plus lentes allongent une retenue\u00a0; un prélèvement fixe ne change pas.',
    },
    howApr:
      'Le TAC approximatif est le taux annuel auquel ces paiements équivalent à l’avance. Plus le remboursement est rapide, plus le TAC est élevé pour un même coût. Les frais ne sont pas inclus.',
    howNoRevenue: 'Sans chiffre d’affaires mensuel, la retenue est comparée aux ventes par carte.',
  },
  prequal: {
    questions: {
      location: 'Où votre entreprise est-elle établie\u00a0?',
      time: 'Depuis combien de temps votre entreprise est-elle en activité\u00a0?',
      revenue: 'Quel est votre chiffre d’affaires mensuel moyen\u00a0?',
      amount: 'De combien de financement avez-vous besoin\u00a0?',
      purpose: 'À quoi servira le financement\u00a0?',
      assets: 'Lesquels de ces éléments s’appliquent à votre entreprise\u00a0?',
      credit: 'Quelle est votre cote de crédit, approximativement\u00a0?',
    },
    hints: {
      assets: 'Cochez tout ce qui s’applique, ou rien du tout.',
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
    amountHint: `De {min} à ${m(300_000_000)}.`,
    options: {
      time: {
        'under-6m': 'Moins de 6\u00a0mois',
        '6-12m': 'De 6 à 12\u00a0mois',
        '1-2y': 'De 1 à 2\u00a0ans',
        '2y-plus': '2\u00a0ans ou plus',
      },
      revenue: {
        none: 'Aucun revenu pour l’instant',
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
        growth: 'Croissance\u00a0: équipement, nouvel emplacement ou acquisition',
        refinance: 'Refinancer une dette plus coûteuse',
      },
      assets: {
        'card-sales': 'Des ventes par carte ou en ligne qui entrent chaque jour ou chaque semaine',
        'purchase-orders': 'Des bons de commande confirmés de nos clients',
        products: 'Des produits physiques ou des stocks que nous vendons',
        collateral: `Environ ${m(1_000_000)} ou plus en comptes clients, stocks et équipement`,
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
      whyNot: 'Pourquoi pas pour l’instant',
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
      summary: 'Pour {amount} ({purpose})\u00a0; emplacement de l’entreprise\u00a0: {region}, {country}.',
      edit: 'Modifier mes réponses',
      restart: 'Recommencer',
      noFitText:
        'Les prêteurs tiennent compte de bien plus que ces quelques questions. Créez un profil gratuit pour voir ce qu’en disent les prêteurs, ou discutez de vos options avec l’un de nos experts.',
      talkToExpert: 'Parler à un expert',
      others: 'Moins probables pour l’instant ({count})',
      everyLender: 'Ce que tous les prêteurs demandent',
      seeBefore: 'Consultez',
      seeLink: 'comment préparer une demande de prêt d’entreprise',
      seeAfter: 'pour la liste complète.',
    },
    rules: {
      'mca-sales': {
        met: 'Vous avez des ventes régulières par carte ou en ligne, à même lesquelles une avance se rembourse.',
        unmet: 'Une avance se rembourse à même les ventes par carte ou en ligne, et vous n’avez pas indiqué en avoir.',
        fact: 'Une avance de fonds aux commerçants est une somme forfaitaire versée en échange d’une part de vos ventes futures par carte ou en ligne.',
      },
      'mca-max': {
        met: `Votre montant respecte le plafond de ${m(500_000)} des avances.`,
        unmet: `Les avances vont jusqu’à ${m(500_000)}, moins que le montant dont vous avez besoin.`,
        fact: `Les avances de fonds aux commerçants vont jusqu’à ${m(500_000)}, avec approbation habituellement en 24 à 48\u00a0heures.`,
      },
      'mca-min': {
        met: `Votre montant dépasse le seuil d’environ ${m(5_000)} à partir duquel les avances commencent.`,
        unmet: `Les avances commencent habituellement autour de ${m(5_000)}.`,
        fact: `Les petites avances peuvent commencer autour de ${m(5_000)} à ${m(10_000)}.`,
      },
      'mca-short-term': {
        met: 'Elle convient à un besoin ponctuel et précis, remboursé en quelques mois.',
        unmet:
          'Elle se rembourse en quelques mois et coûte plus cher qu’un prêt\u00a0: pour un investissement à long terme, un prêt à terme convient généralement mieux.',
        fact: 'Pour un investissement à long terme, comme une rénovation qui se rentabilise sur cinq ans, il faut un prêt à terme, pas un financement remboursé en quelques mois.',
      },
      'abl-min': {
        met: `Votre montant atteint le minimum d’environ ${m(500_000)} que recherchent les prêteurs en financement adossé à des actifs.`,
        unmet: `Les prêteurs en financement adossé à des actifs veulent généralement un prêt d’environ ${m(500_000)} ou plus.`,
        fact: `Les partenaires en financement adossé à des actifs exigent généralement un prêt minimal d’environ ${m(500_000)}.`,
      },
      'abl-collateral': {
        met: `Vous avez environ ${m(1_000_000)} ou plus en comptes clients, stocks et équipement à offrir en garantie.`,
        unmet: `Les prêteurs en financement adossé à des actifs veulent environ ${m(1_000_000)} en garanties admissibles (comptes clients, stocks, équipement).`,
        fact: `Les partenaires en financement adossé à des actifs veulent environ ${m(1_000_000)} en garanties admissibles.`,
      },
      'term-age': {
        met: 'Votre entreprise est en activité depuis au moins six mois, le seuil de certains prêteurs.',
        unmet:
          'Même les prêteurs qui travaillent avec de jeunes entreprises veulent habituellement environ six mois d’activité.',
        fact: 'Certains prêteurs en ligne et non traditionnels travaillent avec de jeunes entreprises, parfois dès six mois à un an d’activité.',
      },
      'term-banks': {
        met: 'Avec deux ans ou plus d’activité, vous pouvez aussi vous adresser aux banques, en plus des prêteurs en ligne.',
        unmet:
          'Avant deux ans, attendez-vous surtout à des prêteurs en ligne et non traditionnels, souvent pour de plus petits montants ou à un coût plus élevé.',
        fact: 'Les banques préfèrent souvent au moins deux ans d’historique d’exploitation.',
      },
      'term-use': {
        met: 'Un prêt à terme est conçu pour un investissement au rendement clair, comme le vôtre.',
        unmet:
          'Les prêts à terme sont conçus pour des investissements comme de l’équipement, un emplacement ou un refinancement\u00a0; un autre produit pourrait mieux convenir à ce besoin.',
        fact: 'Les prêts à terme financent des investissements au rendement clair\u00a0: un nouvel emplacement, de l’équipement, une acquisition ou le refinancement d’une dette plus coûteuse.',
      },
      'term-credit': {
        met: 'Vos antécédents de crédit ne devraient pas être un obstacle.',
        unmet:
          'Les prêteurs tiennent compte des antécédents de crédit\u00a0: avec une cote plus basse, attendez-vous à moins d’offres ou à un taux plus élevé.',
        fact: 'Les prêteurs examinent l’ancienneté de l’entreprise, son chiffre d’affaires, sa rentabilité, ses antécédents de crédit, ses dettes existantes et ses garanties.',
      },
      'term-revenue': {
        met: 'Votre chiffre d’affaires montre aux prêteurs comment les versements seront faits.',
        unmet:
          'Sans chiffre d’affaires pour l’instant, les prêteurs accordent plus de poids à votre crédit personnel, à votre mise de fonds, aux garanties et à un plan d’affaires.',
        fact: 'Si votre entreprise est nouvelle, attendez-vous à ce que les prêteurs accordent plus de poids à votre crédit personnel, à votre mise de fonds, aux garanties et à un plan d’affaires solide.',
      },
      'po-orders': {
        met: 'Vous avez des bons de commande confirmés, ce sur quoi repose le financement par bons de commande.',
        unmet: 'Le financement par bons de commande exige des bons de commande confirmés de vos clients.',
        fact: 'Le financement par bons de commande paie votre fournisseur pour que vous puissiez livrer une commande confirmée, et il est remboursé quand votre client paie.',
      },
      'po-max': {
        met: `Votre montant respecte le plafond de ${m(10_000_000)} par facilité de crédit.`,
        unmet: `Le financement par bons de commande va jusqu’à ${m(10_000_000)} par facilité de crédit, moins que le montant dont vous avez besoin.`,
        fact: `Le financement par bons de commande va jusqu’à ${m(10_000_000)} par facilité de crédit, pour une durée moyenne de 90\u00a0jours.`,
      },
      'po-goods': {
        met: 'Vous vendez des biens physiques, ce pour quoi le financement par bons de commande est conçu.',
        unmet:
          'Le financement par bons de commande convient aux revendeurs de produits finis et fonctionne rarement pour les services.',
        fact: 'Le financement par bons de commande convient aux distributeurs, grossistes, importateurs et revendeurs de produits finis\u00a0; il fonctionne rarement pour les services.',
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
        met: 'Un an ou plus d’activité donne aux prêteurs un historique de vos ventes.',
        unmet:
          'Les prêteurs veulent voir que vous vendez vos stocks de façon rentable, ce qui est difficile à démontrer la première année.',
        fact: 'Les prêteurs veulent voir des antécédents de ventes de stocks rentables.',
      },
      'scf-use': {
        met: 'Vous voulez que vos fournisseurs soient payés plus tôt tout en gardant vos propres conditions\u00a0: c’est exactement ce qu’il permet.',
        unmet:
          'Le financement de la chaîne d’approvisionnement paie vos fournisseurs plus tôt\u00a0; il ne finance pas d’autres besoins.',
        fact: 'Dans le financement de la chaîne d’approvisionnement, un bailleur de fonds paie vos fournisseurs plus tôt, pendant que vous payez selon vos conditions habituelles.',
      },
      'scf-credit': {
        met: 'Son coût est établi selon votre solidité financière, et la vôtre ne l’exclut pas.',
        unmet:
          'Son coût est établi selon votre solidité financière, et il fonctionne rarement avec une cote plus basse.',
        fact: 'Le coût du financement de la chaîne d’approvisionnement est établi selon la solidité financière de l’acheteur\u00a0; ce n’est pas une solution à un crédit faible.',
      },
    },
    documents: {
      common: [
        'De trois à six mois de relevés bancaires de l’entreprise',
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
        subtitle: `Jusqu’à ${m(500_000)}, avec approbation habituellement en 24 à 48\u00a0heures`,
      },
      'asset-based-lending': {
        title: 'Financement adossé à des actifs',
        subtitle: 'Empruntez sur vos comptes clients, vos stocks et votre équipement',
      },
      'term-loans': { title: 'Prêts à terme', subtitle: 'Des durées de 1 à 7\u00a0ans pour une croissance planifiée' },
      'po-financing': {
        title: 'Financement par bons de commande',
        subtitle: `Jusqu’à ${m(10_000_000)} pour honorer de grosses commandes, durée moyenne de 90\u00a0jours`,
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
      name: 'Nom',
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
      submit: 'Envoyez-moi mes résultats',
      busy: 'Envoi en cours…',
    },
  },
};
