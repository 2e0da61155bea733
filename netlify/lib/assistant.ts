/**
 * The chat assistant's answers: small talk, hand-off to a person and attempts to re-instruct it are recognised
 * first; anything else is searched in the site's own content (the build-time index) and answered by naming the
 * page and quoting the sentences that answer, plus links to the best pages. A weak best match gets the closest
 * pages and the contact options; only a question outside the site's subject gets "I don't know". Replies are
 * plain text; links use the Markdown form [label](href), which the widget renders as real links. Nothing here
 * quotes a rate or promises an approval: lenders decide.
 */
import { siteConfig } from '../../src/config';
import { idf, queryGroups, search, stem, words, type Hit, type Passage, type SearchIndex } from '../../src/lib/search';

/** `uncertain`: the closest pages of a weak match; `unknown`: outside the site's subject. */
export type Intent = 'greeting' | 'thanks' | 'goodbye' | 'human' | 'answer' | 'uncertain' | 'unknown';
export type Link = { label: string; href: string };
/** `topic`: what a follow-up in the same conversation builds on (the question as understood). */
export type Reply = { intent: Intent; response: string; links: Link[]; hits: Hit[]; topic?: string };

export const HOURS = siteConfig.supportHours;

/** Share of the question's known words (weighted by rarity) that a confident answer must match. */
export const MIN_COVERAGE = 0.5;
/** Coverage enough when the best page scores this many times the best other page. */
const DECISIVE_COVERAGE = 0.4;
const DECISIVE_LEAD = 1.5;
/** A long question may match less of its words when what it does match is specific enough. */
const LONG_COVERAGE = 0.3;
const LONG_EVIDENCE = 7;
/** Rarity-weighted matched words (sum of idf) for a confident answer, and for listing the closest pages. */
export const MIN_EVIDENCE = 2.2;
export const OFF_TOPIC_EVIDENCE = 1.2;
/** Below this, a question without any business-money word is taken as outside the site's subject. */
const FAINT_EVIDENCE = 0.5;
/** Minimum MiniSearch score of the best passage for a confident answer. */
export const MIN_SCORE = 6;
/** Fields written to describe a passage's topic, as opposed to its body text. */
const CURATED_FIELDS = new Set(['questions', 'title', 'keywords', 'heading']);
/** Weight of a word the index only knows through a typo-tolerant match. */
const FUZZY_WEIGHT = 2;
/** Other pages are linked when they score at least this share of the best one. */
const RELATED_SHARE = 0.5;
const MAX_LINKS = 3;
const MAX_EXCERPT = 340;
const MAX_TOPIC = 300;
/** A section of the top article is quoted instead of its introduction when it scores at least this share. */
const SECTION_SHARE = 0.25;
/** A message of at most this many content words is read together with the previous question. */
const SHORT_FOLLOW_UP = 3;
/** How much a follow-up's own words weigh against the previous question's. */
const OWN_WEIGHT = 3;

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
const IDENTITY =
  /\b(?:(?:who|what) are you|are you (?:a |an )?(?:bot|robot|chatbot|human|real|person|ai|machine)|am i (?:talking|chatting|speaking) (?:to|with))\b/;

// Personal (consumer) borrowing: the service is for commercial use only.
const PERSONAL =
  /\b(?:mortgage (?:for|on) my (?:house|home|condo|apartment)|home loan|personal loan|student loans?|car loan|auto loan|payday loan|my (?:house|home|car|rent|tuition|wedding|vacation))\b/;

