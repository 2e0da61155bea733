/**
 * Texte français : les pages de solutions (/fr/how-it-works, /fr/who-we-help, /fr/financial-products) et les
 * mots de leurs données, par identifiant (étapes, captures d’écran, secteurs, réussites, produits). Les parties
 * remises à un îlot ne contiennent que des chaînes, dont l’îlot remplit les marques `{n}`, `{title}`… (voir
 * en/solutions.ts).
 */
// cspell:ignore saas -- an id, the same in both dictionaries
import { successStories } from './success-stories';
import type { Messages } from '../en';
import { LENDER_COUNT } from '~/data/facts';
import { formatCompactMoney } from '../money';

/** « plus de 120 » : le nombre de prêteurs dans une phrase (le « 120+ » reste aux chiffres clés). */
const lenders = `plus de ${new Intl.NumberFormat('fr-CA').format(LENDER_COUNT)}`;

/** « 500 000 $ », « 10 M$ » : les montants par le seul formateur du site (src/i18n/money.ts). */
const money = (value: number) => formatCompactMoney(value, { locale: 'fr' });

// Les mentions permanentes (site.disclosures, src/i18n/fr/site.ts) ne sont écrites qu’une fois : les pages les
// ajoutent elles-mêmes après les textes qui les annoncent.

const getStarted = 'Commencer gratuitement';
const talkToExpert = 'Parler à un expert';

