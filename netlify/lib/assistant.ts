/**
 * The chat assistant's answers: small talk and hand-off to a person are recognised first; anything else is
 * searched in the site's own content (the build-time index) and answered with a short plain-language reply
 * plus links to the best pages. Below a confidence threshold it says it does not know and offers contact
 * options. Replies are plain text; links use the Markdown form [label](href), which the widget renders as
 * real links. Nothing here quotes a rate or promises an approval: lenders decide.
 */
import { siteConfig } from '../../src/config';
import { idf, queryGroups, search, stem, tokenize, words, type Hit, type IndexedPassage, type SearchIndex } from '../../src/lib/search';

export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'human' | 'answer' | 'unknown';
export type Link = { label: string; href: string };
export type Reply = { intent: Intent; response: string; links: Link[]; hits: Hit[] };

export const HOURS = 'Mon - Fri: 9 AM - 5 PM EST';

/** Minimum share of the question's meaning (weighted by rarity) that the best passage must match. */
export const MIN_COVERAGE = 0.5;
/** Minimum BM25 score of the best passage. */
export const MIN_SCORE = 2.5;
/** Other pages are linked when they score at least this share of the best one. */
const RELATED_SHARE = 0.55;
const MAX_LINKS = 3;
const MAX_EXCERPT = 340;

const GREETING = /^(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day)|yo|bonjour|hola)\b/;
const THANKS = /\b(?:thanks?|thank (?:you|u)|thx|ty|cheers|much appreciated|appreciate (?:it|that|your help))\b/;
const GOODBYE = /\b(?:bye|goodbye|good bye|see (?:you|ya)|have a (?:good|great|nice) (?:day|one|evening))\b/;
const HUMAN = new RegExp(
  [
    String.raw`\b(?:human|real person|live (?:person|agent|chat|support)|customer (?:service|support))\b`,
    String.raw`\b(?:talk|speak|chat|connect|get in touch)(?: to| with)? (?:a |an |the |your |some |one of your )?(?:someone|somebody|person|people|agent|representative|rep|advisor|adviser|expert|specialist|team|staff|sales|human|consultant)\b`,
    String.raw`\b(?:call (?:me|you|someone)|phone number|telephone|book (?:a |an )?(?:call|meeting|demo|appointment|consultation)|schedule (?:a |an )?(?:call|meeting|demo|appointment|consultation))\b`,
    String.raw`\b(?:contact|reach) (?:you|your team|support|someone|somebody|a person|an expert|customer support)\b`,
    String.raw`\b(?:your (?:e-?mail|phone)|e-?mail address|(?:business|opening|office|support) hours|your hours|when are you open|are you open)\b`,
  ].join('|'),
);
// "Who are you?" and "are you a bot?": all stop words, so answered here.
const IDENTITY = /\b(?:(?:who|what) are you|are you (?:a |an )?(?:bot|robot|chatbot|human|real|person|ai|machine)|am i (?:talking|chatting|speaking) (?:to|with))\b/;

// Personal (consumer) borrowing: the service is for commercial use only.
const PERSONAL =
  /\b(?:mortgage (?:for|on) my (?:house|home|condo|apartment)|home loan|personal loan|student loans?|car loan|auto loan|payday loan|my (?:house|home|car|rent|tuition|wedding|vacation))\b/;

// Phrasings made only of stop words, rewritten into what the content says.
const REWRITES: [RegExp, string][] = [
  [/\b(?:what (?:do you|does boundless(?: ai)?) do|what is boundless(?: ai)?|tell me about (?:you|yourselves|boundless(?: ai)?|your company|the company)|who is boundless)\b/, 'about company marketplace founded'],
  [/\bhow (?:does|do) (?:it|this|that|you|boundless(?: ai)?) work\b/, 'how it works process steps'],
  [/\bhow (?:do|can) i (?:start|begin|get started)\b/, 'get started sign up account'],
  // The greeting asks "Are you looking for capital?": a bare yes is an answer to it.
  [/^(?:yes|yeah|yep|yup|sure|i am|we are|absolutely|definitely|of course)(?: please| i am| we are)?$/, 'need funding capital looking'],
];

// Questions about rates, pricing of a loan or approval odds: answered with what the site says, never a number
// or a promise of our own.
const RATES_OR_APPROVAL =
  /\b(?:interest rates?|rates?|apr|factor rates?|guaranteed|(?:guarantee|promise) (?:me |us )?(?:approval|funding|a loan|money)|will i (?:be|get) (?:approved|funded|accepted)|am i (?:approved|eligible|qualified)|chances?|odds)\b/;

