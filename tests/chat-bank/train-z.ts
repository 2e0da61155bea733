// cspell:locale en,fr -- French messages and answers.
/**
 * Examples written after blind sets X and Y for what they found hedged or given the term loan's years, by topic
 * only (none of their messages): how long an SBA 7(a) loan runs (`sba`), how long asset-based lending takes to
 * set up (`abl`) and how large the deals closed through the marketplace were (`success`). Five per answer id and
 * language: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_Y: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    sba: [
      'how many years can an sba 7a loan be repaid over',
      'what repayment period do sba loans allow for buying property',
      'is a 20 year sba loan a thing for real estate',
      'sba term length for working capital?',
      'how long do you get to pay back an sba loan',
    ],
    abl: [
      'how long before an asset based line is up and running',
      'do lenders need a field exam before an abl facility closes',
      'what is the timeline to put a borrowing base facility in place',
      'will an inventory appraisal slow down our asset based loan',
      'weeks or months to close asset based lending?',
    ],
    success: [
      'what size were the deals you closed for clients',
      'give me examples of funding amounts your customers got',
      'largest deal your marketplace has closed?',
      'any case studies with dollar amounts',
      'how much did the businesses in your success stories raise',
    ],
  },
  fr: {
    sba: [
      'sur combien d’années un prêt sba 7(a) peut-il être remboursé',
      'quelle est la durée d’un prêt sba pour acheter un immeuble',
      'un prêt sba sur 25 ans, ça existe pour l’immobilier?',
      'durée de remboursement d’un prêt sba pour le fonds de roulement',
      'combien de temps pour rembourser un prêt de la sba',
    ],
    abl: [
      'combien de temps pour mettre en place un crédit adossé à des actifs',
      'le prêteur fait-il une vérification sur place avant d’ouvrir la facilité adossée à des actifs',
      'quel est le délai pour obtenir une base d’emprunt sur nos stocks et nos comptes clients',
      'l’évaluation des stocks retarde-t-elle le financement adossé à des actifs?',
      'des semaines ou des mois pour un financement adossé à des actifs?',
    ],
    success: [
      'quelle taille avaient les financements conclus pour vos clients',
      'donnez-moi des exemples de montants obtenus par vos clients',
      'quel est le plus gros financement conclu sur votre plateforme?',
      'avez-vous des études de cas avec les montants',
      'combien ont obtenu les entreprises de vos histoires de réussite',
    ],
  },
};
