/**
 * Examples written after blind set M for the needs it found given a neighbouring answer (none of its messages): an
 * incorporated business asking about its owners' citizenship, residence or immigration status (the regions
 * answer, which says what the Terms ask), and which encryption protects the files sent (privacy). Few on purpose:
 * about 180 examples after blind set L raised the English threshold. Merged into `MORE` (train-more.ts).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_M: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    regions: [
      'our company is incorporated in Texas but both owners live abroad, is that a problem',
      'do I have to be a citizen to apply for my corporation',
      'I hold a work visa and own an Ontario corporation, can it still apply',
      'does the owner need to live in Canada or the US if the business is registered there',
      'we are a BC company run by a founder who lives overseas. eligible?',
      'is permanent residency required for the owner of an incorporated business',
    ],
    privacy: [
      'which encryption standard protects the documents I upload',
      'are my bank statements encrypted on your servers',
      'what security do you use to store my financial files',
      'is the data I send you encrypted',
    ],
  },
  fr: {
    regions: [
      'notre société est incorporée en Ontario mais les deux actionnaires habitent en Europe, est-ce un problème',
      'faut-il être citoyen canadien pour que ma compagnie fasse une demande',
      'je suis travailleur étranger avec un permis de travail et ma société est au Québec, on peut appliquer?',
      'le propriétaire doit-il résider au Canada si l’entreprise y est constituée',
      'j’habite à l’étranger mais mon entreprise est enregistrée en Alberta, est-ce admissible',
      'est-ce que la résidence permanente est exigée pour le dirigeant d’une société incorporée',
    ],
    privacy: [
      'quel type de chiffrement protège les documents que je téléverse',
      'mes relevés bancaires sont-ils chiffrés sur vos serveurs',
      'comment vous sécurisez mes fichiers financiers',
      'les données que je vous envoie sont-tu cryptées',
    ],
  },
};
