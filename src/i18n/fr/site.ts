/**
 * Texte français : le cadre commun des pages (en-tête, pied de page, infolettre, avis sur les témoins,
 * clavardage), les mentions permanentes, les commandes partagées et les pages 404, « Bientôt disponible » et
 * désabonnement. Les parties remises à un îlot ne contiennent que des chaînes (voir en/site.ts).
 */
import { LENDER_COUNT, SUPPORT_HOURS } from '~/data/facts';
import type { Messages } from '../en';
import { addressInline } from './address';
import { search } from './search';

/** « 9 h », « 17 h » : l’heure au format canadien-français. */
const hour = (value: number) => new Intl.NumberFormat('fr-CA', { style: 'unit', unit: 'hour' }).format(value);
const SUPPORT_HOURS_TEXT = `du lundi au vendredi, de ${hour(SUPPORT_HOURS.open)} à ${hour(SUPPORT_HOURS.close)} (heure\u00a0de\u00a0l’Est)`;

const marketplace =
  'Boundless AI est une place de marché en ligne, et non un prêteur. Ce sont les prêteurs qui décident des offres, des taux, des modalités et de l’approbation, après leur propre analyse de votre entreprise\u00a0; rien sur ce site ne constitue une offre ni une promesse de crédit.';
const article =
  'Nos articles sont fournis à titre d’information générale et ne constituent pas des conseils financiers, juridiques ou fiscaux. Les chiffres et les règles changent\u00a0; vérifiez les conditions en vigueur auprès du prêteur ou de la source officielle, et consultez un conseiller qualifié au sujet de votre situation.';
/** La condition de « gratuit pour les entreprises », en une seule formulation (forme courte, forme complète). */
export const FREE_CONDITION_SHORT = 'Tous frais à votre charge vous sont indiqués avant que vous acceptiez une offre.';
const freeCondition = `Nous pouvons toucher une commission ou des honoraires de recommandation lorsqu’un financement est conclu, payés par le prêteur ou par vous\u00a0; ${FREE_CONDITION_SHORT.charAt(0).toLowerCase()}${FREE_CONDITION_SHORT.slice(1)}`;

