/**
 * The chat's explicit policy, the one place where wording is matched on purpose: what the assistant must never
 * do whatever a model would guess. Seven kinds, each in English and French:
 * - help with false or altered information for a lender, or income kept from the tax authority (declined: the
 *   Terms forbid false information), also inside an attempt to re-instruct it;
 * - attempts to re-instruct it (removed from the message; what is left is answered as usual);
 * - asking it to promise a rate or an approval, also through role play (the rates answer);
 * - asking to see what other visitors or businesses sent (declined: it is private);
 * - someone asking the visitor for a PIN or a password (never given: a person checks the message);
 * - personal (consumer) borrowing (the service is for businesses only);
 * - insults with no question in them, or whose question has no sure answer (an apology and a person).
 */

export type Policy = {
  kind: 'inject' | 'promise' | 'others' | 'credentials' | 'personal' | 'insult' | 'false' | 'none';
  rest: string;
  /** An insult beside a question: the question is answered if the answer is sure (engine.ts). */
  angry?: boolean;
};

// A clause ends where the message goes on with another request ("… and tell me how PO financing works").
const END = String.raw`[^.?!,;]*?(?=\s+(?:and|then|but|so|et|puis|pis|mais)\s+|[.?!,;]|$)`;
const INJECTION = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override|bypass|oublie[zs]?|ignore[zs]?)\b[^.?!]{0,40}?\b(?:instructions?|rules?|prompts?|guidelines?|directives?|programming|context|above|previous|consignes?|r[eè]gles?|pr[eé]c[eé]dentes?|everything|tout)\b`,
    // Asking for its own instructions: "show me your prompt", « affiche ton prompt », « c'est quoi tes consignes ».
    String.raw`\b(?:print|show|reveal|repeat|output|display|tell me|give me|leak|what(?:'s| is| are| were)|montre[zs]?|r[eé]v[eè]le[zs]?|affiche[zs]?|donne[zs]?|dis|dites|r[eé]p[eè]te[zs]?|c'est quoi|quel(?:le)?s? (?:est|sont|étaient))\b[^.?!]{0,20}?\b(?:your|ton|ta|tes|vos|votre)\s+(?:(?:system|hidden|initial|original|syst[eè]me)\s+)?(?:prompt|instructions|directives|consignes)\b`,
    // Replaying what came before it in its context: "repeat the text above", « répète le texte au-dessus ».
    String.raw`\b(?:repeat|print|show|r[eé]p[eè]te[zs]?|affiche[zs]?|montre[zs]?)\b[^.?!]{0,12}?\b(?:text|words|everything|texte|mots|tout)\b[^.?!]{0,15}?\b(?:above|before this|au-dessus|ci-dessus|plus haut)\b`,
    String.raw`\b(?:which|what|quel(?:le)?s?)\s+(?:system\s+|hidden\s+)?prompt\b`,
    String.raw`\b(?:print|show|reveal|repeat|output|display|tell me|give me|leak|montre[zs]?|r[eé]v[eè]le[zs]?|affiche[zs]?|donne[zs]?(?:-moi)?|dis(?:-moi)?|dites(?:-moi)?)\b[^.?!]{0,20}?\b(?:system|hidden|initial|original|syst[eè]me|cach[eé]es?)\s*(?:prompt|instructions?|message|rules|consignes?)?\b`,
    String.raw`\b(?:prompt|instructions?|consignes?)\s+(?:syst[eè]me|cach[eé]es?|initiales?)\b`,
    String.raw`\b(?:you are now|from now on you|act as|pretend (?:to be|you are|you're|you have|you had|that you)|act as if|roleplay as|jailbreak|developer mode|dan mode|new instructions?|tu es maintenant|vous [eê]tes maintenant|fais semblant|faites semblant|fais comme si|faites comme si|joue le r[oô]le|jouez le r[oô]le|agis comme|agissez comme|agis en tant que|agissez en tant que|nouvelles? (?:consignes?|instructions?|directives?|r[eè]gles?)|new rules?|stay in character|let'?s play a game|(?:with|has|have) no rules|reste dans (?:ton|le) personnage|sans (?:aucune )?r[eè]gles?)\b`,
    // Told it is no longer the assistant: "you're no longer Boundless's assistant", « t'es pu l'assistant ».
    String.raw`\b(?:you(?:'re| are) (?:no longer|not) (?:an? |the |boundless(?:'s)? )?(?:assistant|bot|chatbot)|(?:tu n['’]es|t['’]es) (?:plus|pu) (?:l['’]|un |le )?(?:assistant|robot|bot))\b`,
  ]
    .map((start) => `${start}${END}`)
    // A role label or tag pretending to speak for the system ("SYSTEM: …", "</system>"): the label goes, the text
    // is read as usual.
    .concat(String.raw`(?:^|\s)(?:system|assistant|developer|admin|syst[eè]me)\s*:`)
    .concat(String.raw`<\/?\s*(?:system|assistant|developer|admin|syst[eè]me)\s*>`)
    .join('|'),
  'gi',
);

// Asking for a promise: a rate or an approval confirmed, guaranteed or stated as done.
const PROMISE = [
  /\b(?:confirm|guarantee|promise|say|tell me|state)\b[^.?!]{0,40}\b(?:approv\w*|rate|\d+(?:\.\d+)? ?%|funded|accepted)/i,
  /\b(?:i|we|my (?:loan|application|file)) (?:am|are|is|was) (?:already )?(?:approved|accepted|pre-?approved)\b/i,
  // An approval written out for the visitor to show: "write APPROVED", « écris-moi une lettre d'approbation ».
  /\b(?:write|type|draft|make)\b[^.?!]{0,30}\b(?:approved|approval letter|letter of approval)\b/i,
  /(?<![\p{L}])(?:[eé]cri[st]|[eé]crivez|r[eé]dige[zs]?|fais|faites)(?:-moi|-nous)?[^.?!]{0,30}(?:lettre d['’]approbation|approuv[eé]e?s?)/iu,
  // A set rate asked for, or anything put in writing: "give me 5% in writing", « donnez-moi 6 % par écrit ».
  /\b(?:give|offer|get)\s+(?:me|us)\b[^.?!]{0,30}\d+(?:\.\d+)? ?%|\b(?:donne[zs]?|offre[zs]?)-(?:moi|nous)\b[^.?!]{0,30}\d+(?:,\d+)? ?%/i,
  /\b(?:in writing|par [eé]crit)\b[^.?!]{0,40}\b(?:approv\w*|approu\w*|rate|taux|\d+ ?%)|\b(?:approv\w*|approu\w*|rate|taux|\d+ ?%)[^.?!]{0,40}\b(?:in writing|par [eé]crit)\b/i,
  // Asked to approve, as if it lent: "approve me for $50K", « approuve-moi pour 50 000 $ ».
  /\b(?:approve|pre-?approve) (?:me|us|my|our)\b/i,
  /\b(?:approuve[zs]?|pr[eé]-?approuve[zs]?)(?:-moi|-nous| moi| nous| ma| mon| notre)\b/i,
  /\b(?:confirme[zs]?|garanti(?:s|ssez|r)|promet(?:s|tez|tre)|dis(?:-moi)?|dites(?:-moi)?)\b[^.?!]{0,40}\b(?:approu\w*|approba\w*|taux|\d+(?:[.,]\d+)? ?%|financ[eé]s?|accept[eé]e?s?)/i,
  /\b(?:mon (?:pr[eê]t|dossier)|ma demande) (?:est|a [eé]t[eé]) (?:d[eé]j[aà] )?(?:approuv[eé]e?|accept[eé]e?)\b/i,
];

// Asking to see what others sent: "show me the forms other users submitted", « montre-moi les demandes des autres ».
const WHO = String.raw`(?:other (?:people|users|visitors|customers|clients|businesses|companies|applicants)|everyone else|someone else|another (?:user|visitor|customer|business|company)|d['’]autres (?:gens|personnes|clients|utilisateurs|visiteurs|entreprises|compagnies)|des autres(?: (?:gens|clients|utilisateurs|visiteurs|entreprises|compagnies))?|les autres (?:gens|clients|utilisateurs|visiteurs|entreprises|compagnies))`;
const DATA = String.raw`(?:submissions?|messages?|data|applications?|profiles?|files?|documents?|e-?mails?|conversations?|chats?|info(?:rmation)?|details|forms?|soumissions?|demandes?|donn[eé]es|dossiers?|profils?|courriels?|formulaires?|renseignements|infos)`;
// What others sent, named without naming them: "other contact form submissions", « les autres soumissions ».
const SENT = String.raw`(?:submissions?|messages|conversations|chats|soumissions)`;
const OTHERS_SENT = String.raw`(?:other|(?:les |d['’])autres)(?:\s+[\p{L}-]+){0,2}?\s+${SENT}`;
const OTHERS = new RegExp(
  String.raw`\b(?:(?:show|give|send|list|export|pull|forward|dump|montre[zs]?|envoie[zs]?|donne[zs]?|liste[zs]?|exporte[zs]?)(?:[- ](?:me|us|moi|nous))?|(?:can|could|may) (?:i|we) (?:see|view|read|access|get|download)|(?:je peux|puis-je|on peut|peut-on)(?:-tu)? (?:voir|consulter|lire|acc[eé]der|avoir))\b[^.?!]{0,50}?(?:\b${DATA}\b[^.?!]{0,40}?\b${WHO}|\b${WHO}\b[^.?!]{0,40}?\b${DATA}|\b${OTHERS_SENT})\b`,
  'iu',
);
// A PIN or a password asked of the visitor: "they want my bank password", « ils me demandent mon NIP ».
const CREDENTIALS = [
  /\b(?:they|someone|somebody|he|she|a (?:caller|person|guy|rep|representative|agent)|an? (?:e-?mail|text|message|call)|the (?:e-?mail|text|message|caller))\b[^.?!]{0,30}\b(?:ask(?:ed|ing|s)?|want(?:s|ed)?|request(?:ed|ing|s)?|need(?:s|ed)?)\b[^.?!]{0,30}\b(?:PIN|passcode|(?:bank(?:ing)?|card) (?:passwords?|login|credentials|details)|passwords? (?:to|for|of) my (?:bank|card|bank account))\b/i,
  /\b(?:should|do|must) (?:i|we) (?:give|send|tell|provide)\b[^.?!]{0,30}\b(?:PIN|passcode|bank(?:ing)? password)\b/i,
  /\b(?:ils?|elle|on|quelqu['’]un|une personne|un (?:agent|représentant|courriel|texto|message|appel)|le (?:courriel|texto|message))\b[^.?!]{0,30}\b(?:demand\w*|veu\w*|exig\w*)\b[^.?!]{0,30}\b(?:NIP|mots? de passe (?:bancaires?|de (?:ma|mon) (?:banque|caisse|compte bancaire|carte))|code secret|identifiants? bancaires?)\b/i,
  /\b(?:donne[rz]?|envoye[rz]?|fournir|fournis)\b[^.?!]{0,30}\b(?:NIP|mots? de passe bancaires?)\b/i,
];

// False or altered figures or papers for a lender: "fake bank statements", « gonfler mes revenus ».
const PAPERS = String.raw`(?:statements?|documents?|docs|pdfs?|deposits|invoices?|pay ?stubs?|financials|revenues?|income|sales|tax returns?|numbers|books|p&l|profit and loss|balance sheets?|relev[eé]s?|factures?|[eé]tats? (?:financiers?|des r[eé]sultats)|bilans?|revenus|chiffres?|papiers|talons de paie|d[eé]clarations?|d[eé]p[oô]ts)`;
const FALSE = [
  new RegExp(
    String.raw`\b(?:fake|forged?|falsif(?:y|ied|ying)|doctor(?:ed|ing)|fabricat(?:e|ed|ing)|phony|bogus|photoshop(?:ped)?|faux|fausses?|falsifi\w*|truqu\w*|trafiqu\w*|bidon)\b[^.?!]{0,30}(?<![\p{L}\d])${PAPERS}(?![\p{L}\d])`,
    'iu',
  ),
  new RegExp(
    String.raw`(?<![\p{L}\d])${PAPERS}(?![\p{L}\d])[^.?!]{0,20}?\b(?:falsifi\w*|truqu\w*|trafiqu\w*|bidon|maquill\w*|arrang[eé]e?s?|retouch[eé]e?s?|gonfl[eé]e?s?|modifi[eé]e?s?|forged|doctored|fabricated|altered|edited|cooked|fudged|padded|inflated)`,
    'iu',
  ),
  /(?<![\p{L}\d])(?:inflat(?:e|es|ing)|pad(?:s|ding)?|fudg(?:e|es|ing)|cook(?:s|ing)?|lie about|hid(?:e|ing)|gonfl\p{L}*|exag[eé]r\p{L}*|maquill\p{L}*|cach(?:er|e|es|ez|ons)|mentir sur)(?![\p{L}\d])[^.?!]{0,25}(?<![\p{L}\d])(?:revenues?|income|sales|numbers|books|financials|statements|deposits|debts?|bankruptcy|d[eé]p[oô]ts|revenus|chiffres?|[eé]tats financiers|dettes?|faillite)(?![\p{L}\d])/iu,
  // Papers changed to look better than they are: "edit my statements so revenue looks higher" or "so it shows a
  // profit", « modifier mes relevés ».
  new RegExp(
    String.raw`\b(?:edit|alter|change|modify|tweak|adjust|rework|redo|rewrite|massage|retouch|fix|make|get|clean up|scrub)\b[^.?!]{0,30}(?<![\p{L}\d])${PAPERS}(?![\p{L}\d])[^.?!]{0,40}\b(?:(?:look|looks|appear|seem)\b[^.?!]{0,20}\b(?:better|higher|bigger|stronger|healthier)|looks? like (?:we|i|the business) (?:do|make|earn|bring in|did|made|earned)|shows?\s+(?:a\s+)?(?:profit|gain|more|higher|bigger|better)|(?:they|lenders?|the lenders?|the bank|nobody|no one)\s+(?:don['’]?t|doesn['’]?t|won['’]?t|can['’]?t|cannot|will not|do not|does not)\s+(?:notice|see|spot|tell|know|find out)|(?:they|lenders?|the lenders?|the bank)\s+(?:sees?|thinks?|believes?)\s+(?:more|higher|bigger|better)|(?:don['’]?t|doesn['’]?t|won['’]?t)\s+show)\b`,
    'iu',
  ),
  /\b(?:revenues?|sales|income|balance|numbers)\b[^.?!]{0,12}\b(?:bumped|pumped|padded|inflated|fudged)\b/iu,
  /\b(?:bump|pump)(?:ing)?(?: up)?\s+(?:my |our |the )?(?:revenue |sales |income )?(?:numbers|figures|statements)\b/iu,
  /(?<![\p{L}])(?:modifi\p{L}*|chang\p{L}*|retouch\p{L}*|[eé]dit\p{L}*|arrang\p{L}*)[^.?!]{0,25}(?<![\p{L}])(?:relev[eé]s? bancaires?|[eé]tats financiers|pdf|d[eé]p[oô]ts)[^.?!]{0,40}(?:l['’]air|plus hau|plus [eé]lev|meilleur|mieux|montrer (?:plus|un profit|des profits|de meilleur)|para[iî]tre plus)/iu,
  /\b(?:modifier|changer|retoucher|trafiquer)\s+(?:le|mon|mes|les)\s+soldes?\b/iu,
  // Something taken out of papers before a lender sees them: "edit the PDF to remove the NSF fees", « si j'enlève
  // cette dépense des états ».
  new RegExp(
    String.raw`\b(?:edit|alter|change|modify|doctor)\b[^.?!]{0,30}(?<![\p{L}\d])${PAPERS}(?![\p{L}\d])[^.?!]{0,15}\bto (?:remove|hide|delete|erase|take out|get rid of)\b|\b(?:remove|hide|delete|erase|take(?: out)?|strip)\b[^.?!]{0,30}\b(?:from|off|out of) (?:my |our |the )?(?:bank )?(?:statements|financials|financial statements|tax returns?|p&l|books)\b`,
    'iu',
  ),
  /(?<![\p{L}])(?:enl[eè]v\p{L}*|retir\p{L}*|effac\p{L}*|supprim\p{L}*|cach\p{L}*)(?![\p{L}])[^.?!]{0,30}(?<![\p{L}])(?:des|de mes|de nos|du|de mon|de notre) (?:[eé]tats(?: financiers)?|relev[eé]s(?: bancaires)?|bilans?|d[eé]clarations)(?![\p{L}])[^.?!]{0,40}(?:avant de|pr[eê]teur|para[iî]tre|l['’]air)/iu,
  // Papers made with nicer figures: « me monter des états financiers plus beaux », « en faire un autre avec des
  // meilleurs chiffres ».
  /(?<![\p{L}])(?:mont\p{L}*|fai[rst]e?|fabriqu\p{L}*|pr[eé]par\p{L}*)(?![\p{L}])[^.?!]{0,40}(?:[eé]tats financiers|relev[eé]s|avis de cotisation|bilans?|d[eé]clarations?|un autre|une autre)[^.?!]{0,25}(?:plus beaux|plus belles?|meilleurs chiffres|de meilleurs|embelli\p{L}*)/iu,
  // Income kept from the tax authority: "not report my cash income", « pas déclarer mes revenus cash ».
  /\bnot (?:declare|report)(?:ing)? (?:my |our |the )?(?:cash )?(?:income|revenue|sales)\b|(?<![\p{L}])(?:pas|jamais) d[eé]clarer (?:mes|nos|les|notre|mon) (?:revenus|ventes|recettes)(?![\p{L}])/iu,
  // Nicer figures put in the application than the books show: « mettre des chiffres un peu plus beaux ».
  /(?<![\p{L}])(?:mett\p{L}*|inscri\p{L}*|[eé]cri\p{L}*|d[eé]clar\p{L}*)(?![\p{L}])[^.?!]{0,15}(?<![\p{L}])chiffres?(?![\p{L}])[^.?!]{0,15}(?:plus beaux|plus belles?|plus gros|meilleurs|embelli\p{L}*)/iu,
  // One figure said to be the real one and another to be put on the application: "my real revenue is 300k but I'd
  // put 600k", « mon vrai chiffre d'affaires c'est 300 000 mais je mettrais 600 000 ».
  /\b(?:real|actual|true)\s+(?:revenue|income|sales|numbers|figures?|credit score)\s+(?:is|are|was|were)\b[^.?!]{0,20}?\d[^.?!]{0,40}\bbut\b[^.?!]{0,40}\b(?:put|write|say|claim|list|report|enter|declare|show)\b[^.?!]{0,25}?\d/iu,
  /(?<![\p{L}])(?:vrai|v[eé]ritable|r[eé]el)\p{L}*\s+(?:chiffre d['’]affaires|revenus?|ventes|chiffres?)\s+(?:est|sont|c['’]est)(?![\p{L}])[^.?!]{0,20}?\d[^.?!]{0,40}(?<![\p{L}])mais(?![\p{L}])[^.?!]{0,40}(?<![\p{L}])(?:mett\p{L}*|[eé]cri\p{L}*|inscri\p{L}*|d[eé]clar\p{L}*|dire|indiqu\p{L}*|montr\p{L}*)(?![\p{L}])[^.?!]{0,25}?\d/iu,
  // Time in business claimed other than it is: "say we've been open 2 years instead of 10 months".
  /\b(?:tell|say|claim|put|write|list|pretend)\b[^.?!]{0,40}?\b(?:been (?:open|in business|operating|around)|in business|operating)\b[^.?!]{0,10}?\d+\s*(?:years?|yrs?|months?)\b[^.?!]{0,25}?\b(?:instead of|even though|although|but (?:it'?s|we'?ve been|we'?re) (?:really|actually|only))\b/iu,
  /(?<![\p{L}])(?:dire|dis|dit|mettre|mets|[eé]crire|inscrire|d[eé]clarer|pr[eé]tendre)(?![\p{L}])[^.?!]{0,40}?\d+\s*(?:ans?|mois|ann[eé]es?)\s+(?:d['’]op[eé]ration|d['’]existence|en affaires|d['’]activit[eé]s?)[^.?!]{0,25}?(?:m[eê]me si|alors qu(?:e|['’])|au lieu de)/iu,
  // Something kept from the lender, asking whether it will show: « si je le dis pas au prêteur, y vont-tu le savoir ».
  /\bif (?:i|we) (?:don'?t|do not|never) (?:tell|mention|disclose|say)\b(?=[^.?!]*\blenders?\b)[^.?!]{0,50}\b(?:will|would|do|can) (?:they|the lenders?|the bank|anyone)\s+(?:know|find out|notice|see)\b/iu,
  /(?<![\p{L}])si (?:je|on|nous) (?:le |la |les |l['’])?(?:dis|mentionne|d[eé]clare|divulgue)s? (?:juste |simplement )?(?:pas|rien)(?![\p{L}])(?=[^.?!]*pr[eê]teur)[^.?!]{0,80}?(?:y|ils|le pr[eê]teur|les pr[eê]teurs|quelqu['’]un) (?:vont|va|pourront|pourrait)(?:-tu|-ils|-t-il)? (?:le |l['’])?(?:savoir|voir|remarquer|s['’]en rendre compte|s['’]en apercevoir)(?![\p{L}])/iu,
  // Something put down or left out, with the doubt that a lender checks: "put $900k … lenders won't check, right?",
  // "which lenders are least likely to check", « j'aimerais mieux pas le déclarer … les prêteurs le sauront pas ».
  /^(?=.*\b(?:put|list|write|enter|edit|change|tweak|hide|leave (?:out|off)|not (?:mention|declare|disclose|list))\b).*\b(?:(?:won'?t|will not|wouldn'?t|don'?t|do not|doesn'?t|never) (?:actually |really |even )?(?:check|verify|notice|find out|catch|look (?:that |too |very )?close)|(?:nobody|no one) (?:really |actually )?(?:checks?|verif(?:y|ies)|notices?|looks?)|least likely to (?:check|verify|notice|catch))\b/isu,
  /^(?=.*pr[eê]teur)(?=.*(?<![\p{L}])(?:pas|sans|jamais) (?:le |la |les |l['’])?(?:d[eé]clarer|dire|mentionner|divulguer)(?![\p{L}])).*(?<![\p{L}])(?:(?:sauront|saura|sauraient|v[eé]rifi\p{L}*|remarquer\p{L}*|s['’]en rend\p{L}*) (?:pas|rien|jamais)|(?:vont|va|iront|ira) (?:pas|jamais) (?:le |la |les |l['’])?(?:v[eé]rifier|savoir|remarquer))/isu,
  // Something kept from the lender: "without telling the lender", « sans le dire au prêteur ».
  /\bwithout (?:telling|informing) (?:the |my |any )?lenders?\b|(?<![\p{L}])sans (?:le |l['’]|leur )?(?:dire|mentionner|d[eé]clarer) (?:au|aux) pr[eê]teurs?(?![\p{L}])/iu,
  /\b(?:without (?:the |my )?lenders? (?:noticing|seeing|knowing|finding out)|sans que (?:le|les|mon) pr[eê]teurs? (?:le |s['’]en )?(?:voi\w*|sache\w*|aper[cç]oi\w*|rende\w* compte))/iu,
];

// Borrowing for oneself rather than a business.
const PERSONAL = [
  /\b(?:mortgage (?:for|on) my (?:house|home|condo|apartment)|home loan|personal loan|student loans?|car loan|auto loan|payday loan|residential mortgage|mortgage lenders?|loan for my (?:house|home|car|rent|tuition|wedding|vacation)|renovat(?:e|ing|ion of) (?:my|our) (?:house|home|kitchen|bathroom|basement|condo))\b/i,
  /\b(?:pr[eê]t (?:personnel|[eé]tudiant|auto|automobile|voiture|sur salaire)|hypoth[eè]que (?:r[eé]sidentielle|pour ma (?:maison|propri[eé]t[eé]|condo))|pr[eê]t hypoth[eé]caire r[eé]sidentiel|marge (?:de cr[eé]dit )?personnelle|(?:pour|payer) (?:mon|ma|mes) (?:loyer|maison|char|auto|voiture|mariage|vacances|[eé]tudes)|r[eé]nov(?:er|ation de) (?:ma|mon|notre|nos) (?:maison|cuisine|salle de bain|sous-sol|condo)|r[eé]nov\w*[^.?!]{0,25}chez (?:nous|moi)|m['’]acheter (?:un|une|mon|ma) (?:char|auto|voiture|maison|condo|chalet|bateau|motoneige))\b/i,
];
// Said not to be for a business ("not for the company", « pas pour la business »): personal, whatever else it names.
const NOT_BUSINESS =
  /\b(?:not for (?:the|my|our) (?:business|company)|pas pour (?:la |l['’]|mon |ma |notre )?(?:business|entreprise|compagnie|commerce))\b(?!\s*(?:owners?|propri[eé]taires?))/gi;
// A business word keeps a message about a house or a car a business question (a cash advance, a guarantee…).
const BUSINESS =
  /\b(?:business|company|corporation|inc|ltd|commercial|entreprise|compagnie|soci[eé]t[eé]|commerce|commerciale?|merchant cash advance|avance de fonds|guarantee|garantie)\b/i;

const INSULT = [
  /\b(?:useless|stupid|dumb|idiot|sucks?|garbage|trash|worst|hate (?:you|this)|shut up|f+u+c+k+|f[*#]+k?\s+(?:you|off)|wtf|crap|pathetic|ridiculous|waste of time|unhelpful)\b/i,
  /(?<![\p{L}\d])(?:inutile|stupide|niaiseu?x?|niaiseuse|nuls?|nulles?|poubelle|merde|marde|crosseurs?|(?:tu |t['’])sers? (?:à|a) rien|(?:bot|robot|assistant|affaire)\S* sert (?:à|a) rien|(?:t['’]es|es|est|c['’]est) (?:ben |vraiment |tellement |donc )?poche|pas aidant|tabarnak|tabarnac|calisse|câlisse|crisse|ostie|esti|cave|épais|epais|ridicule|perte de temps|ta gueule|ferme-la)(?![\p{L}\d])/iu,
];
// A question in an angry message is still answered.
const ASKS = /\?|\b(?:how|what|when|where|why|which|comment|combien|quoi|quel\w*|pourquoi|est-ce)\b/i;

const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();
// A joining word left at either end once a request is taken out ("… and", « pis … »).
const JOIN_AT_END = /^(?:and|then|but|so|et|puis|pis|mais)\b\s*|\s*\b(?:and|then|but|so|et|puis|pis|mais)$/gi;

/** What the policy says about a message; `rest`: the message without any attempt to re-instruct. */
export function policy(message: string): Policy {
  const whole = squeezed(message);
  const cut = squeezed(message.replace(INJECTION, ' '));
  const injected = cut !== whole;
  const rest = injected ? cut.replace(JOIN_AT_END, '') : whole;
  if (FALSE.some((re) => re.test(message))) return { kind: 'false', rest };
  if (PROMISE.some((re) => re.test(message))) return { kind: 'promise', rest };
  if (injected) return { kind: 'inject', rest };
  if (OTHERS.test(message)) return { kind: 'others', rest };
  if (CREDENTIALS.some((re) => re.test(message))) return { kind: 'credentials', rest };
  const notBusiness = message.match(NOT_BUSINESS) !== null;
  if ((notBusiness || PERSONAL.some((re) => re.test(message))) && !BUSINESS.test(message.replace(NOT_BUSINESS, ' ')))
    return { kind: 'personal', rest };
  const angry = INSULT.some((re) => re.test(message));
  if (angry && !ASKS.test(message.replace(INSULT[0], '').replace(INSULT[1], ''))) return { kind: 'insult', rest };
  return { kind: 'none', rest, angry };
}
