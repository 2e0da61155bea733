// cspell:ignore james whitaker liam chen hannah dubois marcus reid diego alvarez emily olivia noah fischer -- ids of src/data/testimonials.ts
/** Texte français de la page d’accueil, de ses boutons et des 12 témoignages (repris sur d’autres pages). */
import { LENDER_COUNT } from '~/data/facts';
import type { Messages } from '../en';
import { FREE_CONDITION_SHORT } from './site';

/** Le 120+ de l’anglais, écrit en toutes lettres (plus de 120). */
const count = new Intl.NumberFormat('fr-CA').format(LENDER_COUNT);
const lenders = `plus de ${count}`;
/** La condition de la gratuité pour les entreprises, dans sa forme courte (la même partout). */
const freeCondition = FREE_CONDITION_SHORT;

export const home: Messages['home'] = {
  meta: {
    title: `Boundless AI\u00a0: du financement d’entreprise rapide auprès de ${lenders} prêteurs`,
    description: `Un seul profil d’entreprise, une demande guidée et ${lenders} prêteurs vérifiés au Canada et aux États-Unis. Gratuit pour les entreprises.`,
  },
  cta: {
    getStarted: 'Commencer gratuitement',
    newTab: '(s’ouvre dans un nouvel onglet)',
    learnMore: 'En savoir plus',
    learnMoreHint: 'sur le fonctionnement de Boundless AI',
    howItWorks: 'Comment ça fonctionne',
    talkToExpert: 'Parler à un expert',
  },
  hero: {
    badge: 'Entreprises jumelées aux prêteurs par l’IA · Canada et États-Unis',
    headline: {
      before: 'Du financement rapide pour les',
      words: ['fondateurs', 'PDG', 'dirigeants', 'professionnels', 'directeurs financiers', 'associés'],
      after: 'comme vous',
      pauseLabel: 'l’animation du titre',
    },
    intro: `Créez un seul profil d’entreprise, remplissez une seule demande et comparez les offres de ${lenders} prêteurs vérifiés. Des options sur mesure en quelques minutes, avec un vrai conseiller à vos côtés du début jusqu’à l’envoi de votre demande.`,
    assurances: ['Gratuit pour les entreprises*', 'Accessible en tout temps', 'Vous choisissez qui voit vos données'],
    freeCondition,
  },
  visual: {
    label: 'Illustration\u00a0: un profil d’entreprise complet jumelé à trois offres de financement',
    sector: 'Commerce en ligne · Toronto',
    readyShort: 'Complet',
    ready: 'Profil complet',
    matches: 'Prêteurs jumelés',
    fromLenders: `parmi ${lenders} prêteurs vérifiés`,
    currency: 'CAD',
    termLoan: 'Prêt à terme',
    termDetail: (amount: string, years: number) => `${amount} · sur ${years}\u00a0ans`,
    lineOfCredit: 'Marge de crédit',
    lineDetail: (amount: string) => `${amount} · renouvelable`,
    factoring: 'Affacturage',
    factoringDetail: (amount: string, advance: string) => `${amount} · avance de ${advance}`,
    match: (percent: string) => `Compatibilité\u00a0: ${percent}`,
    compare: 'Comparez les offres côte à côte',
    matchedFast: 'Jumelé en quelques minutes',
    encryption: 'Chiffrement 256\u00a0bits',
  },
  oneProfile: {
    eyebrow: 'Un seul profil',
    titleLines: ['Un seul profil,', 'les meilleures options'],
    intro:
      'Racontez votre histoire une seule fois. Boundless AI transforme votre profil d’entreprise en demande complète et la jumelle aux prêteurs et aux fournisseurs de capitaux les plus susceptibles de vous financer, partout au Canada et aux États-Unis.',
    points: [
      {
        title: 'Une seule demande pour plusieurs prêteurs',
        text: 'Une seule demande guidée peut parvenir à tous les prêteurs qui vous conviennent\u00a0: plus besoin de remplir un nouveau formulaire pour chaque banque.',
      },
      {
        title: 'Vous décidez qui voit vos données',
        text: 'Votre profil n’est transmis qu’aux prêteurs que vous choisissez, et il est protégé par un chiffrement 256\u00a0bits.',
      },
      {
        title: 'Gratuit pour les entreprises',
        text: `Créer votre profil et comparer les offres ne vous coûte rien, et la plateforme est accessible en tout temps. ${freeCondition}`,
      },
    ],
  },
  features: {
    eyebrow: 'Jumelage par l’IA',
    title: 'Des solutions sur mesure, grâce au jumelage par l’IA',
    intro:
      'Chaque entreprise est unique, et son financement devrait l’être aussi. Notre moteur de jumelage tient compte de votre secteur, de votre chiffre d’affaires et de vos objectifs pour trouver le financement qui vous convient, puis vous aide à l’obtenir.',
    cards: {
      'custom-fit-offers': {
        title: 'Des offres sur mesure en quelques minutes',
        description:
          'Boundless AI analyse votre profil une seule fois et fait ressortir les prêteurs les plus susceptibles de dire oui, avec des offres adaptées à vos chiffres plutôt qu’une grille de taux générique.',
      },
      'document-storage': {
        title: 'Stockage et transmission simplifiés des documents',
        description:
          'Téléversez relevés bancaires, déclarations de revenus et états financiers dans un seul coffre-fort sécurisé. Chaque prêteur que vous choisissez reçoit le même dossier complet et bien présenté.',
      },
      'direct-support': {
        title: 'Un accompagnement direct, du début à la fin',
        description:
          'Un vrai conseiller en financement répond à vos questions, examine votre demande et reste à vos côtés jusqu’à ce que les fonds soient versés dans votre compte.',
      },
      'funding-readiness': {
        title: 'Votre préparation au financement, en clair',
        description:
          'Voyez ce que les prêteurs examineront avant de présenter votre demande. Boundless AI vous indique les points à renforcer pour accroître vos chances d’obtenir de meilleures conditions.',
      },
    },
    carousel: { pauseLabel: 'la rotation des cartes' },
    pill: {
      who: 'Fondateurs, PDG, directeurs financiers et leurs équipes',
      rest: 'dans le commerce en ligne, le logiciel-service (SaaS), le commerce de détail, la construction et bien d’autres secteurs financent leur croissance avec Boundless AI.',
      action: 'Voir les entreprises que nous aidons',
    },
  },
  lenders: {
    eyebrow: 'Réseau de prêteurs de confiance',
    title: `Plus de ${count} prêteurs partenaires, disposés à se disputer votre dossier`,
    intro:
      'Pionniers de la technofinance, sociétés de financement spécialisé et banques établies examinent chaque jour des demandes jumelées. Avec un seul profil, la vôtre parvient aux bons prêteurs.',
    listLabel: 'Quelques-uns de nos prêteurs partenaires',
    pause: 'Mettre en pause le défilement des logos',
    play: 'Relancer le défilement des logos',
  },
  customerStories: {
    eyebrow: 'Témoignages de clients',
    title: 'Des solutions financières conçues pour des entreprises comme la vôtre',
    intro:
      'Des propriétaires et des responsables des finances de partout en Amérique du Nord racontent ce qui a changé quand les prêteurs ont commencé à se disputer leur dossier.',
  },
  closing: {
    titleBefore: 'L’avenir du financement est',
    titleHighlight: 'sans limites.',
    text: 'Créez votre profil en quelques minutes, voyez quels prêteurs veulent vous financer et choisissez l’offre qui vous convient. Profil gratuit, sans engagement.',
  },
  testimonials: {
    'sofia-marquez': {
      role: 'Fondatrice',
      quote:
        'J’ai rempli un seul profil un dimanche soir et, dès le mercredi, je discutais de trois propositions de financement. Avant, je passais des semaines à répéter la même histoire à chaque banque.',
    },
    'james-whitaker': {
      role: 'PDG',
      quote:
        'Nos comptes clients immobilisaient nos liquidités pendant 75\u00a0jours. Boundless AI nous a jumelés à une société d’affacturage qui comprenait le transport de marchandises, et l’écart s’est résorbé en moins d’un mois.',
    },
    'amara-osei': {
      role: 'Directrice financière',
      quote:
        'Le coffre-fort de documents, à lui seul, a fait gagner des heures à mon équipe. Chaque prêteur a reçu le même dossier impeccable\u00a0: les questions portaient sur l’opération, pas sur des documents manquants.',
    },
    'liam-chen': {
      role: 'Cofondateur',
      quote:
        'En tant qu’entreprise de logiciel-service (SaaS) sans actifs corporels, nous pensions que l’emprunt était exclu. Le jumelage nous a fait découvrir des prêteurs qui financent sur la base des revenus récurrents, et nous avons prolongé notre marge de manœuvre financière sans nouvelle dilution.',
    },
    'hannah-dubois': {
      role: 'Propriétaire',
      quote:
        'Je ne suis pas une spécialiste de la finance. La demande guidée m’a indiqué exactement quoi téléverser et pourquoi, et un conseiller a répondu à mes questions l’après-midi même.',
    },
    'marcus-reid': {
      role: 'Président',
      quote:
        'Il nous fallait du financement d’équipement avant le début d’un gros contrat. En voyant les offres côte à côte, nous avons pu choisir facilement la structure qui convenait à nos flux de trésorerie.',
    },
    'priya-shah': {
      role: 'Associée directrice',
      quote:
        'Je recommande Boundless AI à mes clients parce que je peux suivre l’état de chaque demande. Cela me met en valeur, et mes clients obtiennent des réponses rapidement.',
    },
    'diego-alvarez': {
      role: 'Fondateur',
      quote:
        'En construction, les rentrées de fonds sont irrégulières. Avec une marge de crédit adaptée au calendrier de nos chantiers, nous versons toujours les salaires à temps, même en attendant un paiement progressif.',
    },
    'emily-larsen': {
      role: 'Directrice de l’exploitation',
      quote:
        'Avant la haute saison, nous avons financé nos stocks grâce à un prêteur que nous n’aurions jamais trouvé seuls. Notre taux d’écoulement des stocks n’a jamais été aussi bon.',
    },
    'kwame-mensah': {
      role: 'PDG',
      quote:
        'Les indicateurs de préparation au financement nous ont montré quoi corriger avant de présenter une demande. Deux mois plus tard, nous étions admissibles à un bien meilleur taux.',
    },
    'olivia-grant': {
      role: 'Propriétaire',
      quote:
        'Ouvrir un deuxième établissement me semblait une montagne. Une seule demande, des options claires et une vraie personne pour m’accompagner du début à la fin.',
    },
    'noah-fischer': {
      role: 'Fondateur',
      quote:
        'Nos bons de commande dépassaient notre fonds de roulement. Le financement par bons de commande nous a permis d’accepter la plus grosse commande qu’un détaillant nous ait jamais passée.',
    },
  },
};