// Attempts to re-instruct the assistant: removed from the message, which is then answered normally.
// Each clause ends where the message goes on with another request ("… and tell me how PO financing works").
const CLAUSE_END = String.raw`[^.?!,;]*?(?=\s+(?:and|then|but|so)\s+|[.?!,;]|$)`;
const INJECTION = new RegExp(
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
const HOSTILE =
  /\b(?:useless|stupid|dumb|idiot|sucks?|garbage|trash|worst|hate (?:you|this)|shut up|f+u+c+k+|wtf|crap|pathetic|waste of time|not helpful|unhelpful)\b/;

// Subjects outside the site: answered "I don't know" unless the message also talks about business money.
const OFF_TOPIC =
  /\b(?:weather|forecast|joke|riddle|poem|song|lyrics|recipe|cook|movie|film|tv show|netflix|game|score|match|playoffs?|nba|nfl|nhl|soccer|football|hockey|celebrity|horoscope|dating|girlfriend|boyfriend|homework|capital of|president|prime minister|election|translate|bitcoin|ethereum|dogecoin|stock price|stock tips?|crypto|write (?:me )?(?:a|an|some) (?:code|essay|story|poem|program)|python|javascript|meaning of life|time is it|what day is|flights?|hotels?|vacation|holiday trip|doctor|symptoms?|medical advice|lottery|zodiac|religion|pizza|burger|sushi|taylor swift|superbowl|super bowl|world cup|olympics)\b/;
const DOMAIN =
  /\b(?:loans?|lend(?:er|ers|ing)?|fund(?:s|ed|ing)?|financ\w*|credit|cash|capital(?! of)|invoices?|revenue|business|company|borrow\w*|mca|advance|factoring|inventory|equipment|payroll|boundless|apply|application|partners?)\b/;

// Follow-ups that only make sense with the previous question ("and in Canada?", "what about startups?").
const FOLLOW_UP =
  /^(?:and|also|plus|but|or|what about|how about|what if|same (?:for|in|with)|ok(?:ay)?,? (?:and|what about)|in|for|with)\b/;

// Where one message asks two things ("I'm a lender and also need a loan").
const PART_BREAK = /\?\s+|\.\s+(?=[a-z])|;\s*|\s+(?:and also|but also|as well as|also|plus)\s+/;

// Phrasings made only of stop words, rewritten into what the content says.
const REWRITES: [RegExp, string][] = [
  [
    /\b(?:is boundless(?: ai)?|are (?:you|u)(?: guys)?|r u) (?:a |an |the )?(?:direct )?(?:lender|bank|broker|loan company|lending company|financial adviser|financial advisor)\b/,
    'not lender marketplace broker bank credit decisions',
  ],
  [
    /\bwho (?:started|founded|created|owns|runs) (?:this|the|your)? ?(?:company|business|platform|site|boundless(?: ai)?|it)\b/,
    'founders founded company history',
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
const RATES_OR_APPROVAL =
  /\b(?:interest rates?|rates?|apr|factor rates?|guaranteed|(?:guarantee|promise) (?:me |us )?(?:approval|funding|a loan|money)|will i (?:be|get) (?:approved|funded|accepted)|approve (?:me|us|my)|am i (?:approved|eligible|qualified)|chances?|odds)\b/;

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
  return `Thanks for stopping by! If more questions come up, I'm here, or e-mail ${emailLink()} and we'll reply within 24 hours on business days.`;
}

export function humanReply(): string {
  return [
    'Happy to connect you with our team:',
    `- ${bookingLink()} at a time that suits you`,
    `- E-mail ${emailLink()}: we reply within 24 hours on business days`,
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
    "I don't know about that one, and I'd rather not guess. I can answer questions about Boundless AI, our financing options and partner programmes. Our team can help with anything else:",
    `- ${bookingLink()}`,
    `- E-mail ${emailLink()} (${HOURS}; we reply within 24 hours on business days)`,
  ].join('\n');
}

/** A weak best match: the closest pages, and people who can answer for sure. */
export function uncertainReply(links: Link[]): string {
  return [
    "I'm not certain, but these pages look closest:",
    ...links.map((l) => `- ${link(l.label, l.href)}`),
    '',
    `Our team can answer for sure: ${bookingLink()} or e-mail ${emailLink()} (${HOURS}; we reply within 24 hours).`,
  ].join('\n');
}

export function hostileReply(): string {
  return [
    "I'm sorry I haven't been helpful. I answer from this website's content, so a person on our team may be better placed to help:",
    `- ${bookingLink()}`,
    `- E-mail ${emailLink()} (${HOURS}; we reply within 24 hours)`,
  ].join('\n');
}

/** The reply to a message that only tries to re-instruct the assistant: what it can do, as to any visitor. */
export function scopeReply(): string {
  return `I'm the Boundless AI assistant: I answer questions about Boundless AI, our financing options and partner programmes from this website's content. What would you like to know? To talk with a person, ${bookingLink()} or e-mail ${emailLink()}.`;
}

export type Confidence = { level: 'strong' | 'weak' | 'none'; coverage: number; evidence: number };

/**
 * How well the best hit answers the question. Each word weighs its rarity in the index; a word the index does
 * not know at all (not even through a typo-tolerant match) is left out rather than counted against the answer,
 * so no single unknown word vetoes it.
 */
export function assess(index: SearchIndex, question: string, hits: Hit[]): Confidence {
  const top = hits[0];
  if (!top) return { level: 'none', coverage: 0, evidence: 0 };
  const matchedAnywhere = new Set(hits.flatMap((h) => h.queryTerms));
  const topTerms = new Set(top.queryTerms);
  let total = 0;
  let evidence = 0;
  for (const group of queryGroups(question)) {
    const known = Math.max(0, ...group.terms.map((t) => idf(index, t)));
    const weight = known || (group.terms.some((t) => matchedAnywhere.has(t)) ? FUZZY_WEIGHT : 0);
    if (weight === 0) continue;
    total += weight;
    if (group.terms.some((t) => topTerms.has(t))) evidence += weight;
  }
  const coverage = total === 0 ? 0 : evidence / total;
  // Every word matched in the passage's curated questions, title, keywords or heading: a short question
  // ("I'm a lender") is confidently answered by its topic's own page even though its words are common.
  const curated =
    coverage === 1 && Object.values(top.fields).every((fields) => fields.some((f) => CURATED_FIELDS.has(f)));
  // A clear lead over the best other page makes a slightly lower coverage enough.
  const runnerUp = hits.find((h) => h.passage.url !== top.passage.url)?.score ?? 0;
  const decisive = top.score >= runnerUp * DECISIVE_LEAD;
  const confident =
    top.score >= MIN_SCORE &&
    (evidence >= MIN_EVIDENCE || curated) &&
    (coverage >= MIN_COVERAGE ||
      (decisive && coverage >= DECISIVE_COVERAGE) ||
      (coverage >= LONG_COVERAGE && evidence >= LONG_EVIDENCE));
  const level = confident ? 'strong' : evidence >= OFF_TOPIC_EVIDENCE ? 'weak' : 'none';
  return { level, coverage, evidence };
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“$])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);

