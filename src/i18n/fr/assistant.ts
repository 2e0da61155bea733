/**
 * Texte français : tout ce que l’assistant de clavardage dit dans ses propres mots (ses réponses citent les
 * pages du site). Les textes qui nomment les moyens de nous joindre les reçoivent en liens Markdown.
 */
import { REPLY_WITHIN_HOURS, SUPPORT_HOURS } from '~/data/facts';
import type { Messages } from '../en';

/** « 9 h », « 17 h » : l’heure au format canadien-français. */
const hour = (value: number) => new Intl.NumberFormat('fr-CA', { style: 'unit', unit: 'hour' }).format(value);

export const assistant: Messages['assistant'] = {
  hours: `du lundi au vendredi, de ${hour(SUPPORT_HOURS.open)} à ${hour(SUPPORT_HOURS.close)} (heure\u00a0de\u00a0l’Est)`,
  bookingLabel: 'planifiez un appel',
  howItWorks: { label: 'Notre fonctionnement', href: '/fr/how-it-works' },
  contactPage: { label: 'Nous joindre', href: '/fr/contact-us' },
  learnMore: 'Pour en savoir plus\u00a0:',
  helpfulPages: 'Pages utiles\u00a0:',
  greeting:
    'Bonjour\u00a0! Je peux vous renseigner sur les options de financement, le fonctionnement de Boundless AI, les coûts, la sécurité des données et les partenariats. Que voulez-vous savoir\u00a0?',
  thanks: (l) =>
    `Avec plaisir\u00a0! Puis-je vous aider à autre chose\u00a0? Pour en parler avec notre équipe, ${l.booking} ou écrivez à ${l.email}.`,
  goodbye: (l) =>
    `Merci de votre visite\u00a0! Si d’autres questions vous viennent, je reste à votre disposition\u00a0; vous pouvez aussi écrire à ${l.email}\u00a0: nous répondons dans un délai de ${REPLY_WITHIN_HOURS}\u00a0heures, les jours ouvrables.`,
  human: (l) =>
    [
      'Je suis l’assistant automatisé de Boundless AI. Une personne de notre équipe peut prendre le relais de cette conversation\u00a0: laissez votre nom et votre courriel dans le formulaire ci-dessous, et elle vous répondra ici, ou par courriel si vous avez quitté le site.',
      '',
      `Heures du service à la clientèle\u00a0: ${l.hours}. Autres façons de nous joindre\u00a0: ${l.booking}, ou écrivez à ${l.email} (nous répondons dans un délai de ${REPLY_WITHIN_HOURS}\u00a0heures, les jours ouvrables)\u00a0; toutes nos coordonnées sont sur notre page ${l.contact}.`,
    ].join('\n'),
  identity: (l) =>
    `Je suis l’assistant de Boundless AI, un outil automatisé\u00a0: je réponds à partir du contenu de ce site et je vous dirige vers les bonnes pages. Une personne de notre équipe peut prendre le relais de cette conversation\u00a0: choisissez «\u00a0Parler à une personne\u00a0» ci-dessous. Autres façons de nous joindre\u00a0: ${l.booking} ou écrivez à ${l.email}.`,
  personal: (l) =>
    `Boundless AI s’adresse uniquement aux entreprises\u00a0: nos prêteurs offrent du financement commercial, pas de prêts personnels ni de prêts hypothécaires résidentiels. Si vous financez une entreprise, parlez-m’en un peu, ou consultez la page ${l.howItWorks}.`,
  unknown: (l) =>
    [
      'Je n’ai pas de réponse sûre à cette question, et je préfère ne pas deviner. Je réponds aux questions sur Boundless AI, nos options de financement et nos programmes de partenariat. Notre équipe peut vous aider pour le reste\u00a0:',
      `- Par téléphone\u00a0: ${l.booking}`,
      `- Par courriel\u00a0: écrivez à ${l.email}. Heures du service à la clientèle\u00a0: ${l.hours}\u00a0; nous répondons dans un délai de ${REPLY_WITHIN_HOURS}\u00a0heures, les jours ouvrables.`,
    ].join('\n'),
  others: (l) =>
    `Je ne peux pas communiquer ce que d’autres visiteurs ou entreprises nous ont envoyé\u00a0: leurs messages, formulaires et données sont confidentiels. Comme le dit notre politique de confidentialité, les renseignements d’une entreprise ne sont transmis qu’aux prêteurs qu’elle choisit et aux fournisseurs de services qui travaillent pour nous, et nous ne vendons pas de renseignements personnels. Pour une question sur la sécurité de notre site, écrivez à ${l.email} ou choisissez «\u00a0Parler à une personne\u00a0» ci-dessous.`,
  credentials: (l) =>
    `Ne donnez jamais votre NIP ni un mot de passe à quelqu’un qui vous le demande par courriel, texto ou téléphone. Je ne peux pas vérifier qui a envoyé un message\u00a0: une personne de notre équipe peut vous dire s’il vient de Boundless AI\u00a0; choisissez «\u00a0Parler à une personne\u00a0» ci-dessous ou écrivez à ${l.email}. Nos conditions d’utilisation disent que vos identifiants de connexion sont personnels et ne doivent jamais être partagés, et nous ne prêtons pas et ne prenons aucune décision de crédit\u00a0: seul un prêteur approuve un financement, dans sa propre offre.`,
  false: (l) =>
    `Je ne peux pas vous aider avec ça. Nos conditions d’utilisation interdisent de fournir des renseignements faux, trompeurs ou incomplets, et chaque entreprise confirme que les renseignements et documents qu’elle fournit sont véridiques, exacts et complets. Si votre dossier a un point faible, comme une mauvaise année ou une cote de crédit basse, une personne de notre équipe peut en discuter avec vous\u00a0: ${l.booking} ou écrivez à ${l.email}. Si vous avez reçu un document qui vous semble faux, choisissez «\u00a0Parler à une personne\u00a0» ci-dessous.`,
  uncertain: 'Je n’en suis pas certain, mais ces pages semblent les plus pertinentes\u00a0:',
  hostile: (l) =>
    [
      'Je suis désolé de ne pas vous avoir été utile. Je réponds à partir du contenu de ce site\u00a0; une personne de notre équipe sera peut-être mieux placée pour vous aider\u00a0:',
      `- Par téléphone\u00a0: ${l.booking}`,
      `- Par courriel\u00a0: écrivez à ${l.email}. Heures du service à la clientèle\u00a0: ${l.hours}\u00a0; nous répondons dans un délai de ${REPLY_WITHIN_HOURS}\u00a0heures, les jours ouvrables.`,
    ].join('\n'),
  scope: (l) =>
    `Je suis l’assistant de Boundless AI\u00a0: je réponds aux questions sur Boundless AI, nos options de financement et nos programmes de partenariat à partir du contenu de ce site. Que voulez-vous savoir\u00a0? Pour parler à une personne, ${l.booking} ou écrivez à ${l.email}.`,
};
