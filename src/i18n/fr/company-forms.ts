/**
 * Texte français : les formulaires de contact et de partenariat. Seuls les libellés sont traduits ; les valeurs
 * envoyées (types de demande et de partenariat) restent celles de src/lib/schemas.ts.
 */
import type { Messages } from '../en';
import { formValidation } from '../form-validation';
import { validation } from './validation';

type Forms = Messages['company'];

const requiredNote: Forms['contactForm']['requiredNote'] = {
  before: 'Les champs marqués d’un',
  asterisk: 'astérisque',
  after: 'sont obligatoires.',
};

/** Affiché sous le message d’échec pendant que le formulaire réessaie (le même pour chaque formulaire). */
export const retrying =
  'Ce que vous avez saisi reste ici, et nous l’enverrons automatiquement dès que la connexion sera rétablie.';

const labels = { firstName: 'Prénom', lastName: 'Nom', email: 'Courriel', phone: 'Téléphone', company: 'Entreprise' };

export const contactForm: Forms['contactForm'] = {
  requiredNote,
  labels: { ...labels, inquiry: 'Type de demande', message: 'Message' },
  inquiryPlaceholder: 'Choisissez un type de demande',
  messagePlaceholder: 'Comment pouvons-nous vous aider\u00a0?',
  inquiryTypes: {
    funding: 'Financement d’entreprise',
    partnership: 'Occasions de partenariat',
    integration: 'Intégration par API',
    support: 'Soutien technique',
    media: 'Médias et presse',
    general: 'Demande générale',
  },
  consent: 'J’accepte de recevoir des communications de Boundless AI au sujet de ma demande.',
  submit: 'Envoyer le message',
  busy: 'Envoi en cours…',
  success: 'Merci\u00a0! Nous avons bien reçu votre message.',
  failure: {
    before: 'Nous sommes désolés, votre message n’a pas pu être envoyé. Veuillez réessayer ou nous écrire à',
    after: '.',
  },
  retrying,
  validation: formValidation(validation),
};

export const partnershipForm: Forms['partnershipForm'] = {
  requiredNote,
  prefilled:
    'Nous avons repris les renseignements que vous avez saisis à la page précédente. Vérifiez-les, puis cliquez sur «\u00a0Envoyer la demande\u00a0» pour nous les transmettre.',
  labels: { ...labels, partnershipType: 'Type de partenariat', partnershipGoals: 'Commentaires' },
  typePlaceholder: 'Choisissez un type de partenariat',
  goalsPlaceholder: 'Parlez-nous de votre entreprise et de vos objectifs',
  partnershipTypes: {
    lender: 'Prêteur partenaire',
    referral: 'Apporteur d’affaires',
    api: 'Partenaire API',
    other: 'Autre',
  },
  consent: 'J’accepte que Boundless AI communique avec moi au sujet d’occasions de partenariat.',
  submit: 'Envoyer la demande',
  busy: 'Envoi en cours…',
  success: 'Merci\u00a0! Nous avons bien reçu votre demande de partenariat.',
  failure: {
    before:
      'Nous sommes désolés, votre demande de partenariat n’a pas pu être envoyée. Veuillez réessayer ou nous écrire à',
    after: '.',
  },
  retrying,
  validation: formValidation(validation),
};