const clip = (text: string) =>
  text.length > MAX_EXCERPT ? `${text.slice(0, MAX_EXCERPT).replace(/\s+\S*$/, '')}…` : text;

/** The opening sentences of a passage (an article's introduction usually defines its topic). */
export function lead(passage: Passage): string {
  const list = sentences(passage.text);
  if (list.length === 0) return clip(passage.text);
  const [first, second] = list;
  return clip(second && first.length + second.length < MAX_EXCERPT ? `${first} ${second}` : first);
}

/** Every stem a question asks about, its expansions included. */
const questionStems = (question: string) => new Set(queryGroups(question).flatMap((g) => g.terms));

/** Share of the question's words found in a title. */
function titleCoverage(title: string, question: string): number {
  const groups = queryGroups(question);
  if (groups.length === 0) return 0;
  const titleTerms = new Set(words(title).map(stem));
  return groups.filter((g) => g.terms.some((t) => titleTerms.has(t))).length / groups.length;
}

/** The one or two sentences of an article section that best answer the question, in their original order. */
export function excerpt(passage: Passage, question: string): string {
  const terms = questionStems(question);
  const list = sentences(passage.text);
  if (list.length === 0) return clip(passage.text);
  const scored = list.map((s, i) => ({
    i,
    s,
    score:
      new Set(
        words(s)
          .map(stem)
          .filter((t) => terms.has(t)),
      ).size -
      i * 0.01,
  }));
  const best = [...scored].sort((a, b) => b.score - a.score);
  const chosen = [best[0]];
  const second = best[1];
  if (second && second.score > 0 && best[0].s.length + second.s.length < MAX_EXCERPT) chosen.push(second);
  return clip(
    chosen
      .sort((a, b) => a.i - b.i)
      .map((c) => c.s)
      .join(' '),
  );
}

/** Where the quoted sentences come from, as the reply names it. */
export function source(p: Passage): string {
  if (p.kind === 'blog') return `From our article “${p.title}”:`;
  if (p.kind === 'faq') return `From the FAQ on our ${p.page ?? 'Contact Us'} page:`;
  return `From our ${p.page ?? p.title} page:`;
}

