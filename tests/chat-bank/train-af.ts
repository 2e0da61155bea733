// cspell:locale en,fr -- French messages and answers.
// cspell:words booke -- Quebec speech: « je booke », I book.
/**
 * Examples written after blind sets AD and AE (round AF) for what they found hedged or answered with a neighboring
 * answer, by topic only (none of their messages), all in French: which address to write to, booking a call with the
 * team and a journalist asking for a spokesperson (`contact`, which names the form's inquiry type for the press),
 * what affects the rate a business is offered (`rates`), a numbered company, which is incorporated (`eligibility`,
 * not `sole-proprietor`) and politics (`off-topic`). Five per answer id, language and topic: the k-fold's folds are
 * every fifth example. Merged into `MORE` (train-more.ts). A past bankruptcy, which got the credit answer, is
 * answered by a sentence in that answer (our site does not say how lenders view it), not by examples.
 * Kept, with `npm run eval:chat` (en threshold 0.713 → 0.713, fr 0.728 → 0.728; fr 5-fold right 77.2 % → 77.1 %;
 * held-out wrong en 4 → 4, fr 3 → 3, fr hedged 17 → 15, unanswered 8 → 8): the French groups above. The rate,
 * numbered-company and press examples move messages off a hedge or a neighbor (chat-round-af.test.ts); the
 * address, call-booking and politics ones changed no message tried outside them, which the bank already answered.
 * Not kept (they failed the gates of `npm run eval:chat`, baseline en threshold 0.713, fr 0.728, held-out wrong en 4,
 * fr 3): the Highbeam offer in both languages (`partners`: the held-out bank expects its blog article, en wrong
 * 4 → 5) and French equipment financing (`equipment`: a CNC machine the held-out bank sends to term loans, fr wrong
 * 3 → 4); in English, every group: e-mail address and press (`contact`), what affects the rate (`rates`), a numbered
 * company (`eligibility`), an API's launch (`apis`), a business plan (`documents`) and politics (`off-topic`) raised
 * the threshold (0.713 → 0.72; without rates, apis and documents 0.716) enough that a two-part inventory question
 * lost its second part's "not sure" line (the chat-engine unit test).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AE: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {},
  fr: {
    contact: [
      'je peux-tu prendre rendez-vous avec quelqu’un de votre équipe',
      'comment réserver un appel avec un conseiller',
      'est-il possible de planifier un appel téléphonique avec vous',
      'j’aimerais fixer une rencontre avec un spécialiste du financement',
      'on peut-tu se parler au téléphone, comment je booke ça',
      'à quelle adresse courriel je vous écris',
      'c’est quoi votre courriel',
      'à qui dois-je envoyer un courriel pour une question',
      'avez-vous une adresse pour les demandes générales',
      'je veux vous écrire, quelle adresse utiliser',
      'je suis journaliste, qui peut m’accorder une entrevue',
      'avez-vous un porte-parole pour les médias',
      'demande de presse : à qui m’adresser',
      'je prépare un reportage sur le financement des PME, quelqu’un peut commenter',
      'relations de presse, qui contacter chez vous',
    ],
    rates: [
      'qu’est-ce qui influence le taux qu’on m’offre',
      'pourquoi une entreprise obtient-elle un meilleur taux qu’une autre',
      'de quoi dépend le taux d’intérêt',
      'mon chiffre d’affaires change-tu le taux',
      'comment les prêteurs fixent-ils le taux pour une compagnie',
    ],
    eligibility: [
      'ma compagnie est une 9876-5432 Québec inc., est-elle admissible',
      'une compagnie à numéro peut-elle faire une demande',
      'une société à numéro, c’est considéré comme incorporé',
      'notre entreprise a juste un numéro comme nom, ça marche-tu',
      'vos prêteurs acceptent-ils les compagnies à numéro',
    ],
    'off-topic': [
      'qui est le président des États-Unis',
      'qui a gagné les dernières élections',
      'pour quel parti je devrais voter',
      'que penses-tu du premier ministre',
      'c’est quand la prochaine élection',
    ],
  },
};