// Words that carry no question once greetings and thanks are removed ("hi there team", "thanks so much").
const FILLER = new Set(
  'there hi hello hey thanks thank thx ty cheers ok okay great perfect awesome cool nice got good morning afternoon evening day team guys folks bot assistant again lot appreciated appreciate help helpful bye goodbye see ya'.split(
    ' ',
  ),
);

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[^a-z0-9$%'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** True when the message has nothing besides greetings, thanks and filler words. */
const onlySmallTalk = (text: string) => words(text).every((w) => FILLER.has(w));

const link = (label: string, href: string) => `[${label}](${href})`;
const bookingLink = () => link('Book a call', siteConfig.bookingUrl);
const emailLink = () => link(siteConfig.supportEmail, `mailto:${siteConfig.supportEmail}`);

/** A reply text followed by its list of links. */
export function format(text: string, links: Link[]): string {
  if (links.length === 0) return text;
  return `${text}\n\n${links.length === 1 ? 'Learn more:' : 'Helpful pages:'}\n${links.map((l) => `- ${link(l.label, l.href)}`).join('\n')}`;
}

export function greetingReply(): string {
  return 'Hi! I can help with funding options, how Boundless AI works, costs, data security and partnerships. What would you like to know?';
}

export function thanksReply(): string {
  return `You're welcome! Anything else I can help with? If you'd like to talk it through with our team, ${bookingLink()} or e-mail ${emailLink()}.`;
}

export function declineReply(): string {
  return 'No problem. If a question about Boundless AI or business financing comes up, just ask here.';
}

export function goodbyeReply(): string {
  return `Thanks for stopping by! If more questions come up, I'm here, or e-mail ${emailLink()} and we'll reply within 24 hours.`;
}

export function humanReply(): string {
  return [
    'Happy to connect you with our team:',
    `- ${bookingLink()} at a time that suits you`,
    `- E-mail ${emailLink()}: we reply within 24 hours`,
    '',
    `Business hours: ${HOURS}.`,
  ].join('\n');
}

export function identityReply(): string {
  return `I'm the Boundless AI assistant, an automated helper: I answer from this website's content and point you to the right pages. To talk with a person, ${bookingLink()} or e-mail ${emailLink()}.`;
}

export function personalReply(): string {
  return `Boundless AI is for businesses only: our lenders offer commercial financing, not personal loans or home mortgages. If you're funding a business, tell me a bit about it, or see ${link('How It Works', '/how-it-works')}.`;
}

export function unknownReply(): string {
  return [
    "I'm not sure about that one, and I'd rather not guess. I can answer questions about Boundless AI, our financing options and partner programmes. Our team can help with anything else:",
    `- ${bookingLink()}`,
    `- E-mail ${emailLink()} (${HOURS}; we reply within 24 hours)`,
  ].join('\n');
}

/**
 * Share of the question's meaning that the passage matches: each word weighs its rarity in the index (a word
 * the site never uses weighs as much as the rarest one, so asking about it lowers confidence), and counts as
 * matched when the passage has its stem or one of its expansions ("po" → "purchase order").
 */
function coverage(index: SearchIndex, question: string, hit: Hit): number {
  const maxIdf = Math.log(1 + index.passages.length);
  const matched = new Set(hit.matched);
  let total = 0;
  let got = 0;
  for (const { terms } of queryGroups(question)) {
    const weight = Math.max(0, ...terms.map((t) => idf(index, t))) || maxIdf;
    total += weight;
    if (terms.some((t) => matched.has(t))) got += weight;
  }
  return total === 0 ? 0 : got / total;
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“$])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);

/** The opening sentences of a passage (an article's introduction usually defines its topic). */
export function lead(passage: IndexedPassage): string {
  const list = sentences(passage.text);
  if (list.length === 0) return passage.text.slice(0, MAX_EXCERPT);
  const [first, second] = list;
  let text = second && first.length + second.length < MAX_EXCERPT ? `${first} ${second}` : first;
  if (text.length > MAX_EXCERPT) text = `${text.slice(0, MAX_EXCERPT).replace(/\s+\S*$/, '')}…`;
  return text;
}

/** Share of the question's words found in a title. */
function titleCoverage(title: string, question: string): number {
  const groups = queryGroups(question);
  if (groups.length === 0) return 0;
  const titleTerms = new Set(tokenize(title));
  return groups.filter((g) => g.terms.some((t) => titleTerms.has(t))).length / groups.length;
}