export const site: Messages['site'] = {
  common: {
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  },
  // Les étiquettes (« l’animation du titre », « les valeurs »…) sont écrites pour suivre ces deux verbes.
  controls: {
    pause: 'Mettre en pause {label}',
    play: 'Relancer {label}',
  },
  header: {
    homeAria: 'Accueil de Boundless AI',
    mainNav: 'Menu principal',
    mobileNav: 'Menu mobile',
    businessGuides: 'Guides pour entreprises',
    fundingTools: 'Outils de financement',
    capitalSolutions: 'Solutions de financement',
    signIn: 'Connexion',
    createAccount: 'Inscription gratuite',
    getStarted: 'Commencer gratuitement',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    search: 'Rechercher',
    searchAria: 'Rechercher dans le site',
  },
  search,
  nav: {
    menus: {
      solution: 'Notre solution',
      knowledge: 'Ressources',
      partners: 'Partenariats',
      company: 'À\u00a0propos',
    },
    footerColumns: {
      solution: 'Solution',
      tools: 'Outils de financement',
      partners: 'Partenaires',
      company: 'À\u00a0propos',
    },
    links: {
      'merchant-cash-advance': { label: 'Avance de fonds aux commerçants' },
      'asset-based-lending': { label: 'Financement adossé à des actifs' },
      'term-loans': { label: 'Prêts à terme' },
      'po-financing': { label: 'Financement par bons de commande' },
      'inventory-financing': { label: 'Financement des stocks' },
      'supply-chain-financing': { label: 'Financement de la chaîne d’approvisionnement' },
      'debt-financing-guide': {
        label: 'Le guide du financement par emprunt',
        description: 'Comment fonctionne l’emprunt, ce qu’il coûte et quand il est judicieux d’y recourir.',
      },
      'loans-vs-lines-of-credit': {
        label: 'Prêt à terme ou marge de crédit',
        description: 'Choisir la bonne formule selon ce que vous devez financer.',
      },
      'business-plan-guide': {
        label: 'Rédiger un plan d’affaires, étape par étape',
        description: 'Le plan d’affaires que les prêteurs veulent lire, section par section.',
      },
      'term-loan-calculator': {
        label: 'Calculatrice de versements de prêt',
        description: 'Versement mensuel, intérêts totaux et TAC, frais compris.',
      },
      'mca-calculator': {
        label: 'Calculatrice du coût d’une avance de fonds aux commerçants',
        description: 'Convertissez un coefficient de remboursement en montant total à rembourser, en délai et en TAC.',
      },
      prequalify: {
        label: 'Préqualification en 60\u00a0secondes',
        description: 'Voyez quels produits vous conviennent, sans vérification de crédit.',
      },
      'all-guides': { label: 'Tous les guides' },
      'how-it-works': { label: 'Notre fonctionnement', description: 'Un profil, une demande, plusieurs offres.' },
      'who-we-help': {
        label: 'Les entreprises que nous aidons',
        description: 'Les secteurs et les entreprises que nous avons aidés à obtenir du financement.',
      },
      'financial-products': { label: 'Produits financiers' },
      partners: { label: 'Faites équipe avec nous' },
      lenders: { label: 'Prêteurs', description: 'Des entreprises vérifiées, prêtes à faire une demande.' },
      'referral-partners': {
        label: 'Apporteurs d’affaires',
        description: 'Recommandez des clients et suivez chaque dossier.',
      },
      apis: { label: 'API', description: 'Intégrez le financement à votre propre produit.' },
      'about-us': { label: 'Qui sommes-nous\u00a0?', description: 'Notre histoire, notre mission et notre équipe.' },
      blog: { label: 'Blogue', description: 'Guides, études de cas et nouvelles.' },
      'contact-us': { label: 'Nous joindre', description: 'Parlez à notre équipe.' },
      privacy: { label: 'Politique de confidentialité' },
      terms: { label: 'Conditions d’utilisation' },
      accessibility: { label: 'Accessibilité' },
    },
  },
  footer: {
    homeAria: 'Accueil de Boundless AI',
    tagline: `Un seul profil d’entreprise, une seule demande guidée et un réseau de plus de ${new Intl.NumberFormat('fr-CA').format(LENDER_COUNT)}\u00a0prêteurs au Canada et aux États-Unis.`,
    address: addressInline,
    supportHours: `Heures du service à la clientèle\u00a0: ${SUPPORT_HOURS_TEXT}`,
    socialAria: 'Réseaux sociaux',
    social: (network: string) => `Boundless AI sur ${network} (s’ouvre dans un nouvel onglet)`,
    copyright: '2025 Boundless AI. Tous droits réservés.',
  },
  disclosures: {
    label: 'Renseignements importants',
    marketplace,
    article,
    freeCondition,
    freeConditionShort: FREE_CONDITION_SHORT,
    freeForBusinesses: `La création d’un profil, le dépôt d’une demande et la comparaison des offres sont gratuits pour les entreprises. ${freeCondition}`,
    productFigures:
      'Les montants, les durées et les délais d’approbation indiqués correspondent à ce que les prêteurs de notre réseau offrent habituellement\u00a0; il ne s’agit pas d’une soumission. L’offre que vous pourriez recevoir dépend de l’analyse du prêteur.',
    footer: `${marketplace} ${article.split('. ')[0]}.`,
    footerFree: `Gratuit pour les entreprises\u00a0: ${freeCondition.charAt(0).toLowerCase() + freeCondition.slice(1)}`,
  },
  newsletter: {
    label: 'Recevez nos conseils en financement par courriel',
    placeholder: 'vous@entreprise.com',
    subscribe: 'S’abonner',
    subscribing: 'Abonnement en cours…',
    success: 'Merci\u00a0! Votre abonnement à notre infolettre est confirmé.',
    failed: 'L’abonnement n’a pas fonctionné. Veuillez réessayer dans un instant.',
    failedUnknown: 'L’abonnement à l’infolettre n’a pas fonctionné. Veuillez réessayer dans un instant.',
    retrying:
      'Nous n’arrivons pas à joindre notre serveur pour le moment. Votre demande d’abonnement est gardée en mémoire et sera transmise dès que la connexion sera rétablie.',
    privacyLink: 'Comment nous traitons vos données',
  },
  cookie: {
    region: 'Avis sur les témoins',
    title: 'Nous respectons votre vie privée',
    text: 'Nous utilisons des témoins (cookies) et d’autres moyens de stockage semblables pour assurer le fonctionnement de ce site et comprendre comment il est utilisé. Consultez notre',
    privacyLink: 'politique de confidentialité',
    end: '.',
    close: 'Fermer l’avis sur les témoins',
    ok: 'OK',
  },
  chat: {
    title: 'Clavarder avec Boundless AI',
    subtitle: 'Nous répondons habituellement en quelques minutes',
    greeting: 'Vous cherchez du financement\u00a0? Écrivez-nous ci-dessous, nous sommes là pour vous aider.',
    getStarted: 'Commencer ma demande de financement',
    opensInNewTab: '(s’ouvre dans un nouvel onglet)',
    open: 'Ouvrir le clavardage avec Boundless AI',
    close: 'Fermer le clavardage',
    conversation: 'Conversation',
    you: 'Vous',
    typing: 'Boundless AI est en train d’écrire',
    inputLabel: 'Tapez votre message',
    placeholder: 'Tapez votre message…',
    send: 'Envoyer le message',
    failure: 'Désolé, une erreur s’est produite. Veuillez réessayer ou communiquer directement avec notre équipe.',
    disclosure: 'Un assistant automatisé répond d’abord. Une personne de notre équipe peut prendre le relais.',
    away: 'Notre équipe est absente. De retour {when}',
    talkToPerson: 'Parler à une personne',
    assistantName: 'Assistant',
    staffName: '{name}, équipe Boundless AI',
    handoff: {
      title: 'Parler à une personne',
      intro:
        'Laissez votre nom et votre courriel, et une personne de notre équipe prendra le relais de cette conversation.',
      found: 'Nous avons repris ce que vous avez écrit dans le clavardage. Vérifiez-le avant de l’envoyer.',
      name: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone (facultatif)',
      consent: 'Nous utilisons ces renseignements uniquement pour vous répondre, ici ou par courriel.',
      privacyLink: 'Politique de confidentialité',
      submit: 'Demander à parler à une personne',
      sending: 'Envoi…',
      cancel: 'Pas maintenant',
      failed: 'Nous n’avons pas pu joindre notre équipe pour l’instant. Veuillez réessayer.',
      requestedOpen: 'Merci{name}. Une personne de notre équipe vous répondra ici, habituellement en quelques minutes.',
      requestedAway:
        'Merci{name}. Notre équipe est absente jusqu’à {when}. Une personne vous répondra à ce moment-là, ici si vous êtes encore sur le site, sinon par courriel.',
      closed:
        'Notre équipe a fermé cette conversation. L’assistant peut vous aider pour toute autre question, ou vous pouvez demander de nouveau à parler à une personne.',
      waiting: 'En attente d’une personne',
      waitingAway: 'En attente de notre équipe\u00a0: de retour {when}',
      answered: 'Une personne de notre équipe participe à cette conversation',
      unread: '{count}\u00a0nouveaux messages de notre équipe',
      unreadOne: '1\u00a0nouveau message de notre équipe',
      reopenAsk:
        'Ce lien ouvre une autre conversation, celle de votre courriel. L’ouvrir à la place de celle-ci\u00a0?',
      reopenConfirm: 'Ouvrir la conversation du courriel',
      reopenKeep: 'Rester dans cette conversation',
      reopenFailed: 'Ce lien n’a pas pu ouvrir la conversation.',
    },
  },
  carousel: {
    label: 'Témoignages de clients',
    showing: 'Témoignages affichés\u00a0: {range}',
    counterOne: 'Témoignage {range}',
    counterMany: 'Témoignages {range}',
    rangeOne: '{first} sur {total}',
    rangeMany: '{first} à {last} sur {total}',
    previousOne: 'Témoignage précédent',
    nextOne: 'Témoignage suivant',
    previousMany: 'Témoignages précédents',
    nextMany: 'Témoignages suivants',
    slide: '{n} sur {total}',
    rated: 'Note de {n} sur 5',
    quote: '«\u00a0{quote}\u00a0»',
    play: 'Relancer les témoignages',
    pause: 'Mettre les témoignages en pause',
  },
  notFound: {
    title: 'Erreur 404\u00a0: page introuvable',
    description: 'Cette page est introuvable.',
    heading: 'Erreur 404\u00a0: page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a changé d’adresse.',
    home: 'Retour à l’accueil',
    blog: 'Lire le blogue',
  },
  comingSoon: {
    title: 'Bientôt disponible',
    description: 'Cet article de blogue est en préparation et sera publié sous peu.',
    badge: 'Blogue',
    heading: 'Bientôt disponible',
    text: 'Cet article de blogue est en préparation et sera publié sous peu. Revenez bientôt pour le lire\u00a0!',
    blog: 'Retour au blogue',
    home: 'Aller à l’accueil',
  },
  unsubscribe: {
    title: 'Désabonnement',
    description: 'Ne plus recevoir l’infolettre de Boundless AI.',
    heading: 'Se désabonner',
    intro: 'Confirmez ci-dessous et nous cesserons de vous envoyer l’infolettre.',
    confirm: {
      checking: 'Vérification de votre lien…',
      question: 'Voulez-vous vous désabonner de l’infolettre de Boundless AI\u00a0?',
      button: 'Me désabonner',
      sending: 'Désabonnement en cours…',
      failed: 'Nous n’avons pas pu vous désabonner pour le moment. Veuillez réessayer dans un instant.',
      invalid:
        'Ce lien de désabonnement n’est pas valide. Utilisez le lien de votre courriel le plus récent, ou écrivez-nous et nous vous retirerons de la liste.',
      done: 'C’est fait\u00a0: l’adresse {email} est désabonnée et ne recevra plus l’infolettre de Boundless AI.',
      gone: 'C’est fait\u00a0: l’adresse de ce lien n’est plus abonnée à l’infolettre de Boundless AI.',
    },
  },
};
