// cspell:locale en,fr -- French messages and answers.
// cspell:ignore ontario -- a numbered company's name, as a visitor types it.
/**
 * Examples written after blind sets AF and AG (round AJ), by topic only (none of their messages). Five per answer id,
 * language and topic: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts). English groups
 * were added one or a few at a time, since last round every English group together broke a two-part inventory
 * question's "not sure" line (the chat-engine unit test).
 * Kept, with `npm run eval:chat` (en threshold 0.713 → 0.715, fr 0.728 → 0.734; 5-fold right en 75.8 % → 75.9 %,
 * fr 77.1 % → 77.0 %; answered at threshold en 49.0 % → 49.2 %, fr 49.1 % → 48.4 %; held-out en hedged 21 → 22,
 * unanswered 9 → 9, wrong 4 → 4; fr hedged 15 → 15, unanswered 8 → 8, wrong 3 → 3): in English, when the contact
 * form gets a reply, the e-mail address to write to and a journalist asking for a comment (`contact`, which carries
 * the reply time), how the site makes money or takes a commission (`fees`, not `not-lender`), a numbered company
 * (`eligibility`), the newsletter (`blog`, which says what it sends and how to subscribe and unsubscribe) and
 * politics or world news (`off-topic`); in French, a lender asking the steps to join (`lender-join`). The reply-time
 * and news examples move messages off a hedge (chat-round-aj.test.ts); the others changed no message tried outside
 * them (a reporter's comment, "how do you make money" and a numbered company still hedge; the rest were answered).
 * Not kept: in French, erasing one's personal data (`privacy`: fr threshold 0.734 → 0.736, and « Dois-je être majeur
 * pour m'inscrire? » lost `eligibility` to a hedge, the chat-round-ab unit test) and refinancing an existing loan
 * (`term`; tried with lender-join and privacy, fr threshold 0.728 → 0.737, the same unit test failed, and the
 * refinancing messages tried still hedged). Not tried for lack of time: what affects the rate (`rates`) and a startup
 * with no revenue (`startup`), both answered already; one login for several businesses has no answer: the Terms say
 * an account is opened on behalf of a business and is personal, and say nothing of several businesses.
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AG: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    contact: [
      'im a journalist, who can i talk to for a story',
      'press inquiry: is there a spokesperson i can interview',
      'reporter here, could someone from your company give a quote',
      'i write for a business magazine and would like a comment from your team',
      'media request, who handles interviews at boundless',
      'after i submit the contact form how long do i wait for an answer',
      'when can i expect a response to my inquiry',
      'i filled in the form on the contact page, when will you get back to me',
      'do you reply to contact requests within a day',
      'how fast does your team answer messages sent through the site',
      'what email address do i write to',
      'whats your support email',
      'which address should i email with a question',
      'do you have a general inquiries email',
      'where do i send an email to reach you',
    ],
    blog: [
      'what is in your newsletter',
      'how do i sign up for your newsletter',
      'how do i unsubscribe from your emails',
      'do you have a mailing list',
      'what kind of emails will your newsletter send me',
    ],
    'off-topic': [
      'who is the president of the united states',
      'who won the last election',
      'which party should i vote for',
      'what do you think of the prime minister',
      'whats going on in the news today',
    ],
    fees: [
      'how do you make money if its free',
      'do you take a commission on the loan',
      'whats your business model, who pays you',
      'do you take a cut when i get funded',
      'where does your revenue come from',
    ],
    eligibility: [
      'our company is a numbered company, 1234567 ontario inc, are we eligible',
      'can a numbered corporation apply',
      'is a numbered company considered incorporated',
      'we just have a number as our business name, does that work',
      'do your lenders accept numbered companies',
    ],
  },
  fr: {
    'lender-join': [
      'je suis prêteur, comment on fait pour se joindre à votre réseau',
      'quelles sont les étapes pour devenir prêteur partenaire',
      'notre institution financière voudrait s’inscrire comme prêteur, par où commencer',
      'comment un prêteur adhère-t-il à votre plateforme',
      'processus pour qu’une coopérative de crédit rejoigne vos prêteurs',
    ],
  },
};
