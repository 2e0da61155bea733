// cspell:locale en,fr -- French messages and answers.
// cspell:ignore sumif -- a spreadsheet function, as a visitor types it.
/**
 * Examples written after blind sets AJ and AK (round AL), by topic only (none of their messages). Five per answer id,
 * language and topic: the k-fold's folds are every fifth example. Merged into `MORE` (train-more.ts).
 * Kept, with `npm run eval:chat` (en threshold 0.714 → 0.713, fr 0.727 → 0.732; 5-fold right en 75.7 % → 75.7 %,
 * fr 76.8 % → 76.9 %; answered at threshold en 49.3 % → 49.2 %, fr 49.3 % → 48.7 %; held-out en hedged 22 → 22,
 * unanswered 9 → 9, wrong 4 → 4; fr hedged 15 → 15, unanswered 8 → 8, wrong 3 → 3): in English, help with a
 * spreadsheet formula and help debugging code (`off-topic`, two groups); in French, help with Excel or code
 * (`off-topic`), buying another business (`term`, whose answer names an acquisition) and household borrowing such as
 * a mortgage renewal, a wedding or a family trip (`personal`). Each moves a message off a hedge or, for a database
 * query, off the documents answer (chat-round-al.test.ts); a family trip and a wedding for a child still hedge.
 * Not kept: in English, buying a business and opening a second location (`term`, each group alone or with the
 * other): "Which law governs your terms?" lost `terms-of-service` to a hedge and "a term loan to purchase new
 * machinery" lost `equipment` (chat-round-ab and chat-round-ak unit tests), and the messages tried still hedged;
 * a `terms-of-service` group on governing law brought the first back but not the second. In French, jobs
 * (`careers`: « je cherche une job chez vous », answered before, went to a hedge), a business registered but not
 * incorporated (`sole-proprietor`: the messages tried still hedged) and security and encryption (`privacy`: with
 * the sole-proprietor group the fr threshold rose 0.727 → 0.733, and the messages tried still hedged).
 * On main (after round AK's English personal group was taken out and payroll examples added), one eval of the final
 * examples: en threshold 0.712 → 0.710, fr 0.727 → 0.732; held-out unchanged (en hedged 21, unanswered 10, wrong 4;
 * fr 15, 8, 3).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_AK: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    'off-topic': [
      'can you help me with a spreadsheet formula',
      'how do i write a sumif in google sheets',
      'my excel pivot table is broken, can you fix it',
      'what formula counts cells that contain text in excel',
      'help me build a macro for my spreadsheet',
      'my python script crashes with a key error, what is wrong',
      'can you debug my sql query for me',
      'why does my react app show a blank page',
      'write a bash script that renames files',
      'explain this java stack trace to me',
    ],
  },
  fr: {
    term: [
      'on veut racheter une entreprise concurrente, quel financement choisir',
      'quel produit finance l’acquisition d’une autre compagnie',
      'un prêt à terme peut-il servir à acheter une entreprise',
      'j’ai trouvé une business à vendre, comment financer l’achat',
      'financement pour acheter les parts d’une autre société',
    ],
    'off-topic': [
      'peux-tu m’aider avec une formule dans excel',
      'comment faire une somme si dans google sheets',
      'mon tableau croisé dynamique marche pas, aide-moi',
      'mon code python plante avec une erreur, tu peux regarder',
      'corrige ma requête sql s’il te plaît',
    ],
    personal: [
      'j’ai besoin d’un prêt pour le renouvellement de mon hypothèque',
      'un prêt pour payer notre mariage l’an prochain',
      'emprunter pour partir en voyage avec mes enfants',
      'financer nos vacances familiales',
      'de l’argent pour les noces de mon fils',
    ],
  },
};
