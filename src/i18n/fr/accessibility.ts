/**
 * Texte français : la déclaration d’accessibilité (/fr/accessibility) et son formulaire de commentaires. Les faits
 * (norme, date, délai de réponse, formats) viennent de src/data/accessibility.ts.
 */
import { FEEDBACK_REPLY_BUSINESS_DAYS } from '~/data/accessibility';
import type { Messages } from '../en';
import { formValidation } from '../form-validation';
import { contactForm, retrying } from './company-forms';
import { validation } from './validation';

const int = new Intl.NumberFormat('fr-CA');
export const feedbackReply = `Nous répondons dans un délai de ${int.format(FEEDBACK_REPLY_BUSINESS_DAYS)}\u00a0jours ouvrables (du lundi au vendredi, heure\u00a0de\u00a0l’Est).`;

export const accessibility: Messages['accessibility'] = {
  title: 'Déclaration d’accessibilité',
  description:
    'Comment Boundless AI veille à ce que son site soit utilisable par tous\u00a0: la norme respectée (WCAG 2.2, niveau AA), les méthodes de vérification, les limites connues, les autres formats offerts et la façon de nous signaler un obstacle.',
  eyebrow: 'Accessibilité',
  intro:
    'Nous voulons que tout le monde, y compris les personnes en situation de handicap, puisse consulter ce site pour se renseigner sur le financement d’entreprise et joindre notre équipe. Voici ce que nous faisons, ce qui, à notre connaissance, n’est pas encore au point, et comment nous signaler un obstacle.',
  asOf: 'Déclaration à jour au',
  jumpToForm: 'Signaler un obstacle',
  contents: 'Sur cette page',
  standard: {
    title: 'La norme que nous respectons',
    body: (standard: string, level: string) => [
      `Ce site, en français comme en anglais, est conçu pour respecter le niveau\u00a0${level} des Règles pour l’accessibilité des contenus Web (${standard}), la norme publiée par le World Wide Web Consortium (W3C).`,
      'Les vérifications décrites ci-dessous sont exécutées à chaque modification du site, et une modification qui ne les réussit pas est corrigée avant sa mise en ligne. Aucune firme externe n’a encore audité le site\u00a0: cette déclaration décrit nos propres vérifications.',
    ],
  },
  testing: {
    title: 'Nos méthodes de vérification',
    intro: 'Des tests automatisés vérifient le site en français et en anglais\u00a0:',
    items: [
      'Un outil d’analyse de l’accessibilité, axe, vérifie chaque page selon les critères de niveaux A et AA des WCAG 2.2 sur un écran de la taille d’un téléphone, puis reprend nos pages principales sur un écran d’ordinateur.',
      'Google Lighthouse doit attribuer une note d’accessibilité de 100 sur 100 à chaque page en anglais qu’il peut analyser (toutes sauf les pages d’erreur «\u00a0page introuvable\u00a0») et à une page en français de chaque type (les pages en français sont construites de la même façon\u00a0; seuls les mots changent).',
      'Des tests utilisent les menus, les onglets, les questions et réponses, les carrousels et l’assistant de clavardage à l’aide du clavier seulement.',
      'Tout ce qui s’anime de lui-même, comme les carrousels et le mot qui change sur la page d’accueil, se met en pause quand vous le survolez avec le pointeur ou y placez le focus du clavier, comporte un bouton de pause et reste immobile si votre appareil est réglé pour réduire les animations.',
      'Les formulaires expliquent dans un message écrit, à côté du champ et dans la langue de la page, ce qui est à corriger, puis placent le focus sur le premier champ à revoir.',
    ],
    caveat:
      'Les outils automatisés ne décèlent qu’une partie des problèmes que rencontrent les utilisateurs. Nous ne vérifions pas encore chaque page au moyen de lecteurs d’écran ni auprès de personnes qui utilisent des technologies d’assistance au quotidien\u00a0: vos commentaires n’en sont que plus précieux.',
  },
  limits: {
    title: 'Limites connues',
    intro:
      'Cette déclaration porte uniquement sur ce site. Certains éléments échappent à sa portée ou ne sont pas encore à la hauteur de nos attentes\u00a0:',
    items: [
      'L’application Boundless AI, où vous vous inscrivez, faites votre demande et ouvrez une session, est un produit distinct que cette déclaration ne couvre pas. Si vous y rencontrez un obstacle, dites-le-nous et nous vous aiderons d’une autre façon.',
      'Pour réserver un appel avec un expert, vous passez par un service de prise de rendez-vous exploité par une autre entreprise. S’il ne vous convient pas, écrivez-nous et nous réserverons l’appel pour vous.',
      'Les liens vers les réseaux sociaux et vers les sites de nos partenaires mènent à des pages dont nous n’avons pas la maîtrise.',
      'Les courriels que nous envoyons ne sont pas vérifiés par les tests automatisés décrits plus haut.',
      'Ce site ne publie aucun document PDF\u00a0: tout le contenu se trouve directement dans ses pages.',
    ],
  },
  formats: {
    title: 'Autres formats',
    before:
      'Si vous avez besoin d’un contenu de ce site dans un autre format, par exemple en texte brut, en gros caractères, en version audio ou en braille, choisissez ce format dans le formulaire ci-dessous ou écrivez-nous à',
    after: `. Précisez la page ou l’information dont vous avez besoin. ${feedbackReply}`,
  },
  feedback: {
    title: 'Signalez-nous un obstacle',
    intro: `Si un élément de ce site vous est difficile ou impossible à utiliser, ou si vous avez une idée pour en faciliter l’utilisation, dites-le-nous ici. Seuls votre adresse courriel et votre message sont obligatoires. ${feedbackReply}`,
    emailBefore: 'Vous préférez le courriel\u00a0? Écrivez-nous à',
    emailAfter: '.',
  },
  about: {
    title: 'À propos de cette déclaration',
    body: (date: string) =>
      `Cette déclaration décrit le site tel qu’il se présentait le ${date}. Nous la mettons à jour lorsque nous modifions nos méthodes de vérification ou que nous prenons connaissance d’une nouvelle limite.`,
  },
  form: {
    requiredNote: contactForm.requiredNote,
    labels: {
      name: 'Nom',
      email: 'Courriel',
      concerning: 'Page ou fonction concernée',
      format: 'Format souhaité',
      message: 'Votre message',
    },
    concerningPlaceholder: 'Par exemple\u00a0: la calculatrice',
    formatPlaceholder: 'Aucun autre format',
    formats: {
      'plain-text': 'Texte brut par courriel',
      'large-print': 'Gros caractères',
      audio: 'Version audio',
      braille: 'Braille',
      other: 'Autre format (précisez-le dans votre message)',
    },
    messagePlaceholder:
      'Décrivez ce qui s’est passé, l’appareil ou la technologie d’assistance que vous utilisiez, et ce dont vous avez besoin',
    submit: 'Envoyer mes commentaires',
    busy: 'Envoi en cours…',
    success: `Merci\u00a0! Nous avons bien reçu vos commentaires. ${feedbackReply}`,
    failure: {
      before: 'Nous sommes désolés, vos commentaires n’ont pas pu être envoyés. Veuillez réessayer ou nous écrire à',
      after: '.',
    },
    retrying,
    validation: formValidation(validation),
  },
};
