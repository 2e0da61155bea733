// cspell:locale en,fr -- French messages and answers.
// cspell:ignore europe -- a place name, as a visitor types it.
/**
 * Examples written after blind sets AH and AI (round AK), by topic only (none of their messages). Five per answer id,
 * language and topic: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts).
 * Kept, with `npm run eval:chat` (en threshold 0.715 → 0.714, fr 0.734 → 0.727; 5-fold right en 75.9 % → 75.7 %,
 * fr 77.0 % → 76.8 %; answered at threshold en 49.2 % → 49.3 %, fr 48.4 % → 49.3 %; held-out en hedged 22 → 22,
 * unanswered 9 → 9, wrong 4 → 4; fr hedged 15 → 15, unanswered 8 → 8, wrong 3 → 3): in English, machinery or
 * vehicles bought with a loan (`equipment`), household borrowing such as a home renovation, a car or personal debts
 * (`personal`) and writers, podcasts and reporters asking for an interview (`contact`); in French, a past bankruptcy
 * (`credit`, two groups), how soon a message gets a reply (`contact`), refinancing a costlier business loan (`term`,
 * two groups), being served in French (`language`, two groups), a machine or a truck for the business (`equipment`)
 * and a minimum age (`eligibility`, which names the age of majority). Equipment in both languages and the five French
 * topics move messages off a hedge (chat-round-ak.test.ts); the English personal and press examples raised those
 * answers' scores but moved no message tried outside them (a personal loan for an engagement ring, "who handles media
 * requests" were answered before; "my own debts, not the company's", a podcast invitation and a reporter asking who
 * to e-mail still hedge).
 * Not kept: a second English group each for equipment (excavators, vans, trucks), personal and the press (en
 * threshold 0.715 → 0.725, at the gate's limit, and a wedding loan went from the `personal` decline to a hedge); in
 * French, household borrowing (`personal`: the messages tried were declined already) and amounts inside the range
 * (`products`: "12 millions", "8 M$" still hedged). While those were in, « Dois-je être majeur pour m’inscrire? » lost
 * `eligibility` to a hedge (the chat-round-ab unit test), and it still did with only the French contact and
 * equipment groups; the French minimum-age group (`eligibility`) brought it back.
 * After the round (main): its English `personal` group was taken out (it moved no message, and "rent and groceries
 * this month" sat beside a business's short-term needs), and an English group for payroll and a business's short
 * bills (`products`, whose answer says they are business needs) was added after a screenshot showed "need $2,000 for
 * payroll this friday" declined as personal borrowing (0.762).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AI: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    products: [
      'we have to make payroll for our staff next week and we are short, can you help',
      'our restaurant needs money to pay employees on friday',
      'short about 8k on wages this pay cycle, what are my options',
      'can a lender cover my crew’s pay until a client settles its invoice',
      'looking for a bit of working capital to pay the team and the shop rent this month',
    ],
    equipment: [
      'can i get a loan to buy a new cnc machine for our shop',
      'we want to finance a forklift and some racking, is that something your lenders do',
      'looking to buy two more trucks for the fleet, how would we pay for them',
      'does a term loan work for buying heavy equipment like a loader',
      'need funding for new kitchen equipment for my restaurant, ovens and a walk in cooler',
    ],
    contact: [
      'im a blogger writing about small business loans, can i ask your team some questions',
      'we host a podcast for entrepreneurs and would love to have someone from boundless on',
      'how do members of the press reach your company',
      'doing a news story on fintech lenders, is there a media contact',
      'i work for a newspaper and need to speak to someone for an article',
    ],
  },
  fr: {
    credit: [
      'j’ai déclaré faillite y’a quelques années, est-ce que ça me nuit',
      'une ancienne faillite, les prêteurs vont-tu me refuser',
      'mon entreprise a fait une proposition de consommateur, puis-je quand même demander du financement',
      'est-ce qu’on peut avoir du financement après une faillite',
      'faillite libérée en 2021, ai-je une chance d’obtenir un prêt pour ma compagnie',
      'j’ai fait faillite personnelle il y a trois ans, est-ce que je peux encore faire une demande pour ma compagnie',
      'après une faillite, est-ce que vos prêteurs vont regarder mon dossier',
      'la faillite de mon ancienne entreprise, ça va-tu m’empêcher d’avoir du financement',
      'est-ce qu’une faillite dans mon passé ferme la porte aux prêts',
      'j’ai un historique de faillite, c’est tu un problème pour appliquer',
    ],
    contact: [
      'quand je vous écris, ça prend combien de temps avoir un retour',
      'j’ai envoyé le formulaire hier, quand allez-vous me répondre',
      'votre délai de réponse par courriel c’est quoi',
      'répondez-vous vite aux messages envoyés sur le site',
      'combien de jours pour avoir une réponse de votre équipe',
    ],
    term: [
      'on veut refinancer notre dette d’entreprise qui coûte trop cher',
      'est-ce qu’un prêt à terme peut rembourser un autre prêt plus cher',
      'refinancement d’un prêt commercial existant, vous faites ça?',
      'je paie trop d’intérêts sur mon prêt d’affaires, puis-je le refinancer',
      'regrouper nos dettes d’entreprise dans un seul prêt, c’est possible',
      'refinancer un prêt pour avoir un meilleur taux, est-ce possible avec vous',
      'on aimerait remplacer notre financement actuel par un prêt moins coûteux',
      'j’ai un prêt à 15 % pour ma compagnie, je voudrais le refinancer',
      'pouvez-vous m’aider à refinancer une dette d’entreprise à taux élevé',
      'rembourser une avance de fonds coûteuse avec un prêt à terme, ça se fait',
    ],
    language: [
      'est-ce que le service est offert en français',
      'je peux-tu vous écrire en français',
      'parlez-vous français',
      'y a-tu moyen d’être servi en français',
      'je préfère communiquer en français, c’est correct?',
      'est-ce que je peux parler en français à un membre de votre équipe',
      'le support est-il bilingue',
      'avez-vous quelqu’un qui parle français',
      'je parle pas anglais, est-ce un problème',
      'vos conseillers parlent-ils français',
    ],
    equipment: [
      'comment financer l’achat d’une nouvelle machine pour notre usine',
      'on veut acheter un camion pour la compagnie, un prêt peut couvrir ça?',
      'financement pour de l’équipement de restaurant',
      'je dois remplacer ma niveleuse, vos prêteurs financent-ils l’équipement',
      'acheter de la machinerie avec un prêt à terme, ça se fait?',
    ],
    eligibility: [
      'les actionnaires doivent-ils être majeurs',
      'y a-tu un âge minimum pour utiliser la plateforme',
      'mon gars a 17 ans pis il a une petite business, peut-il faire une demande',
      'je suis pas encore majeur mais j’ai une compagnie incorporée, ça passe?',
      'un mineur peut-il demander du financement pour son entreprise',
    ],
  },
};
