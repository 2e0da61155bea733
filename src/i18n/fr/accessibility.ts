/**
 * Texte français : la déclaration d’accessibilité (/fr/accessibility) et son formulaire de commentaires. Les faits
 * (norme, date, délai de réponse, formats) viennent de src/data/accessibility.ts.
 */
import { FEEDBACK_REPLY_BUSINESS_DAYS } from '~/data/accessibility';
import type { Messages } from '../en';
import { formValidation } from '../form-validation';
import { contactForm, retrying } from './company-forms';
import { validation } from './validation';

const reply = `Nous répondons dans un délai de ${FEEDBACK_REPLY_BUSINESS_DAYS}\u00a0jours ouvrables (du lundi au vendredi, heure\u00a0de\u00a0l’Est).`;

export const accessibility: Messages['accessibility'] = {
  title: 'Déclaration d’accessibilité',
  description:
    'Comment Boundless AI rend son site utilisable par tous\u00a0: la norme respectée (WCAG 2.2, niveau AA), nos méthodes de vérification, les limites connues, les autres formats offerts et la façon de nous signaler un obstacle.',
  eyebrow: 'Accessibilité',
  intro:
    'Nous voulons que chacun, y compris les personnes en situation de handicap, puisse s’informer sur le financement d’entreprise sur ce site et joindre notre équipe. Voici ce que nous faisons, ce qui n’est pas encore au point et comment nous en faire part.',
  asOf: 'Déclaration à jour au',
  jumpToForm: 'Signaler un obstacle',
  contents: 'Sur cette page',
  standard: {
    title: 'La norme que nous respectons',
    body: (standard: string, level: string) => [
      `Ce site, en français comme en anglais, est conçu pour respecter les Règles pour l’accessibilité des contenus Web (${standard}) au niveau\u00a0${level}, la norme publiée par le World Wide Web Consortium (W3C).`,
      'Les vérifications décrites ci-dessous s’exécutent à chaque modification du site, et toute modification qui y échoue est corrigée avant sa mise en ligne. Aucune firme externe n’a encore audité le site\u00a0: cette déclaration décrit nos propres vérifications.',
    ],
  },
  testing: {
    title: 'Comment nous vérifions',
    intro: 'Des tests automatisés vérifient le site en français et en anglais\u00a0:',
    items: [
      'axe, un outil d’analyse de l’accessibilité, vérifie chaque page selon les critères A et AA des WCAG 2.2 sur un écran de téléphone, puis de nouveau nos pages principales sur un écran d’ordinateur.',
      'Google Lighthouse doit attribuer une note d’accessibilité de 100 sur 100 à chaque page anglaise qu’il peut analyser (toutes sauf les pages d’erreur «\u00a0page introuvable\u00a0») et à une page française de chaque type (les pages françaises sont les mêmes pages, avec des mots français).',
      'Des tests font fonctionner les menus, les onglets, les questions et réponses, les carrousels et l’assistant de clavardage au clavier seulement.',
      'Tout ce qui bouge de lui-même, comme les carrousels et le mot qui change sur la page d’accueil, s’arrête quand vous le pointez ou y placez le focus du clavier, offre un bouton de pause et reste immobile si votre appareil demande de réduire les animations.',
      'Les formulaires indiquent en toutes lettres, à côté du champ et dans la langue de la page, ce qui est à corriger, et placent le focus sur le premier champ à revoir.',
    ],
    caveat:
      'Les outils automatisés ne décèlent qu’une partie des problèmes que les gens rencontrent. Nous ne testons pas encore chaque page avec des lecteurs d’écran ni avec des personnes qui utilisent des technologies d’assistance au quotidien\u00a0: vos commentaires n’en sont que plus précieux.',
  },
  limits: {
    title: 'Limites connues',
    intro:
      'Cette déclaration porte uniquement sur ce site. Certains éléments n’en font pas partie, ou ne sont pas encore à la hauteur\u00a0:',
    items: [
      'L’application Boundless AI, où vous vous inscrivez, faites votre demande et ouvrez une session, est un produit distinct que cette déclaration ne couvre pas. Si vous y rencontrez un obstacle, dites-le-nous et nous vous aiderons autrement.',
      'La prise de rendez-vous avec un expert ouvre un service d’agenda exploité par une autre entreprise. S’il ne vous convient pas, écrivez-nous et nous fixerons le rendez-vous pour vous.',
      'Les liens vers les réseaux sociaux et vers les sites de nos partenaires mènent à des pages dont nous n’avons pas la maîtrise.',
      'Les courriels que nous envoyons ne sont pas vérifiés par les tests automatisés décrits plus haut.',
      'Ce site ne publie aucun document PDF\u00a0: tout se trouve dans ses pages.',
    ],
  },
  formats: {
    title: 'Un autre format',
    before:
      'Si vous avez besoin d’un contenu de ce site dans un autre format, comme du texte brut, des gros caractères, un enregistrement audio ou le braille, choisissez-le dans le formulaire ci-dessous ou écrivez-nous à',
    after: `. Précisez la page ou l’information voulue. ${reply}`,
  },
  feedback: {
    title: 'Signalez-nous un obstacle',
    intro: `Si un élément de ce site vous est difficile ou impossible à utiliser, ou si vous avez une idée pour le rendre plus simple, dites-le-nous ici. Seuls votre courriel et votre message sont obligatoires. ${reply}`,
    emailBefore: 'Vous préférez le courriel\u00a0? Écrivez-nous à',
    emailAfter: '.',
  },
  about: {
    title: 'À propos de cette déclaration',
    body: (date: string) =>
      `Cette déclaration décrit le site tel qu’il était le ${date}. Nous la mettons à jour quand nous changeons nos méthodes de vérification ou apprenons l’existence d’une nouvelle limite.`,
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
      audio: 'Audio',
      braille: 'Braille',
      other: 'Un autre format (précisez-le dans votre message)',
    },
    messagePlaceholder:
      'Ce qui s’est passé, sur quel appareil ou avec quelle technologie d’assistance, et ce dont vous avez besoin',
    submit: 'Envoyer le commentaire',
    busy: 'Envoi en cours…',
    success: `Merci\u00a0! Nous avons bien reçu votre commentaire. ${reply}`,
    failure: {
      before: 'Nous sommes désolés, votre commentaire n’a pas pu être envoyé. Veuillez réessayer ou nous écrire à',
      after: '.',
    },
    retrying,
    validation: formValidation(validation),
  },
};
