// cspell:locale en,fr -- French messages and answers.
// cspell:ignore jtrouve -- a held-out message quoted as the visitor typed it.
/**
 * Examples written after blind sets AR and AS (round AO), by topic only (none of their messages). Five per answer id,
 * language and topic: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts).
 * Kept, with `npm run eval:chat` (en threshold 0.711 → 0.711; 5-fold right en 75.7 % → 75.8 %; held-out en hedged
 * 22, unanswered 9, wrong 4, unchanged; French unchanged), both in English: an employee, controller or bookkeeper
 * applying for the company (`sign-up`, which names owners, officers, employees and authorized agents; alone:
 * threshold 0.710, held-out unchanged) and schoolwork (`off-topic`, the decline; alone: 0.707, held-out unchanged).
 * Each moves a message off a hedge (chat-round-ao.test.ts).
 * Not kept: in French, continuing an application by signing in (`sign-in`: threshold 0.735 → 0.739 within the
 * gates, and it moved « je veux me reconnecter à mon compte pour finir mon dossier », but held-out French hedged
 * 15 → 16 and unanswered 10 → 11, one of them a sign-in question that lost the sign-in link: « ou ce que je me
 * connecte à mon compte, jtrouve pu le bouton »); in English, time in business (`eligibility`: threshold 0.711,
 * held-out hedged 22 → 21, but every fresh message tried still hedged: "how many years in business do lenders want",
 * "we've been operating for 8 months, is that long enough?") and the down payment on equipment (`equipment`: 0.715,
 * held-out hedged 22 → 23; it moved "how much do I have to put down on a new truck loan" but made round AM's
 * tuition-through-a-company test hedge); in French, an employee or controller applying (`sign-up`: 0.734, held-out
 * unchanged; it moved a message but made round V's construction factoring test hedge), having no obligation to
 * accept (`withdraw`: 0.735, held-out unchanged, but « c'est sans engagement? » and « je suis obligé d'accepter une
 * offre? » still hedged) and equipment financing (`equipment`: 0.734, held-out wrong 3 → 4). Not tried: the English
 * range and internal score, and French careers, fees and speaking French: the fresh messages tried were already
 * answered.
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AS: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    'sign-up': [
      'im the company controller, am i allowed to open the account for us',
      'can an employee apply on behalf of the business or does it have to be the owner',
      'our bookkeeper wants to set up the profile for the company, is that ok',
      'i work in accounting at the company, can i do the application instead of the owner',
      'does the owner have to sign up himself or can staff do it',
    ],
    'off-topic': [
      'can you do my homework for me',
      'write a book report on to kill a mockingbird',
      'help me finish my university assignment',
      'i need an essay written for my history class',
      'proofread my school paper please',
    ],
  },
  fr: {},
};
