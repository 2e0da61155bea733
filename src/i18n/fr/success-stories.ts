/** Texte français : les histoires de réussite (who-we-help et pages de produits). */
// cspell:ignore saas -- an id, the same in both dictionaries
import type { Messages } from '../en';

// Les mentions permanentes (site.disclosures, src/i18n/fr/site.ts) ne sont écrites qu’une fois : les pages les
// ajoutent elles-mêmes après les textes qui les annoncent.

export const successStories: Messages['solutions']['successStories'] = {
  'term-loan-5m': {
    product: 'Prêt à terme',
    business: 'Fabricant de pièces de précision du sud de l’Ontario',
    summary:
      'A décroché un contrat d’approvisionnement pluriannuel et acheté les nouvelles machines nécessaires, avec des clauses restrictives adaptées à la montée en production.',
  },
  'tranched-term-loan-1m': {
    product: 'Prêt à terme par tranches',
    business: 'Marque de vente directe aux consommateurs',
    summary:
      'A reçu les fonds par étapes\u00a0: une première tranche pour une nouvelle série de production, le reste une fois l’objectif d’un essai en magasin atteint.',
  },
  'invoice-factoring-1-5m': {
    product: 'Affacturage',
    business: 'Transporteur routier',
    summary:
      'A transformé des factures payables à 60 ou 90\u00a0jours en fonds de roulement, pour que le carburant et la paie n’attendent plus les expéditeurs.',
  },
  'sba-loan-3-2m': {
    product: 'Prêt SBA',
    business: 'Cabinet de services professionnels américain',
    summary:
      'A racheté un concurrent dont le fondateur prenait sa retraite, grâce à un prêt SBA 7(a), à ses propres liquidités et à un crédit consenti par le vendeur.',
  },
  'venture-debt-700k': {
    product: 'Dette de capital-risque',
    business: 'Éditeur de logiciels interentreprises',
    summary:
      'A prolongé sa marge de manœuvre financière jusqu’aux jalons de sa série B, avec une période initiale où seuls les intérêts sont payés.',
  },
  'abl-revolver-1-6m': {
    product: 'Crédit renouvelable adossé à des actifs',
    business: 'Distributeur grossiste',
    summary:
      'A remplacé une marge de crédit bancaire devenue trop juste par un crédit renouvelable qui croît avec ses comptes clients et ses stocks.',
  },
};
