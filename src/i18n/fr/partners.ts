/**
 * Texte français : les pages partenaires (/fr/partners, /fr/lenders, /fr/referral-partners, /fr/apis,
 * /fr/partner-contact), l’étude de cas, les illustrations et les formulaires. Les cartes sont dans partners-cards.ts.
 */
import { LENDER_COUNT, REPLY_WITHIN_HOURS } from '~/data/facts';
import type { Messages } from '../en';
import { cards } from './partners-cards';

const int = new Intl.NumberFormat('fr-CA');
const lenders = `plus de ${int.format(LENDER_COUNT)}`;
const reply = `dans un délai de ${int.format(REPLY_WITHIN_HOURS)}\u00a0heures`;

/** Le bouton pause d’une rotation, ce qu’il arrête et le texte entier de chaque état. */
const controls = (what: string) => ({ label: what, play: `Relancer ${what}`, pause: `Mettre ${what} en pause` });

export const partners: Messages['partners'] = {
  pages: {
    partners: {
      title: 'Faites équipe avec nous',
      description:
        'Prêteurs, apporteurs d’affaires et partenaires API grandissent avec Boundless AI\u00a0: des dossiers qualifiés, des commissions et du financement intégré à vos produits.',
      hero: {
        eyebrow: 'Devenez partenaire',
        title: 'Faites équipe avec',
        intro:
          'Prêteurs, conseillers et plateformes logicielles collaborent avec nous pour offrir le bon financement aux entreprises en croissance au Canada et aux États-Unis. Choisissez le partenariat qui vous convient.',
        primary: 'Devenir partenaire',
        secondary: 'Découvrir les programmes',
      },
      programs: {
        eyebrow: 'Programmes de partenariat',
        title: 'Trois façons de grandir avec nous',
        intro: 'Que vous prêtiez, conseilliez ou conceviez des logiciels, il existe un partenariat pensé pour vous.',
      },
      benefits: {
        eyebrow: 'Pourquoi devenir partenaire',
        title: 'Des avantages qui évoluent avec vous',
        controls: controls('le défilement des avantages'),
      },
      form: {
        title: 'Devenez partenaire',
        intro:
          'Parlez-nous de votre organisation et du partenariat que vous envisagez. Choisissez un type de partenariat et nous vous dirigerons vers la bonne équipe.',
      },
    },
    lenders: {
      title: 'Pour les prêteurs',
      description:
        'Accédez, grâce à Boundless AI, à des entreprises vérifiées dont la demande est prête\u00a0: jumelage par l’IA, dossiers qualifiés et meilleure lecture du risque.',
      hero: {
        eyebrow: 'Pour les prêteurs',
        title: 'Propulsez vos activités de prêt',
        intro: `Joignez-vous à un réseau de ${lenders} prêteurs vérifiés et accédez à des entreprises dont le profil, les documents et les besoins correspondent déjà à vos critères.`,
        primary: 'Rejoindre notre réseau',
      },
      benefits: {
        eyebrow: 'Pourquoi les prêteurs nous choisissent',
        title: 'Conçu pour votre façon de prêter',
        intro: 'Quatre raisons pour lesquelles les prêteurs font croître leur portefeuille avec Boundless AI.',
      },
      features: {
        eyebrow: 'Plateforme',
        title: 'Des outils qui affinent chaque décision',
        controls: controls('le défilement des fonctionnalités'),
      },
      stats: 'Résultats dans notre réseau',
      form: {
        title: 'Joignez-vous à notre réseau de prêteurs',
        intro:
          'Parlez-nous de vos produits de prêt et des entreprises que vous aimez financer. Nous vous montrerons comment les dossiers jumelés peuvent servir votre équipe.',
      },
    },
    referral: {
      title: 'Apporteurs d’affaires',
      description:
        'Recommandez à Boundless AI vos clients qui ont besoin de financement, suivez chaque dossier en temps réel et touchez des commissions concurrentielles.',
      hero: {
        eyebrow: 'Pour les apporteurs d’affaires',
        title: 'Faites rayonner votre réseau avec',
        intro: `Aidez les entreprises que vous conseillez à joindre ${lenders} prêteurs vérifiés grâce à un seul profil, suivez chaque recommandation en temps réel et touchez une commission sur chaque dossier financé.`,
        primary: 'Réserver une rencontre',
      },
      advantages: {
        eyebrow: 'Avantages pour les apporteurs d’affaires',
        title: 'Recommander, ça rapporte',
        controls: controls('le défilement des avantages'),
      },
      audiences: {
        eyebrow: 'Nos partenaires',
        title: 'Des partenaires mieux outillés',
        intro:
          'Des professionnels qui accompagnent déjà les entreprises se tournent vers Boundless AI pour leur procurer le financement dont elles ont besoin.',
      },
      form: {
        title: 'Commencez à recommander dès aujourd’hui',
        intro:
          'Parlez-nous de votre cabinet et des clients que vous servez. Nous vous expliquerons le processus de recommandation et le fonctionnement des commissions.',
      },
    },
    apis: {
      title: 'API',
      description:
        'Intégrez le financement d’entreprise à votre produit avec l’API de Boundless AI\u00a0: points de terminaison REST, traitement en temps réel et sécurité digne des grandes entreprises.',
      hero: {
        eyebrow: 'Pour les plateformes',
        title: 'Intégrez',
        intro: `Donnez aux entreprises de votre plateforme accès au financement de ${lenders} prêteurs vérifiés, directement dans le produit qu’elles utilisent déjà.`,
        primary: 'Réserver une rencontre',
        secondary: 'Voir les fonctionnalités',
      },
      steps: {
        eyebrow: 'Comment ça fonctionne',
        title: 'Ajoutez de la valeur à votre offre grâce à une intégration simple',
        intro: 'Trois étapes, de la première conversation au financement offert dans votre produit.',
        controls: controls('le défilement des étapes'),
        cta: 'Réserver une rencontre',
      },
      features: {
        eyebrow: 'Plateforme pour développeurs',
        title: 'Des fonctionnalités d’API puissantes',
        controls: controls('le défilement des fonctionnalités'),
      },
      form: {
        title: 'Bâtissons ensemble',
        intro:
          'Parlez-nous de votre plateforme et de vos utilisateurs. Notre équipe des partenariats et nos ingénieurs planifieront l’intégration avec vous.',
      },
    },
    contact: {
      title: 'Devenez partenaire',
      description: `Parlez-nous de votre organisation et de la façon dont vous aimeriez collaborer avec Boundless AI. Nous vous répondons ${reply}.`,
      hero: {
        title: 'Devenez partenaire',
        eyebrow: 'Faites équipe avec Boundless AI',
        intro:
          'Prêteurs, conseillers et plateformes logicielles\u00a0: dites-nous qui vous êtes et comment vous aimeriez travailler avec nous.',
      },
      application: { title: 'Demande de partenariat', duration: 'Comptez environ deux minutes.' },
      why: {
        eyebrow: 'Pourquoi devenir partenaire',
        title: 'Pourquoi faire équipe avec Boundless AI',
        controls: controls('le défilement des atouts'),
      },
      banner: {
        title: 'Envie de faire équipe\u00a0?',
        text: `Remplissez la demande ci-dessus et notre équipe des partenariats vous répondra ${reply}.`,
        primary: 'Remplir la demande',
        secondary: 'En savoir plus sur les partenariats',
      },
    },
  },

  ...cards,

  caseStudy: {
    eyebrow: (kind: string) => `Étude de cas · ${kind}`,
    book: 'Réserver une rencontre',
    readMore: 'Lire l’étude de cas',
    readMoreHint: (partner: string) => ` sur ${partner} et Boundless AI`,
    results: 'Résultats du partenariat',
    controls: controls('le défilement des résultats'),
    finaloop: {
      kind: 'Cabinet comptable pour le commerce en ligne',
      title: 'Comment Finaloop aide les marques de commerce en ligne à obtenir du financement',
      summary:
        'Finaloop tient à jour toute l’année la comptabilité de marques en ligne. Lorsqu’un client a besoin de financement, Finaloop le présente à Boundless AI, et les états financiers qu’il possède déjà deviennent un profil unique qui parvient aux prêteurs appropriés.',
      quote:
        'Nos clients font déjà l’effort de tenir une comptabilité rigoureuse. Avec Boundless AI, ces chiffres peuvent servir à bien plus qu’à satisfaire le fisc. Au lieu de refaire leurs états financiers pour chaque prêteur, une marque peut passer d’une comptabilité en ordre à de vraies options de financement, le tout au même endroit.',
      attribution: 'PDG, Finaloop',
    },
  },

  carousel: {
    region: 'Avantages pour les prêteurs',
    roledescription: 'carrousel',
    tablist: 'Avantages',
    slide: 'diapositive',
    counter: 'Avantage {n} sur {total}',
    controls: controls('le carrousel des avantages'),
  },
  orbit: { controls: controls('le défilement des partenaires') },
  steps: { step: 'Étape {n}' },

  heroArt: {
    lenders: (number: string) => `${number} prêteurs`,
    funded: (number: string) => `${number} entreprises financées`,
    hubNodes: { lenders: 'Prêteurs', referral: 'Apporteurs d’affaires', api: 'Partenaires API' },
    newMatches: 'Nouveaux jumelages',
    matchedBadge: 'Selon vos critères',
    industries: {
      ecommerce: 'Commerce en ligne',
      transportation: 'Transport',
      professional: 'Services professionnels',
    },
    // Le score seul près de sa barre, puisque le badge au-dessus dit déjà ce qu’il mesure.
    fit: (value: string) => value,
    salesCycle: (value: string) => `Cycle de vente réduit de ${value}`,
    documentsVerified: 'Documents vérifiés',
    yourReferrals: 'Vos recommandations',
    live: 'En direct',
    statuses: { funded: 'Financée', matched: 'Jumelée', created: 'Profil créé' },
    commission: 'Commission sur les dossiers financés',
    paid: 'Versée',
    referralSent: 'Recommandation envoyée',
    webhook: 'Crochet Web\u00a0: offer.created',
    encryption: 'Chiffrement 256\u00a0bits',
  },

  formSection: {
    eyebrow: 'Faites équipe avec nous',
    promises: {
      reply: `Un responsable des partenariats vous répond ${reply}`,
      shape: 'Nous adaptons le partenariat à votre entreprise',
      privacy: 'Vos renseignements servent uniquement à discuter d’un partenariat',
    },
    preferEmail: 'Vous préférez le courriel\u00a0? Écrivez-nous à',
  },

  becomeForm: {
    requiredBefore: 'Les champs marqués d’un',
    requiredHint: 'astérisque',
    requiredAfter: 'sont obligatoires.',
    company: 'Nom de l’entreprise',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel professionnel',
    phone: 'Téléphone',
    type: 'Type de partenariat',
    typePlaceholder: 'Choisissez un type de partenariat',
    types: { lender: 'Prêteur partenaire', referral: 'Apporteur d’affaires', api: 'Partenaire API', other: 'Autre' },
    goals: 'Parlez-nous de votre entreprise',
    goalsPlaceholder: 'Votre clientèle et ce que vous aimeriez accomplir ensemble',
    submit: 'Passer à la vérification',
    nextStep: 'Vous vérifierez ensuite vos renseignements sur notre page des partenariats avant de les envoyer.',
  },
};
