/**
 * What a chat message is, before any search: small talk, a hand-off to a person, attempts to re-instruct the
 * assistant, subjects outside the site, follow-ups and two-part questions. Patterns run on `normalise`d text.
 */
import { words, type Locale } from '~/lib/search';
import { FRENCH } from './intents-fr';

/** A message of at most this many content words is read together with the previous question. */
const SHORT_FOLLOW_UP = 3;

export const GREETING =
  /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|yo|bonjour|hola)\b/;
export const THANKS = /\b(?:thanks?|thank (?:you|u)|thx|ty|cheers|much appreciated|appreciate (?:it|that|your help))\b/;
export const GOODBYE = /\b(?:bye|goodbye|good bye|see (?:you|ya)|have a (?:good|great|nice) (?:day|one|evening))\b/;
export const HUMAN = new RegExp(
  [
    String.raw`\b(?:human|real person|live (?:person|agent|chat|support)|customer (?:service|support))\b`,
    String.raw`\b(?:talk|speak|chat|connect|get in touch)(?: to| with)? (?:a |an |the |your |some |one of your )?(?:someone|somebody|person|people|agent|representative|rep|advisor|adviser|expert|specialist|team|staff|sales|human|consultant)\b`,
    String.raw`\b(?:call (?:me|you|someone)|phone number|telephone|book (?:a |an )?(?:call|meeting|demo|appointment|consultation)|schedule (?:a |an )?(?:call|meeting|demo|appointment|consultation))\b`,
    String.raw`\b(?:contact|reach) (?:you|your team|support|someone|somebody|a person|an expert|customer support)\b`,
    String.raw`\b(?:your (?:e-?mail|phone)|e-?mail address|(?:business|opening|office|support) hours|your hours|when are you open|are you open)\b`,
    // Hours asked about a day or time of day: "are you available on weekends", "open Saturdays?".
    String.raw`\b(?:available|open|working|reachable|around)\b[^?.!]{0,20}\b(?:weekends?|saturdays?|sundays?|evenings?|nights?|holidays?)\b`,
  ].join('|'),
);
// "Who are you?" and "are you a bot?": all stop words, so answered here.
export const IDENTITY =
  /\b(?:(?:who|what) are you|what(?:'s| is) your name|are you (?:a |an )?(?:bot|robot|chatbot|human|real|person|ai|machine)|am i (?:talking|chatting|speaking) (?:to|with))\b/;

// Personal (consumer) borrowing: the service is for commercial use only.
export const PERSONAL =
  /\b(?:mortgage (?:for|on) my (?:house|home|condo|apartment)|home loan|personal loan|student loans?|car loan|auto loan|payday loan|residential mortgage|mortgage (?:broker|lender)s?|my (?:house|home|car|rent|tuition|wedding|vacation))\b/;

// Attempts to re-instruct the assistant: removed from the message, which is then answered normally.
// Each clause ends where the message goes on with another request ("… and tell me how PO financing works").
const CLAUSE_END = String.raw`[^.?!,;]*?(?=\s+(?:and|then|but|so)\s+|[.?!,;]|$)`;
export const INJECTION = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\b[^.?!]{0,40}?\b(?:instructions?|rules?|prompts?|guidelines?|programming|directions?|context|above|previous)\b`,
    String.raw`\b(?:print|show|reveal|repeat|output|display|tell me|what is|what's|give me|leak)\b[^.?!]{0,20}?\b(?:system|hidden|initial|original)\s+(?:prompt|instructions?|message|rules)\b`,
    String.raw`\b(?:you are now|from now on you|act as|pretend (?:to be|you are|you're)|roleplay as|jailbreak|developer mode|dan mode|new instructions?)\b`,
  ]
    .map((start) => `${start}${CLAUSE_END}`)
    // A role label pretending to speak for the system ("SYSTEM: …"): the label goes, the text is read as usual.
    .concat(String.raw`(?:^|\s)(?:system|assistant|developer|admin)\s*:`)
    .join('|'),
  'gi',
);

// Insults and frustration with no question in them: an apology and a person to talk to.
export const HOSTILE =
  /\b(?:useless|stupid|dumb|idiot|sucks?|garbage|trash|worst|hate (?:you|this)|shut up|f+u+c+k+|wtf|crap|pathetic|waste of time|not helpful|unhelpful)\b/;

// Subjects outside the site: answered "I don't know" unless the message also talks about business money.
export const OFF_TOPIC =
  /\b(?:weather|forecast|joke|riddle|poem|song|lyrics|recipe|cook|movie|film|tv show|netflix|game|score|match|playoffs?|nba|nfl|nhl|soccer|football|hockey|celebrity|horoscope|dating|girlfriend|boyfriend|homework|capital of|president|prime minister|election|translate|bitcoin|ethereum|dogecoin|stock price|stock tips?|crypto|write (?:me )?(?:a|an|some) (?:code|essay|story|poem|program)|python|javascript|meaning of life|time is it|what day is|flights?|hotels?|vacation|holiday trip|doctor|symptoms?|medical advice|lottery|zodiac|religion|pizza|burger|sushi|taylor swift|superbowl|super bowl|world cup|olympics)\b/;
export const DOMAIN =
  /\b(?:loans?|lend(?:er|ers|ing)?|fund(?:s|ed|ing)?|financ\w*|credit|cash|money|capital(?! of)|invoices?|revenue|business|company|borrow\w*|mca|advance|factoring|inventory|equipment|payroll|boundless|apply|application|partners?|partnerships?|fees?|free|costs?|rates?|interest|apr|process|amounts?|minimum|maximum|documents?|paperwork|statements?|data|privacy|security|secure|account|sign\w*|login|password|prequal\w*|eligib\w*|qualif\w*|offers?|approv\w*|guarantee\w*|commissions?|referr\w*|api|calculators?|repay\w*|suppliers?|purchase orders?|customers?|debt|equity|sba|7a|504|holdback|startups?|banks?|lenders?|encrypt\w*|calculat\w*)\b/;
// The visitor or the company addressed ("my", "we", "you"): a question about the site's service or the visitor's
// business, not about the world.
export const ADDRESSED = /\b(?:i|me|my|mine|we|us|our|ours|you|your|yours|u|ur|im|ive|id|ill)\b/;

// Follow-ups that only make sense with the previous question ("and in Canada?", "what about startups?").
export const FOLLOW_UP =
  /^(?:and|also|plus|but|or|what about|how about|what if|same (?:for|in|with)|ok(?:ay)?,? (?:and|what about)|in|for|with)\b/;

// A follow-up that swaps the subject ("what about startups?", "and in Canada?") rather than asking more about it.
export const SWITCH = /^(?:(?:and|but|ok(?:ay)?,?(?: and)?)\s+)?(?:what about|how about|for|in|with|same for)\b/;

// How a question opens: what a message's last clause starts with when what comes before only tells the story.
export const QUESTION =
  /^(?:what|whats|how|why|when|where|which|who|can|could|do|does|did|is|are|will|would|should|may|any)\b/;

// How a visitor's story opens ("we're a small construction firm in Toronto, …"): what follows it is the question.
export const STORY =
  /^(?:we'?re|we are|we run|we sell|we own|i'?m|i am|i run|i own|i sell|(?:i|we) have (?:a|an|two|three|\d+) (?:companies|company|business|businesses|shops?|stores?|restaurants?|firms?|employees|trucks|locations)|my (?:company|business|shop|store|restaurant|firm)|our (?:company|business|shop|store|firm))\b/;

// Where one message asks two things ("I'm a lender and also need a loan").
// "…? …", ". …", ";", "+", "and also…", or "and" opening a new question ("what's an MCA and what are your hours?").
export const PART_BREAK =
  /\?\s+|\.\s+(?=[a-z])|;\s*|\s+\+\s+|\s+(?:and also|but also|as well as|also|plus)\s+|,?\s+and\s+(?=(?:what|what's|whats|how|when|where|who|which|do|does|can|are|your)\b)/;

// Phrasings made only of stop words, rewritten into what the content says.
export const REWRITES: [RegExp, string][] = [
  [
    /\b(?:is boundless(?: ai)?|are (?:you|u)(?: guys)?|r u) (?:a |an |the )?(?:direct )?(?:lender|bank|broker|loan company|lending company|financial adviser|financial advisor)\b/,
    'not lender marketplace broker bank credit decisions',
  ],
  [
    /\bwho (?:started|founded|created|owns|runs) (?:this|the|your)? ?(?:company|business|platform|site|boundless(?: ai)?|it)\b/,
    'founders founded company history',
  ],
  // Who runs the company and where it is: the About page, not an article naming another company's CEO.
  [
    /\b(?:(?:who(?:'s| is| are| was)|your) (?:the |your )?(?:ceo|cto|president|founders?|co-?founders?|owners?|boss|leadership|management team|executives?)\b(?!\s+(?:of|at)\s+(?!boundless|your|the company|this company)\w)|(?:ceo|president|founders?|co-?founders?|owners?) (?:of|at) (?:boundless|your company|this company))\b/,
    'founders ceo leadership',
  ],
  [
    /\b(?:where (?:are you|are you guys|is boundless(?: ai)?|is your (?:office|company|team|hq|headquarters)|are your offices)(?: located| based| headquartered)?|your (?:office|offices|headquarters|hq))\b/,
    'located office headquarters address',
  ],
  [
    /\b(?:what (?:do|does) (?:you|u|y'?all|boundless(?: ai)?)(?: guys| folks| people)?(?: even| actually| exactly| really)? do|what is boundless(?: ai)?|tell me about (?:you|yourselves|boundless(?: ai)?|your company|the company)|who is boundless)\b/,
    'about company marketplace founded',
  ],
  [/\bhow (?:does|do) (?:it|this|that|you|boundless(?: ai)?) work\b/, 'how it works process steps'],
  [/\bhow (?:do|can) i (?:start|begin|get started)\b/, 'get started sign up account'],
  // The greeting asks "Are you looking for capital?": a bare yes is an answer to it.
  [
    /^(?:yes|yeah|yep|yup|sure|i am|we are|absolutely|definitely|of course)(?: please| i am| we are)?$/,
    'need funding capital looking',
  ],
];

// Questions about rates, pricing of a loan or approval odds: answered with what the site says, never a number
// or a promise of our own.
export const RATES_OR_APPROVAL =
  /\bat \d+(?:\.\d+)? ?%|\b(?:interest rates?|rates?|apr|factor rates?|guaranteed|(?:guarantee|promise) (?:me |us )?(?:approval|funding|a loan|money)|will i (?:be|get) (?:approved|funded|accepted)|approve (?:me|us|my)|am i (?:approved|eligible|qualified)|(?:loan|application|file|funding)\b[^.?!]{0,20}\b(?:is|be|was) (?:already )?(?:approved|accepted)|chances?|odds)\b/;

// Words that carry no question once greetings and thanks are removed ("hi there team", "thanks so much").
export const FILLER: ReadonlySet<string> = new Set(
  'there hi hello hey thanks thank thx ty cheers ok okay great perfect awesome cool nice got good morning afternoon evening day team guys folks bot assistant again lot appreciated appreciate help helpful bye goodbye see ya quick question questions'.split(
    ' ',
  ),
);

/** "No" to the greeting's question ("Are you looking for capital?"). */
export const DECLINE = /^(?:no|nope|nah|not really|not now|no thanks?(?: you)?)$/;
export const PERSONAL_AFFAIRS =
  /\b(?:rrsps?|tfsas?|401 ?k|ira|retirement|pension plan|(?:my|personal) (?:tax return|taxes|income tax|savings|investments?|portfolio|stocks)|stock market|index funds?|mutual funds?|permanent residence|immigration|citizenship|work permit|visa application)\b/;

/** A personal-sounding message that still names a business is about business funding. */
export const BUSINESS = /\b(?:business|company|firm|store|shop|restaurant)\b/;

export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9$%'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** One language's patterns: the French set (intents-fr.ts) mirrors the English one above. */
export type IntentSet = {
  GREETING: RegExp;
  THANKS: RegExp;
  GOODBYE: RegExp;
  HUMAN: RegExp;
  IDENTITY: RegExp;
  PERSONAL: RegExp;
  /**
   * One's own savings, retirement, investments, tax return or immigration file: outside the site's subject (which
   * has words such as "revenue", "tax" or "application" in common with it) unless a business word says otherwise.
   */
  PERSONAL_AFFAIRS: RegExp;
  /** Global: every attempt is removed. Runs on the raw message (French: accents folded). */
  INJECTION: RegExp;
  HOSTILE: RegExp;
  OFF_TOPIC: RegExp;
  /** A request to write something (a poem about loans): outside the site whatever its subject. */
  CREATIVE?: RegExp;
  DOMAIN: RegExp;
  /**
   * Words naming the visitor or the company. A question with none of them and no word of `DOMAIN`, whose words
   * the best page mostly misses, is about the world, not the site's subject.
   */
  ADDRESSED: RegExp;
  FOLLOW_UP: RegExp;
  /** A follow-up that swaps the subject for another rather than asking more about it. */
  SWITCH: RegExp;
  PART_BREAK: RegExp;
  /** How a question opens ("what is…", "c'est quoi…"), on normalised text. */
  QUESTION: RegExp;
  /** A question however it opens: joual's "-tu" particle ("ça coûte-tu"), on normalised text. */
  ASKS: RegExp;
  /** How a visitor's story opens ("on est une PME de…", "I run a…"), on normalised text. */
  STORY: RegExp;
  REWRITES: [RegExp, string][];
  RATES_OR_APPROVAL: RegExp;
  FILLER: ReadonlySet<string>;
  DECLINE: RegExp;
  BUSINESS: RegExp;
  /** Lower case, punctuation gone: what the patterns run on. */
  normalise: (text: string) => string;
};

export const ENGLISH: IntentSet = {
  GREETING,
  THANKS,
  GOODBYE,
  HUMAN,
  IDENTITY,
  PERSONAL,
  PERSONAL_AFFAIRS,
  INJECTION,
  HOSTILE,
  OFF_TOPIC,
  DOMAIN,
  ADDRESSED,
  FOLLOW_UP,
  SWITCH,
  PART_BREAK,
  QUESTION,
  ASKS: /(?!)/,
  STORY,
  REWRITES,
  RATES_OR_APPROVAL,
  FILLER,
  DECLINE,
  BUSINESS,
  normalise,
};

export const intentsFor = (locale: Locale): IntentSet => (locale === 'fr' ? FRENCH : ENGLISH);

/** True when the message has nothing besides greetings, thanks and filler words. */
export const onlySmallTalk = (text: string, locale: Locale = 'en') =>
  words(text, locale).every((w) => intentsFor(locale).FILLER.has(w));

/** Whether a message may be a follow-up that needs the previous question (worth reading the transcript for). */
export function mayFollowUp(message: string, locale: Locale = 'en'): boolean {
  const { FOLLOW_UP: follow, normalise: norm } = intentsFor(locale);
  return follow.test(norm(message)) || words(message, locale).length <= SHORT_FOLLOW_UP;
}

/** Removes attempts to re-instruct the assistant; `injected` says whether there were any. */
export function withoutInjection(message: string, locale: Locale = 'en'): { text: string; injected: boolean } {
  // French patterns are written without accents: the message is folded first (the search folds it anyway).
  const raw = locale === 'fr' ? message.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : message;
  const whole = raw.replace(/\s+/g, ' ').trim();
  const text = raw.replace(intentsFor(locale).INJECTION, ' ').replace(/\s+/g, ' ').trim();
  return text === whole ? { text: message.replace(/\s+/g, ' ').trim(), injected: false } : { text, injected: true };
}

/** True when the visitor asks to reach a person (the hand-off above); the chat function alerts staff then. */
export function asksForHuman(message: string, locale: Locale = 'en'): boolean {
  const { HUMAN: human, normalise: norm } = intentsFor(locale);
  return human.test(norm(message));
}
