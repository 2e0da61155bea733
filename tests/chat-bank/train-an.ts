// cspell:locale en,fr -- French messages and answers.
// cspell:ignore jsuis detre -- a held-out message quoted as the visitor typed it.
/**
 * Examples written after blind sets AP and AQ (round AN), by topic only (none of their messages). Five per answer id,
 * language and topic: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts).
 * Kept, with `npm run eval:chat` (en unchanged: threshold 0.711, held-out hedged 22, unanswered 9, wrong 4; fr
 * threshold 0.737 → 0.735; 5-fold right fr 76.8 % → 77.1 %; answered at threshold fr 48.2 % → 48.5 %; held-out fr
 * hedged 15 → 15, unanswered 9 → 10, wrong 3 → 3), both in French: comparing several lenders' offers from one
 * profile (`how-it-works`, whose four steps end with comparing offers side by side) and the smallest amount
 * (`products`, which gives the marketplace's range, and `mca`, which gives the advance's minimum). Each was tried
 * alone (fr threshold 0.734 and 0.726, held-out wrong 3) and the two together; each moves a message off a hedge
 * (chat-round-an.test.ts). Held out, « avec un score de 580 jsuis tu sur detre approuvé? » went from a hedge to
 * unanswered with the two (the smallest amount alone: hedged 15 → 21, unanswered 9 → 11). Other French wordings
 * still hedge: « Est-ce que je peux comparer les offres de plusieurs prêteurs avec un seul profil? », « Le montant
 * minimum pour un prêt? ».
 * Not kept: in English, what a lender gains by joining (`lender-join`, threshold 0.711 → 0.715) and how the matching
 * works (`how-it-works`, 0.711 → 0.714): the gates held, but every fresh message tried still hedged ("Why would a
 * lender sign up with you, what's in it for us?", "What criteria does your AI use to match me?"). Not tried, for lack
 * of time (an eval that retrains a language takes 4–7 minutes here): in French, withdrawing, a rate asked outright,
 * naming the lenders or a Quebec bank, the age of majority (already trained in rounds V, AB and AK: « J'ai 17 ans et
 * j'ai une compagnie » still hedges), jobs and the time to a decision; in English, withdrawing (the fresh messages
 * tried were already answered) and buying a company.
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AQ: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {},
  fr: {
    'how-it-works': [
      'je peux-tu comparer les offres de plusieurs prêteurs en même temps',
      'avec un seul dossier, est-ce que je reçois plusieurs offres à comparer',
      'comment je compare les propositions des différents prêteurs',
      'j’aimerais mettre les offres des prêteurs une à côté de l’autre',
      'un profil pour magasiner plusieurs prêteurs, ça marche comment',
    ],
    products: [
      'c’est quoi le montant minimum de financement',
      'le plus petit prêt que vos prêteurs acceptent',
      'je peux-tu emprunter juste 3 000 $',
      'y a-tu un minimum pour emprunter',
      'à partir de quel montant vous financez',
    ],
    mca: [
      'c’est quoi le minimum pour une avance de fonds aux commerçants',
      'la plus petite avance que je peux avoir',
      'montant minimum d’une avance sur mes ventes',
      'une avance de fonds de 5 000 $, c’est possible',
      'vous faites des avances de fonds à partir de combien',
    ],
  },
};
