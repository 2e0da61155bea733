// cspell:locale en,fr -- French messages and answers.
// cspell:ignore ccpa california -- the privacy law and the state, in lower case, as visitors type them.
/**
 * Examples written after blind sets AL to AO (round AM), by topic only (none of their messages). Five per answer id,
 * language and topic: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts).
 * Kept, with `npm run eval:chat` (en threshold 0.710 → 0.711, fr 0.732 → 0.737; 5-fold right en 75.6 % → 75.7 %,
 * fr 76.9 % → 76.8 %; answered at threshold en 49.7 % → 49.6 %, fr 48.7 % → 48.2 %; held-out en hedged 21 → 22,
 * unanswered 10 → 9, wrong 4 → 4; fr hedged 15 → 15, unanswered 8 → 9, wrong 3 → 3): in English, the smallest
 * amount asked on its own (`products`, which gives the marketplace's range), borrowing through a business for a
 * vacation, a car or a wedding (`personal`; payroll still gets the products answer), California's CCPA
 * (`data-location`, the answer that names it) and a co-founder's or partner's credit (`credit`); in French, getting
 * back into an account (`sign-in`) and legal advice on a lawsuit or a contract (`off-topic`). Each moves a message
 * off a hedge (chat-round-am.test.ts); other French wordings of both still hedge.
 * Not kept: in English, a company incorporated in the United States (`regions`) and the smallest cash advance
 * (`mca`): with the groups above the gates held, but every fresh message tried was answered before (a US-or-Canada
 * question, "smallest MCA?") or still hedged (a Delaware C-corp, a Georgia company), so they moved nothing. In French,
 * withdrawing an application (`withdraw`), erasing my file (`privacy`), an interest rate asked outright and a promise
 * of approval begged for (`rates`, ten examples), comparing several lenders' offers (`how-it-works`) and naming the
 * lenders or a Quebec bank (`lenders`): tried with the two kept groups, the fr threshold rose 0.732 → 0.757 and
 * held-out wrong 3 → 4, and the fresh messages tried still hedged. Not tried: how long the profile takes to fill in
 * (no answer states it: `speed` gives the time to matching options once the profile is complete) and Quebec's Law 25
 * (`data-location` already answers it in French).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AO: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    products: [
      'whats the least amount of funding i can get',
      'what is the lowest amount a lender will fund',
      'min loan size',
      'how small a deal will your lenders do',
      'is there a floor on how little i can borrow',
    ],
    personal: [
      'can i just say its for my business and use it for a vacation',
      'i want to use a business loan to buy myself a car',
      'the money is really for a family trip but i own a company',
      'could i put business purpose on the form and spend it on my wedding',
      'get financing through my company for my own personal expenses',
    ],
    'data-location': [
      'what rights does the ccpa give me',
      'california consumer privacy act request',
      'i live in california, can you tell me what data you have on me',
      'do you comply with california privacy law',
      'ccpa opt out of the sale of my information',
    ],
    credit: [
      'my co-founder has bad credit, will that hurt our application',
      'one of the partners has a low score, is that a problem',
      'does my business partners credit history count',
      'we have two owners and one has poor credit',
      'will lenders check each shareholders personal credit',
    ],
  },
  fr: {
    'sign-in': [
      'je veux accéder à mon compte pour continuer ma demande',
      'comment retourner dans mon compte',
      'accéder à mon profil déjà créé',
      'je veux rentrer dans mon compte',
      'où est-ce que j’accède à mon dossier en ligne',
    ],
    'off-topic': [
      'est-ce que je devrais poursuivre mon fournisseur',
      'mon contrat de bail est-il légal',
      'j’ai besoin d’un avis juridique sur une entente',
      'peux-tu lire mon contrat et me dire s’il est valide',
      'comment poursuivre quelqu’un aux petites créances',
    ],
  },
};