export const solutions: Messages['solutions'] = {
  common: {
    opensInNewTab: ' (s’ouvre dans un nouvel onglet)',
  },

  howItWorks: {
    title: 'Notre fonctionnement',
    description: `Remplissez un seul profil d’entreprise, laissez notre IA le jumeler à ${lenders} prêteurs vérifiés, choisissez qui peut le consulter et obtenez votre financement. Gratuit pour les entreprises.`,
    hero: {
      eyebrow: 'Notre solution',
      title: 'Notre fonctionnement',
      intro:
        'Un seul profil et une demande guidée remplacent des semaines de paperasse. Notre IA jumelle votre entreprise aux bons prêteurs, et notre équipe vous accompagne jusqu’au versement des fonds.',
    },
    steps: {
      eyebrow: 'Quatre étapes',
      title: 'Du profil au financement',
      intro:
        'Gratuit pour les entreprises, protégé par un chiffrement 256\u00a0bits et transmis uniquement aux prêteurs que vous choisissez.',
    },
    inside: {
      eyebrow: 'Dans l’application',
      title: 'L’application en action',
      intro:
        'Un aperçu de l’application Boundless AI\u00a0: votre écran d’accueil, le téléversement de documents, les prêteurs jumelés et le tableau des dettes.',
    },
    customers: {
      eyebrow: 'Témoignages de clients',
      title: 'Des entreprises comme la vôtre, financées plus rapidement',
    },
    getStarted,
    whoWeFunded: 'Entreprises que nous avons aidées à se financer',
  },

  whoWeHelp: {
    title: 'Les entreprises que nous aidons',
    description:
      'Commerce en ligne, logiciel-service (SaaS), commerce de détail, services professionnels, fabrication, transport et plus encore\u00a0: découvrez les entreprises que nous aidons à obtenir du financement et les opérations conclues au cours des 12\u00a0derniers mois.',
    hero: {
      eyebrow: 'Notre solution',
      title: 'Les entreprises que nous aidons',
      intro:
        'Des fondateurs, des PDG et des directeurs financiers d’entreprises en croissance, partout au Canada et aux États-Unis, jumelés au financement adapté à leur façon de générer des revenus.',
    },
    industries: {
      eyebrow: 'Secteurs',
      title: 'Un financement adapté aux réalités de votre secteur',
      intro: `Notre réseau compte ${lenders} prêteurs vérifiés, chacun avec ses spécialités. Nous vous jumelons à ceux qui comprennent votre modèle d’affaires.`,
    },
    stories: {
      eyebrow: 'Réussites',
      title: 'Financements récents',
      intro:
        'Six financements que nos clients ont obtenus au cours des 12\u00a0mois précédant la publication de chaque étude de cas, en 2025. Chaque entreprise est unique\u00a0; ce sont les prêteurs qui décident de chaque offre.',
    },
    testimonials: {
      eyebrow: 'Témoignages',
      title: 'Ce que disent nos clients',
    },
    cta: {
      title: 'Votre entreprise pourrait être la prochaine.',
      text: 'Créez votre profil gratuit en quelques minutes et découvrez les options qui vous conviennent.',
      primary: getStarted,
      secondary: talkToExpert,
    },
  },

  financialProducts: {
    title: 'Produits financiers',
    description: `Avances de fonds aux commerçants, financement adossé à des actifs, prêts à terme, financement par bons de commande, financement des stocks et financement de la chaîne d’approvisionnement, offerts par ${lenders} prêteurs vérifiés.`,
    hero: {
      eyebrow: 'Solutions de financement',
      title: 'Produits financiers',
      intro: `Six façons de financer votre entreprise, une seule demande pour toutes. Comparez les options de ${lenders} prêteurs vérifiés et choisissez celle qui vous convient.`,
    },
    navLabel: 'Produits financiers',
    disclosureLabel: 'À propos de ces produits',
    cta: {
      title: 'Vous ne savez pas quel produit choisir\u00a0?',
      text: 'Remplissez un seul profil et notre IA vous montre les options auxquelles vous pourriez être admissible. C’est gratuit pour les entreprises.',
      primary: getStarted,
      secondary: talkToExpert,
    },
  },

  productSection: {
    checkOptions: 'Voir vos options',
    checkOptionsHint: (title: string) => ` – ${title} (s’ouvre dans un nouvel onglet)`,
    prequalify: 'Est-ce le bon produit\u00a0? Vérifiez votre admissibilité en 60\u00a0secondes',
    prequalifyHint: (title: string) => ` (${title} et cinq autres produits)`,
    details: 'Pour qui, admissibilité et coûts',
    detailsHint: (title: string) => ` – ${title}`,
  },

  featuredTestimonial: {
    rated: (rating: number) => `Note\u00a0: ${rating} sur 5`,
    quote: (text: string) => `«\u00a0${text}\u00a0»`,
  },

  stepsIsland: {
    step: 'Étape {n}',
    pauseLabel: 'les étapes',
    play: 'Relancer les étapes',
    pause: 'Mettre les étapes en pause',
  },

  screenshotCarousel: {
    enlarge: 'Cliquer pour agrandir',
    enlargeLabel: 'Cliquer pour agrandir\u00a0: {title}',
    choose: 'Choisir une capture d’écran',
    dialogLabel: '{title} (vue agrandie)',
    close: 'Fermer',
    shrink: 'Réduire la capture d’écran',
    pauseLabel: 'les captures d’écran',
    play: 'Relancer les captures d’écran',
    pause: 'Mettre les captures d’écran en pause',
  },

  industryCards: {
    pauseLabel: 'les secteurs',
    play: 'Relancer les secteurs',
    pause: 'Mettre les secteurs en pause',
  },

  storyCards: {
    funded: 'Financement obtenu {period} (données arrêtées en {asOf})',
    readCaseStudy: 'Lire l’étude de cas',
    caseStudyHint: ' – {product} de {amount} ({business})',
    pauseLabel: 'les réussites',
    play: 'Relancer les réussites',
    pause: 'Mettre les réussites en pause',
  },

  steps: {
    profile: {
      title: 'Remplissez votre profil',
      description:
        'Présentez votre entreprise une seule fois\u00a0: ce que vous faites, d’où viennent vos revenus et à quoi servira l’argent.',
      detail:
        'Connectez vos données comptables et bancaires ou téléversez vos relevés. Il faut une dizaine de minutes pour remplir le profil, et c’est gratuit.',
    },
    analysis: {
      title: 'Analyse par l’IA',
      description: `Notre moteur de jumelage compare votre profil aux critères de ${lenders} prêteurs vérifiés.`,
      detail:
        'Il tient compte de votre chiffre d’affaires, du nombre d’années d’exploitation de l’entreprise, de votre secteur et de vos garanties pour repérer les produits auxquels vous pourriez être admissible.',
    },
    connect: {
      title: 'Choisissez vos prêteurs',
      description:
        'Comparez côte à côte les prêteurs jumelés à votre profil et choisissez ceux avec qui vous souhaitez entrer en contact.',
      detail:
        'Vos données ne sont transmises qu’aux prêteurs que vous choisissez, protégées par un chiffrement 256\u00a0bits. Un conseiller vous accompagne du début jusqu’au dépôt de la demande.',
    },
    funding: {
      title: 'Obtenez votre financement',
      description: 'Comparez les offres, acceptez celle qui vous convient et recevez vos fonds.',
      detail:
        'Pour certains produits, le prêteur peut rendre sa décision en 24\u00a0heures à peine. Votre profil reste prêt pour votre prochain besoin de financement.',
    },
  },

  screenshots: {
    home: {
      title: 'Écran d’accueil',
      alt: 'L’écran d’accueil de Boundless AI\u00a0: l’indice de préparation au financement, la progression du profil et les prochaines étapes à franchir',
      caption: 'Votre écran d’accueil indique où en est votre préparation au financement et quoi faire ensuite.',
    },
    'document-upload': {
      title: 'Téléversement de documents',
      alt: 'L’écran de téléversement\u00a0: une zone de dépôt et la liste des relevés, des déclarations de revenus et des pièces d’identité, avec leur état',
      caption: 'Téléversez chaque document une seule fois et réutilisez-le pour toutes vos demandes.',
    },
    'lender-match': {
      title: 'Prêteurs jumelés',
      alt: 'L’écran de jumelage\u00a0: trois prêteurs jumelés, chacun avec son montant, sa durée, son taux estimé et son indice de compatibilité',
      caption: 'Comparez côte à côte les prêteurs jumelés avant de transmettre vos données.',
    },
    'debt-table': {
      title: 'Tableau des dettes',
      alt: 'L’écran du tableau des dettes\u00a0: les prêts et marges de crédit en cours, avec le solde, le taux, le versement et l’échéance',
      caption: 'Regroupez tous vos prêts et marges de crédit dans un seul tableau des dettes.',
    },
  },

  industries: {
    ecommerce: {
      title: 'Commerce en ligne',
      summary: 'Du capital qui suit le rythme de vos canaux de vente.',
      items: [
        'Stocks pour la haute saison',
        'Marketing et publicité',
        'Délais de versement des plateformes de vente',
        'Financement fondé sur les revenus',
      ],
    },
    saas: {
      title: 'Logiciel-service (SaaS)',
      summary: 'Des prêteurs qui évaluent vos revenus récurrents, et non vos actifs corporels.',
      items: [
        'Marges de crédit fondées sur les revenus récurrents',
        'Dette de capital-risque',
        'Plus de marge de manœuvre financière, sans nouvelle dilution',
        'Embauches pour la croissance',
      ],
    },
    retail: {
      title: 'Commerce de détail',
      summary: 'Du financement pour vos magasins, vos stocks et les creux entre les saisons.',
      items: [
        'Stocks saisonniers',
        'Nouveaux établissements et aménagements',
        'Équipement de point de vente',
        'Avances de fonds aux commerçants',
      ],
    },
    'professional-services': {
      title: 'Services professionnels',
      summary: 'Du fonds de roulement pour les cabinets qui facturent une fois le travail terminé.',
      items: [
        'Affacturage',
        'Rachat de parts par de nouveaux associés',
        'Agrandissement des bureaux',
        'Mises à niveau technologiques',
      ],
    },
    manufacturing: {
      title: 'Fabrication',
      summary: 'Financez les machines, les matières et les commandes qui font tourner la production.',
      items: [
        'Financement d’équipement',
        'Financement par bons de commande',
        'Crédit renouvelable adossé à des actifs',
        'Matières premières',
      ],
    },
    transportation: {
      title: 'Transport',
      summary: 'Gardez vos camions sur la route pendant que vos clients tardent à payer.',
      items: [
        'Affacturage pour le transport',
        'Prêts pour camions et parcs de véhicules',
        'Carburant et entretien',
        'Nouvelles liaisons',
      ],
    },
    other: {
      title: 'Autres secteurs',
      summary: 'Si vous exploitez une entreprise au Canada ou aux États-Unis, nous pouvons probablement vous aider.',
      items: ['Construction', 'Santé et cliniques', 'Hôtellerie et restauration', 'Commerce de gros et distribution'],
    },
  },

  // « juillet 2025 », le mois et l’année sur la même ligne.
  storyMonth: (month: string) =>
    new Date(`${month}-01T00:00:00Z`)
      .toLocaleDateString('fr-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' })
      .replace(' ', '\u00a0'),
  storyPeriod: 'au cours des 12\u00a0derniers mois',
  successStories,

  products: {
    'merchant-cash-advance': {
      title: 'Avance de fonds aux commerçants',
      subtitle: `Jusqu’à ${money(500_000)}, approbation habituellement en 24 à 48\u00a0heures`,
      description:
        'Obtenez une somme forfaitaire dès maintenant en échange d’une part de vos ventes futures par carte ou en ligne. Selon l’offre, vous remboursez par une retenue d’un pourcentage des ventes de chaque jour, qui suit la hausse et la baisse de votre chiffre d’affaires, ou par un prélèvement fixe quotidien ou hebdomadaire établi selon vos ventes estimées, qui ne diminue pas quand vos ventes baissent. Elle convient aux entreprises dont les ventes sont régulières et qui ont un besoin urgent de liquidités\u00a0; son coût total est habituellement plus élevé que celui d’un prêt.',
      features: [
        `Avances de ${money(5_000)} à ${money(500_000)}`,
        'Approbation habituellement en 24 à 48\u00a0heures, une fois votre dossier complet',
        'Remboursement par un pourcentage des ventes ou par un prélèvement fixe quotidien ou hebdomadaire\u00a0: vérifiez lequel avant de signer',
        'Aucune garantie matérielle n’est exigée\u00a0; une garantie personnelle est souvent demandée',
      ],
      imageAlt: `Illustration d’un terminal de paiement affichant une avance approuvée de ${money(250_000)}, à côté d’un graphique des ventes quotidiennes par carte en hausse`,
    },
    'asset-based-lending': {
      title: 'Financement adossé à des actifs',
      subtitle: 'Empruntez sur vos comptes clients, vos stocks et votre équipement',
      description:
        'Une facilité de crédit renouvelable établie selon la valeur de ce que possède votre entreprise. Plus vos comptes clients et vos stocks augmentent, plus vous pouvez utiliser de crédit\u00a0: un fonds de roulement qui grandit avec l’entreprise.',
      features: [
        'Base d’emprunt calculée sur les comptes clients, les stocks et l’équipement',
        `Facilités de crédit habituellement à partir de ${money(500_000)}, avec environ ${money(1_000_000)} de garanties admissibles`,
        'Utilisez et remboursez le crédit selon vos besoins',
        'Coût souvent inférieur à celui des options non garanties',
      ],
      imageAlt:
        'Illustration de boîtes d’entrepôt et de factures empilées sur une balance, en équilibre avec de l’argent comptant',
    },
    'term-loans': {
      title: 'Prêts à terme',
      subtitle: 'Des durées de 1 à 7\u00a0ans pour une croissance planifiée',
      description:
        'Un montant fixe remboursé selon un calendrier établi, pour des investissements dont le retour est clairement prévisible\u00a0: un nouvel établissement, de l’équipement, une acquisition ou le refinancement d’une dette plus coûteuse.',
      features: [
        'Durées de 1 à 7\u00a0ans',
        'Versements mensuels prévisibles',
        'Taux fixe ou variable, selon le prêteur',
        'Options offertes par des banques, des coopératives de crédit et des prêteurs non traditionnels',
      ],
      imageAlt:
        'Illustration d’un calendrier aux versements espacés régulièrement, qui mènent à une courbe de croissance ascendante',
    },
    'po-financing': {
      title: 'Financement par bons de commande',
      subtitle: `Jusqu’à ${money(10_000_000)} pour honorer de grosses commandes, durée moyenne de 90\u00a0jours`,
      description:
        'Vous avez décroché une commande plus importante que votre fonds de roulement\u00a0? Le financement par bons de commande paie votre fournisseur pour que vous puissiez livrer, et il est remboursé quand votre client vous paie.',
      features: [
        `Jusqu’à ${money(10_000_000)} par facilité de crédit`,
        'Durée moyenne de 90\u00a0jours',
        'Approbation fondée sur le crédit de votre client, pas seulement sur le vôtre',
        'Vos liquidités restent libres pour vos activités',
      ],
      imageAlt:
        'Illustration d’un bon de commande qui passe du fournisseur au client, des fonds comblant l’écart entre les deux',
    },
    'inventory-financing': {
      title: 'Financement des stocks',
      subtitle: 'Faites le plein de stocks avant votre haute saison',
      description:
        'Utilisez les stocks que vous achetez comme garantie pour commander avant la demande, obtenir des remises sur quantité de vos fournisseurs et éviter les ruptures de stock quand les ventes culminent.',
      features: [
        'Marges de crédit renouvelables ou prêts ponctuels',
        'Les stocks servent de garantie',
        'Conçu pour les marques saisonnières et en forte croissance',
        'Remboursement au rythme de l’écoulement des stocks',
      ],
      imageAlt: 'Illustration de tablettes de produits qu’une flèche de financement remplit avant un sommet saisonnier',
    },
    'supply-chain-financing': {
      title: 'Financement de la chaîne d’approvisionnement',
      subtitle: 'Payez vos fournisseurs plus tôt, gardez vos propres conditions',
      description:
        'Un bailleur de fonds paie vos fournisseurs plus tôt, moyennant un léger escompte, tandis que vous payez selon vos conditions habituelles. Vos fournisseurs sont payés plus vite, vous protégez votre fonds de roulement et toute la chaîne en sort renforcée.',
      features: [
        'Prolonge vos délais de paiement',
        'Les fournisseurs sont payés plus tôt',
        'Tarification fondée sur la solidité du crédit de l’acheteur',
        'Renforce les relations avec les fournisseurs',
      ],
      imageAlt: 'Illustration de nœuds reliés (fournisseur, entreprise, client) entre lesquels circulent des paiements',
    },
  },
};