/** The named page and the sentences of the best passage that answer the question. */
function answerText(index: SearchIndex, hits: Hit[], question: string): string {
  const p = hits[0].passage;
  if (p.answer) return `${source(p)} ${p.answer}`;
  const intro = index.byId.get(p.id.replace(/:\d+$/, ':0'));
  if (!intro) return `${source(p)} ${excerpt(p, question)}`;
  // The article's best-matching section: the top hit itself, or a close one when the introduction ranked first
  // (its frontmatter questions are boosted).
  const section =
    p !== intro
      ? p
      : hits.find((h) => h.passage.url === p.url && h.passage !== intro && h.score >= hits[0].score * SECTION_SHARE)
          ?.passage;
  // A section whose heading names something asked beyond the article's title ("In Canada") answers it.
  const stems = questionStems(question);
  const titleStems = new Set(words(p.title).map(stem));
  const named = section?.heading && words(section.heading).some((w) => stems.has(stem(w)) && !titleStems.has(stem(w)));
  if (section && named) return `${source(p)} ${excerpt(section, question)}`;
  // A question about the article's topic as a whole ("what is an SBA loan") is answered by its introduction,
  // a narrower one by the best sentences of the matching section.
  if (!section || titleCoverage(p.title, question) >= 0.6) return `${source(p)} ${lead(intro)}`;
  return `${source(p)} ${excerpt(section, question)}`;
}

/** The best distinct pages among the hits: the top one, then those close to it. */
function bestLinks(hits: Hit[], max = MAX_LINKS, share = RELATED_SHARE): Link[] {
  const top = hits[0]?.score ?? 0;
  const out: Link[] = [];
  for (const h of hits) {
    if (out.length >= max) break;
    if (h.score < top * share) break;
    if (out.some((l) => l.href === h.passage.url)) continue;
    out.push({ label: h.passage.title, href: h.passage.url });
  }
  return out;
}

const RATES_NOTE =
  "Each lender sets its own rates and makes its own approval decision after reviewing your profile, so I can't quote a rate or promise an approval.";

const withRates = (question: string, p: Passage | null, text: string) =>
  RATES_OR_APPROVAL.test(normalise(question)) && p?.id !== 'approval' ? `${RATES_NOTE} ${text}` : text;

type Searched = { hits: Hit[]; confidence: Confidence };

function run(index: SearchIndex, question: string, weightOf?: (term: string) => number): Searched {
  const hits = search(index, question, 12, weightOf);
  return { hits, confidence: assess(index, question, hits) };
}

/** Composes the reply for one searched question: the answer, the closest pages, or "I don't know". */
function compose(index: SearchIndex, question: string, { hits, confidence }: Searched, topic: string): Reply {
  if (confidence.level === 'none' || hits.length === 0)
    return { intent: 'unknown', response: unknownReply(), links: [], hits };
  if (confidence.level === 'weak') {
    const links = bestLinks(hits, 3, 0);
    return { intent: 'uncertain', response: withRates(question, null, uncertainReply(links)), links, hits, topic };
  }
  const p = hits[0].passage;
  const links = bestLinks(hits);
  return {
    intent: 'answer',
    response: format(withRates(question, p, answerText(index, hits, question)), links),
    links,
    hits,
    topic,
  };
}

/** Searches the index and composes the answer, the closest pages, or says it does not know. */
export function searchReply(index: SearchIndex, question: string): Reply {
  return compose(index, question, run(index, question), question);
}

/** Both halves of a two-part question, when each is answered confidently by a different page. */
function twoPartReply(index: SearchIndex, message: string): Reply | null {
  const parts = message
    .split(PART_BREAK)
    .map((p) => p.trim())
    .filter((p) => words(p).length > 0);
  if (parts.length < 2) return null;
  const answered = parts.map((part) => ({ part, ...run(index, part) })).filter((a) => a.confidence.level === 'strong');
  const distinct = answered.filter(
    (a, i) => answered.findIndex((b) => b.hits[0].passage.url === a.hits[0].passage.url) === i,
  );
  if (distinct.length < 2) return null;
  const [a, b] = distinct;
  const texts = [a, b].map(({ part, hits }) => withRates(part, hits[0].passage, answerText(index, hits, part)));
  const links = [...bestLinks(a.hits, 2), ...bestLinks(b.hits, 2)].filter(
    (l, i, all) => all.findIndex((x) => x.href === l.href) === i,
  );
  return {
    intent: 'answer',
    response: format(texts.join('\n\n'), links.slice(0, 4)),
    links: links.slice(0, 4),
    hits: [...a.hits.slice(0, 3), ...b.hits.slice(0, 3)],
    topic: message,
  };
}

