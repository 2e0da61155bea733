/**
 * Texte français : les outils de financement (calculatrice de versements de prêt, calculatrice du coût d’une
 * avance de fonds aux commerçants, préqualification en 60 secondes). Montants et pourcentages au format fr-CA (Intl).
 */
import { prequal } from './prequal';
import { LENDER_COUNT } from '~/data/facts';
import type { Messages } from '../en';

// Numbers grouped ('1 000').
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
        'Calculez le versement mensuel, les intérêts totaux, le coût total et le taux annuel du coût d’emprunt (TAC), frais compris, d’un prêt à terme d’entreprise, avec un tableau d’amortissement complet à télécharger.',
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
        'Convertissez le coefficient de remboursement d’une avance de fonds aux commerçants en montant total à rembourser, coût de l’avance, cents par dollar, délai de remboursement et taux annuel du coût d’emprunt (TAC) approximatif, et voyez quand les paiements accaparent une trop grande part de votre chiffre d’affaires.',
      heading: 'Calculatrice du coût d’une avance de fonds aux commerçants',
      intro:
        'Un coefficient de remboursement semble simple. Entrez l’offre et son mode de remboursement pour voir ce qu’elle coûte vraiment, combien de temps elle dure et à quel taux annuel du coût d’emprunt (TAC) elle équivaut.',
      related: {
        product: {
          label: 'Avances de fonds aux commerçants',
          // The pre-qualification's product line: its figures come from src/data.
          description: `${prequal.products['merchant-cash-advance'].subtitle}.`,
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
      negative: 'Veuillez entrer un nombre positif ou nul',
      whole: 'Veuillez entrer un nombre entier',
      range: 'Veuillez entrer un nombre de {min} à {max}',
      above: 'Veuillez entrer un nombre supérieur à {min} et d’au plus {max}',
    },
  },
  termLoan: {
    formTitle: 'Votre prêt',
    announce: 'Versement mensuel de {payment}, intérêts totaux de {interest}.',
    amount: 'Montant du prêt',
    apr: 'Taux d’intérêt annuel nominal',
    aprHint:
      'Le taux d’intérêt annuel qu’indique le prêteur, sans les frais (le taux annuel du coût d’emprunt, ou TAC, ci-dessous les comprend).',
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
    download: 'Télécharger le fichier CSV',
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
      halfway: '\u00a0; au bout de {month}\u00a0mois, il s’établit à {balance}.',
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
    holdbackHint: 'La part des ventes quotidiennes par carte que prélève le fournisseur de l’avance.',
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
    aprNote: 'Le taux annuel équivalent à ce coût, compte tenu du délai de remboursement ci-dessus',
    heavyTitle: 'Paiements élevés\u00a0: ',
    heavyText:
      'ils représentent environ {share} de {base}, soit plus de {limit}. Des paiements aussi élevés peuvent peser sur la trésorerie au quotidien\u00a0; envisagez une avance plus petite ou une option à plus long terme.',
    heavyBase: { revenue: 'votre chiffre d’affaires', cardSales: 'vos ventes par carte' },
    howTitle: 'Comment ce calcul est fait',
    howPayback:
      'Le montant total à rembourser correspond à l’avance multipliée par le coefficient de remboursement\u00a0; le coût est la différence, fixe, quelle que soit la vitesse du remboursement.',
    howPayments: {
      holdback:
        'Nous supposons que les paiements sont effectués comme prévu les jours ouvrables (5 par semaine, {perYear} par année), selon vos ventes quotidiennes moyennes par carte. Si les ventes ralentissent, le remboursement par retenue s’allonge\u00a0; un prélèvement fixe, lui, ne change pas.',
      daily:
        'Nous supposons que les paiements sont effectués comme prévu les jours ouvrables (5 par semaine, {perYear} par année). Si les ventes ralentissent, le remboursement par retenue s’allonge\u00a0; un prélèvement fixe, lui, ne change pas.',
      weekly:
        'Nous supposons que les paiements sont effectués comme prévu les jours ouvrables (5 par semaine, {perYear} par année), une fois par semaine. Si les ventes ralentissent, le remboursement par retenue s’allonge\u00a0; un prélèvement fixe, lui, ne change pas.',
    },
    howApr:
      'Le TAC approximatif est le taux annuel auquel ces paiements équivalent à l’avance. Plus le remboursement est rapide, plus le TAC est élevé pour un même coût. Les frais ne sont pas inclus.',
    howNoRevenue: 'Sans chiffre d’affaires mensuel, la retenue est comparée aux ventes par carte.',
  },
  prequal,
};
