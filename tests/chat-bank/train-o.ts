/**
 * Examples written after blind set N for what it found hedged or given a neighbouring answer (none of its
 * messages): the documents list asked tersely or with typos and the typical minimum credit score; in French also
 * two stock and order products compared (the comparison answer) and an industry the site does not name (the
 * eligibility answer, which says so). English has no more: with those, its threshold rose by 0.011. Few on
 * purpose: many examples raise the k-fold threshold. Merged into `MORE` (train-more.ts).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_N: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    documents: [
      'wich papers shud i get ready before i apply',
      'what paperwork will the lenders want from my company',
      'docs needed for an application?',
    ],
    credit: ['lowest credit score a lender will take', 'what score do I need at minimum for a merchant cash advance'],
  },
  fr: {
    documents: [
      'quels papiers faut il préparer avant de faire ma demande',
      'c’est quoi les documents à fournir aux prêteurs',
      'documents requis pour une demande?',
    ],
    credit: [
      'c’est quoi le pointage de crédit le plus bas accepté',
      'quelle cote de crédit minimum pour une avance de fonds aux commerçants',
    ],
    compare: [
      'financement des stocks ou financement par bons de commande, c’est quoi la différence pour un grossiste',
      'vaut-il mieux financer nos stocks ou passer par la chaîne d’approvisionnement',
    ],
    eligibility: [
      'vos prêteurs financent-ils une boutique de vapotage',
      'un commerce d’armes à feu est-il admissible chez vous',
    ],
  },
};
