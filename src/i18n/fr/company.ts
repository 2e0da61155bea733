/**
 * Texte français : les pages de l’entreprise (/fr/about-us, /fr/contact-us), la FAQ et les formulaires de contact
 * et de partenariat. Les faits (ville et année de fondation, nombres, heures, délai de réponse) viennent de
 * src/data/facts.ts, mis en forme avec Intl (fr-CA).
 */
// cspell:ignore daniel aisha lucas aeiouyhâàéèêîïôûü -- founder ids of src/data/company.ts, and the vowels before which « de » elides
import { BUSINESSES_FUNDED, FOUNDED, LENDER_COUNT, REPLY_WITHIN_HOURS, SUPPORT_HOURS } from '~/data/facts';
import type { Messages } from '../en';
import { contactForm, partnershipForm } from './company-forms';

const int = new Intl.NumberFormat('fr-CA');
const { city, year } = FOUNDED;
/** « 9 h », « 17 h » : l’heure au format québécois. */
const hour = (h: number) => `${int.format(h)}\u00a0h`;
const lenders = `plus de ${int.format(LENDER_COUNT)}`;
const replyPromise = `Nous répondons dans un délai de ${int.format(REPLY_WITHIN_HOURS)}\u00a0heures, les jours ouvrables.`;

export const company: Messages['company'] = {
  about: {
    title: 'Qui sommes-nous\u00a0?',
    description: `Boundless AI a été fondée à ${city} en ${year} pour rendre le financement des entreprises équitable, rapide et facile à comprendre. Découvrez notre mission, nos valeurs et nos fondateurs.`,
    eyebrow: 'L’entreprise',
    intro: `Établie à ${city}, notre équipe de prêteurs, d’ingénieurs et d’anciens propriétaires d’entreprise conçoit le moyen le plus rapide, pour une entreprise, de trouver le bon financement.`,
    stats: {
      eyebrow: 'En chiffres',
      title: 'Une place de marché conçue pour grandir',
      pauseLabel: 'les chiffres clés',
    },
    mission: {
      eyebrow: 'Notre mission',
      title: 'Le financement, sans les tracas',
      text: 'Rendre le financement des entreprises équitable, rapide et facile à comprendre, pour que chaque entrepreneur trouve le bon financement sans avoir à connaître les bonnes personnes.',
    },
    valuesPauseLabel: 'les valeurs',
    values: {
      transparency: {
        title: 'Transparence',
        description:
          'Des conditions claires, des coûts réels et des chances présentées honnêtement. Vous savez ce qu’implique chaque option avant de communiquer vos données.',
      },
      access: {
        title: 'Accès',
        description: `D’excellentes entreprises, il y en a partout. Notre réseau de ${lenders} prêteurs atteint celles que les banques négligent.`,
      },
      partnership: {
        title: 'Partenariat',
        description:
          'Votre réussite fait la nôtre. De vraies personnes vous accompagnent, de votre premier profil jusqu’au versement des fonds.',
      },
    },
    story: {
      eyebrow: 'Notre histoire',
      title: `Fondée à ${city} en ${year}`,
      paragraphs: [
        `Boundless AI a été fondée à ${city} en ${year} par des gens du métier qui avaient passé des années tant du côté des prêteurs que de celui des emprunteurs. Ils avaient vu de bonnes entreprises perdre des mois en paperasse, raconter la même histoire d’une banque à l’autre et repartir malgré tout sans réponse.`,
        `La solution semblait évidente\u00a0: un seul profil d’entreprise, une seule demande guidée et un logiciel qui sait ce que recherche chaque prêteur. Depuis, la place de marché a grandi\u00a0: elle réunit ${lenders} prêteurs vérifiés au Canada et aux États-Unis, et plus de ${int.format(BUSINESSES_FUNDED)} entreprises ont été financées.`,
        'La création d’un profil et le dépôt d’une demande restent gratuits pour les entreprises (tous frais à votre charge vous sont indiqués avant que vous acceptiez une offre), et vos données ne sont transmises qu’aux prêteurs que vous choisissez. Notre rôle est simple\u00a0: vous trouver l’option qui vous convient.',
      ],
      imageAlt: `Illustration de la silhouette urbaine de ${city} au crépuscule, ville où Boundless AI a été fondée`,
      badge: `${city}, Canada · depuis ${year}`,
    },
    founders: {
      eyebrow: 'Direction',
      title: 'Nos fondateurs',
      portraitAlt: (name: string) => `Portrait ${/^[aeiouyhâàéèêîïôûü]/i.test(name) ? 'd’' : 'de '}${name}`,
      people: {
        'daniel-mercer': {
          role: 'Cofondateur et PDG',
          bio: 'A passé dix ans dans les services bancaires aux entreprises à Toronto, à structurer des prêts pour des sociétés en croissance, avant de conclure que c’était le processus lui-même qu’il fallait revoir.',
        },
        'aisha-rahman': {
          role: 'Cofondatrice et directrice de la technologie',
          bio: 'A conçu des logiciels de décision de crédit pour des prêteurs de la technofinance et dirige aujourd’hui les équipes d’ingénierie et de données derrière notre moteur de jumelage.',
        },
        'lucas-tremblay': {
          role: 'Cofondateur et responsable des partenariats avec les prêteurs',
          bio: 'A dirigé sa propre petite entreprise manufacturière et sait d’expérience ce qu’exige la recherche de capitaux. Il veille sur notre réseau de prêteurs.',
        },
      },
    },
    cta: {
      title: 'Envie de savoir à quel financement votre entreprise pourrait être admissible\u00a0?',
      text: 'Créez votre profil gratuit en quelques minutes ou parlez d’abord à notre équipe.',
      primary: 'Commencer gratuitement',
      secondary: 'Parler à un expert',
    },
  },
  contact: {
    title: 'Nous joindre',
    description: `Écrivez-nous ou planifiez un appel avec l’équipe de Boundless AI. ${replyPromise}`,
    eyebrow: 'Nous sommes là pour vous aider',
    intro: `Des questions sur le financement, les partenariats ou votre demande\u00a0? Écrivez-nous\u00a0: un membre de notre équipe vous répondra dans un délai de ${int.format(REPLY_WITHIN_HOURS)}\u00a0heures, les jours ouvrables.`,
    formTitle: 'Envoyez-nous un message',
    formIntro: 'Parlez-nous un peu de votre entreprise et de vos besoins.',
    info: {
      title: 'Pour nous joindre',
      intro: 'Communiquez avec l’équipe de la façon qui vous convient le mieux.',
      email: 'Par courriel',
      replyPromise,
      hours: 'Heures du service à la clientèle',
      hoursText: `Du lundi au vendredi, de ${hour(SUPPORT_HOURS.open)} à ${hour(SUPPORT_HOURS.close)} (heure\u00a0de\u00a0l’Est)`,
      hoursNote:
        'L’application est accessible en tout temps\u00a0; nous répondons aux messages reçus en dehors de ces heures le jour ouvrable suivant.',
      call: 'Planifier un appel',
      callText: 'Choisissez le moment qui vous convient pour un appel avec un spécialiste du financement.',
      callLink: 'Planifier un appel',
      assistance: 'Besoin d’aide immédiate\u00a0?',
      assistanceText:
        'Créez votre profil gratuit dès maintenant et découvrez en quelques minutes les options de financement adaptées à votre entreprise.',
      start: 'Commencer gratuitement',
      newTab: ' (s’ouvre dans un nouvel onglet)',
    },
    faq: {
      title: 'Questions fréquentes',
      eyebrow: 'FAQ',
      intro: 'Des réponses rapides aux questions que les entreprises nous posent le plus souvent.',
    },
    cta: {
      title: 'Prêt à vous lancer\u00a0?',
      text: `Créez gratuitement le profil de votre entreprise et découvrez, parmi ${lenders} prêteurs, les options de financement qui vous conviennent.`,
      primary: 'Commencer gratuitement',
      secondary: 'En savoir plus',
      secondaryHint: 'sur notre fonctionnement',
    },
  },
  faq: {
    speed: {
      question: 'En combien de temps Boundless AI peut-elle jumeler mon entreprise à des prêteurs\u00a0?',
      answer:
        'Une fois votre profil rempli, notre IA vous présente en quelques minutes les options de financement qui vous correspondent. Le délai avant de recevoir les fonds dépend du produit et du prêteur\u00a0: une avance de fonds aux commerçants peut être approuvée en 24 à 48\u00a0heures, alors qu’un prêt à terme ou un prêt garanti par la Small Business Administration (SBA) des États-Unis prend plus de temps, car les prêteurs examinent davantage de documents.',
    },
    cost: {
      question: 'Faut-il payer pour utiliser Boundless AI\u00a0?',
      answer:
        'La création d’un profil, le dépôt d’une demande et la comparaison des offres sont gratuits pour les entreprises. Nous pouvons toucher une commission ou des honoraires de recommandation lorsqu’un financement est conclu, payés par le prêteur ou par vous\u00a0; tous frais à votre charge vous sont indiqués avant que vous acceptiez une offre.',
    },
    'business-types': {
      question: 'Avec quels types d’entreprises travaillez-vous\u00a0?',
      answer: `Les petites et moyennes entreprises constituées en société au Canada ou aux États-Unis, dans le commerce en ligne, le logiciel-service (SaaS), le commerce de détail, les services professionnels, la fabrication, le transport, la construction et bien d’autres secteurs. Notre réseau de ${lenders} prêteurs vérifiés sert aussi bien les jeunes entreprises que les sociétés bien établies.`,
    },
    data: {
      question: 'Comment protégez-vous les données de mon entreprise\u00a0?',
      answer:
        'Vos documents et vos données sont protégés par un chiffrement 256\u00a0bits, et nous ne communiquons vos renseignements qu’aux prêteurs que vous choisissez. Vous décidez en tout temps qui peut voir votre profil.',
    },
  },
  contactForm,
  partnershipForm,
};