/** The one or two sentences of an article section that best answer the question, in their original order. */
export function excerpt(passage: IndexedPassage, question: string): string {
  const terms = new Set(words(question).map(stem));
  const list = sentences(passage.text);
  if (list.length === 0) return passage.text.slice(0, MAX_EXCERPT);
  const scored = list.map((s, i) => ({
    i,
    s,
    score: new Set(words(s).map(stem).filter((t) => terms.has(t))).size - i * 0.01,
  }));
  const best = [...scored].sort((a, b) => b.score - a.score);
  const chosen = [best[0]];
  const second = best[1];
  if (second && second.score > 0 && best[0].s.length + second.s.length < MAX_EXCERPT) chosen.push(second);
  let text = chosen
    .sort((a, b) => a.i - b.i)
    .map((c) => c.s)
    .join(' ');
  if (text.length > MAX_EXCERPT) text = `${text.slice(0, MAX_EXCERPT).replace(/\s+\S*$/, '')}…`;
  return text;
}

function linkLabel(p: IndexedPassage): string {
  if (p.kind === 'faq') return 'Contact Us: FAQ';
  return p.title;
}

/** The best distinct pages among the hits: the top one, then those close to it. */
function bestLinks(hits: Hit[]): Link[] {
  const top = hits[0]?.score ?? 0;
  const out: Link[] = [];
  for (const h of hits) {
    if (out.length >= MAX_LINKS) break;
    if (h.score < top * RELATED_SHARE) break;
    if (out.some((l) => l.href === h.passage.url)) continue;
    out.push({ label: linkLabel(h.passage), href: h.passage.url });
  }
  return out;
}

/** Searches the index and composes the answer, or says it does not know. */
export function searchReply(index: SearchIndex, question: string): Reply {
  const hits = search(index, question, 12);
  const top = hits[0];
  if (!top || top.score < MIN_SCORE || coverage(index, question, top) < MIN_COVERAGE) {
    return { intent: 'unknown', response: unknownReply(), links: [], hits };
  }
  const p = top.passage;
  let text: string;
  if (p.answer) {
    text = p.answer;
  } else {
    // A question about the article's topic as a whole ("what is an SBA loan") is answered by its
    // introduction; a narrower one by the best sentences of the matching section.
    const intro = index.passages.find((x) => x.id === p.id.replace(/:\d+$/, ':0'));
    const general = intro && titleCoverage(p.title, question) >= 0.6;
    text = `From our article “${p.title}”: ${general ? lead(intro) : excerpt(p, question)}`;
  }
  if (RATES_OR_APPROVAL.test(normalise(question)) && p.id !== 'approval') {
    text = `Each lender sets its own rates and makes its own approval decision after reviewing your profile, so I can't quote a rate or promise an approval. ${text}`;
  }
  const links = bestLinks(hits);
  return { intent: 'answer', response: format(text, links), links, hits };
}

/** Everything the widget can be asked. */
export function reply(index: SearchIndex, message: string): Reply {
  const text = normalise(message);
  const social = (intent: Intent, response: string): Reply => ({ intent, response, links: [], hits: [] });

  if (HUMAN.test(text)) return social('human', humanReply());
  if (IDENTITY.test(text)) return social('answer', identityReply());
  if (PERSONAL.test(text) && !/\bbusiness|company|firm|store|shop\b/.test(text)) return social('answer', personalReply());
  const rewrite = REWRITES.find(([pattern]) => pattern.test(text));
  if (rewrite) return searchReply(index, `${rewrite[1]} ${message}`);
  if (/^(?:no|nope|nah|not really|not now|no thanks?(?: you)?)$/.test(text)) return social('greeting', declineReply());
  if (onlySmallTalk(text)) {
    if (GOODBYE.test(text)) return social('goodbye', goodbyeReply());
    if (THANKS.test(text)) return social('thanks', thanksReply());
    // "ok", "great": an acknowledgement; a bare greeting or a question of stop words only: an invitation.
    if (words(text).length > 0 && !GREETING.test(text)) return social('thanks', thanksReply());
    return social('greeting', greetingReply());
  }
  return searchReply(index, message);
}

/** True when the visitor asks to reach a person (the hand-off above); the chat function alerts staff then. */
export function asksForHuman(message: string): boolean {
  return HUMAN.test(normalise(message));
}