/** Whether a message may be a follow-up that needs the previous question (worth reading the transcript for). */
export function mayFollowUp(message: string): boolean {
  return FOLLOW_UP.test(normalise(message)) || words(message).length <= SHORT_FOLLOW_UP;
}

/** A follow-up ("and in Canada?") read together with the previous question, its own words weighing more. */
function followUpReply(index: SearchIndex, message: string, previous: string): Reply | null {
  // A short message ("who qualifies?", "how long are they?") or one that opens like a continuation.
  if (!mayFollowUp(message)) return null;
  const ownTerms = new Set(queryGroups(message).flatMap((g) => g.terms));
  const combined = `${previous} ${message}`;
  const searched = run(index, combined, (term) => (ownTerms.has(term) ? OWN_WEIGHT : 1));
  if (searched.confidence.level !== 'strong') return null;
  return compose(index, combined, searched, combined.slice(-MAX_TOPIC));
}

/** Removes attempts to re-instruct the assistant; `injected` says whether there were any. */
export function withoutInjection(message: string): { text: string; injected: boolean } {
  const text = message.replace(INJECTION, ' ').replace(/\s+/g, ' ').trim();
  return { text, injected: text !== message.replace(/\s+/g, ' ').trim() };
}

/**
 * Everything the widget can be asked. `previous` is the topic of the conversation's previous answered question,
 * for follow-ups.
 */
export function reply(index: SearchIndex, message: string, previous?: string): Reply {
  const social = (intent: Intent, response: string): Reply => ({ intent, response, links: [], hits: [] });
  const cleaned = withoutInjection(message);
  if (cleaned.injected && words(cleaned.text).length === 0) return social('answer', scopeReply());
  const question = cleaned.text;
  const text = normalise(question);

  if (HUMAN.test(text)) return social('human', humanReply());
  if (IDENTITY.test(text)) return social('answer', identityReply());
  if (PERSONAL.test(text) && !/\b(?:business|company|firm|store|shop|restaurant)\b/.test(text))
    return social('answer', personalReply());
  const rewrite = REWRITES.find(([pattern]) => pattern.test(text));
  if (rewrite) return searchReply(index, `${rewrite[1]} ${question}`);
  if (/^(?:no|nope|nah|not really|not now|no thanks?(?: you)?)$/.test(text)) return social('greeting', declineReply());
  if (onlySmallTalk(text)) {
    if (GOODBYE.test(text)) return social('goodbye', goodbyeReply());
    if (THANKS.test(text)) return social('thanks', thanksReply());
    // "ok", "great": an acknowledgement; a bare greeting or a question of stop words only: an invitation.
    if (words(text).length > 0 && !GREETING.test(text)) return social('thanks', thanksReply());
    return social('greeting', greetingReply());
  }
  const onTopic = DOMAIN.test(text);
  if (HOSTILE.test(text) && words(text).length <= 4) return social('human', hostileReply());
  if (OFF_TOPIC.test(text) && !onTopic) return social('unknown', unknownReply());
  if (previous) {
    const followUp = followUpReply(index, question, previous);
    if (followUp) return followUp;
  }
  const single = run(index, question);
  const both = twoPartReply(index, question);
  if (both) return both;
  if (single.confidence.level !== 'strong' && HOSTILE.test(text)) return social('human', hostileReply());
  const answer = compose(index, question, single, question.slice(0, MAX_TOPIC));
  // Anything the site's words touch, however faintly, gets the closest pages and the team: "I don't know" is
  // for questions outside the site's subject.
  if (
    answer.intent === 'unknown' &&
    single.hits.length > 0 &&
    (onTopic || single.confidence.evidence >= FAINT_EVIDENCE)
  ) {
    const links = bestLinks(single.hits, 3, 0);
    return { intent: 'uncertain', response: uncertainReply(links), links, hits: single.hits, topic: question };
  }
  return answer;
}

/** True when the visitor asks to reach a person (the hand-off above); the chat function alerts staff then. */
export function asksForHuman(message: string): boolean {
  return HUMAN.test(normalise(message));
}
