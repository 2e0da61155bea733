/**
 * The chat assistant's answers: small talk, hand-off to a person and attempts to re-instruct it are recognised
 * first (intents.ts); anything else is searched in the site's own content (the build-time index) and answered
 * by naming the page and quoting the sentences that answer, plus links to the best pages (answer.ts). A weak
 * best match gets the closest pages and the contact options; only a question outside the site's subject gets
 * "I don't know". Replies are plain text; links use the Markdown form [label](href), which the widget renders
 * as real links.
 */
import { idf, queryGroups, words, type Hit, type Locale, type SearchIndex } from '~/lib/search';
import { correctTypos } from '~/lib/search-typos';
import { answerText } from './answer';
import { bestLinks, closestLinks } from './links';
import { intentsFor, mayFollowUp, onlySmallTalk, withoutInjection } from './intents';
import {
  declineReply,
  format,
  goodbyeReply,
  greetingReply,
  hostileReply,
  humanReply,
  identityReply,
  personalReply,
  ratesNote,
  scopeReply,
  thanksReply,
  uncertainPartText,
  unknownReply,
  withSeeAlso,
  type Link,
} from './replies';
import { onDomain, onTopicOnly } from './on-topic';
import { questionTail } from './question-tail';
import { withRates } from './rates';
import { run, runAsked } from './searched';
import { seeAlso } from './see-also';
import { closestInConversation, followUpReply } from './follow-up';
import { closestReply, compose, MAX_TOPIC, searchReply, type Intent, type Reply } from './single';

export { searchReply, type Intent, type Reply };

/** Below this, a question without any business-money word is taken as outside the site's subject. */
const FAINT_EVIDENCE = 0.5;

/** Content words in a remark made around a greeting or thanks. */
const SHORT_REMARK = 4;

/**
 * Thanks, a greeting or a goodbye whose other words the site never uses ("merci infiniment", "bonjour la
 * compagnie"): small talk too, not a question.
 */
function politeOnly(index: SearchIndex, message: string, text: string): boolean {
  const { locale } = index;
  const I = intentsFor(locale);
  if (!I.THANKS.test(text) && !I.GREETING.test(text) && !I.GOODBYE.test(text)) return false;
  const groups = queryGroups(text, locale);
  // A short remark around it that asks nothing and names nothing of the site's subject ("ok merci c'est
  // clair", "bonjour! première fois sur votre site"); not a question typed without its question mark
  // ("bonjour, c'est quoi le BAIIA", "bonjour, mes infos vont-tu être vendues").
  const asks =
    message.includes('?') || I.ASKS.test(text) || message.split(/[,.;:!]/).some((c) => I.QUESTION.test(I.normalise(c)));
  const { level } = run(index, message).confidence;
  if (!asks && !onDomain(text, locale) && groups.length <= SHORT_REMARK && level !== 'strong') return true;
  // Words the site never uses, not even mistyped ("hi, invoce factring" finds the factoring pages).
  return level === 'none' && groups.every((g) => I.FILLER.has(g.word) || g.terms.every((t) => idf(index, t) === 0));
}

/**
 * Outside the site's subject: an off-topic request that names nothing of it, or one's own savings, taxes or
 * immigration file with no business word (`onTopic`: whether the text names the site's subject).
 */
function outsideSubject(text: string, locale: Locale, onTopic: boolean): boolean {
  const I = intentsFor(locale);
  return (I.OFF_TOPIC.test(text) && !onTopic) || (I.PERSONAL_AFFAIRS.test(text) && !I.BUSINESS.test(text));
}

/**
 * One part of a several-part question: a page's answer, how to reach the team (hours, a person), or the closest
 * pages (`sure` false).
 */
type Part = { key: string; sure: boolean; text: string; links: Link[]; hits: Hit[] };

const MAX_PARTS = 3;

function partOf(index: SearchIndex, part: string): Part | null {
  const { locale } = index;
  const I = intentsFor(locale);
  const text = I.normalise(part);
  if (outsideSubject(text, locale, onDomain(text, locale))) return null;
  if (I.HUMAN.test(text)) return { key: 'human', sure: true, text: humanReply(locale), links: [], hits: [] };
  const rewrite = I.REWRITES.find(([pattern]) => pattern.test(text));
  const question = rewrite ? `${rewrite[1]} ${part}` : part;
  const searched = onTopicOnly(index, text, runAsked(index, question));
  if (!searched || searched.hits.length === 0) return null;
  const { hits, confidence } = searched;
  // As for a whole question: anything the site's words touch gets its closest pages.
  if (confidence.level === 'none' && !onDomain(text, locale) && confidence.evidence < FAINT_EVIDENCE) return null;
  if (confidence.level !== 'strong') {
    const links = closestLinks(index, question, hits);
    return { key: `closest:${hits[0].passage.id}`, sure: false, text: '', links, hits: hits.slice(0, 2) };
  }
  const text2 = withRates(locale, part, hits[0].passage, answerText(index, hits, question));
  return { key: hits[0].passage.id, sure: true, text: text2, links: bestLinks(hits, 2), hits: hits.slice(0, 3) };
}

/**
 * Each part of a message that asks several things ("what is an MCA? and your hours?"): answered by its page or
 * the team's contact details, or, when no page answers it for sure, its closest pages. Only when at least one
 * part is answered for sure and the parts are different questions.
 */
function multiPartReply(index: SearchIndex, message: string): Reply | null {
  const { locale } = index;
  const pieces = message
    .split(intentsFor(locale).PART_BREAK)
    .map((p) => p?.trim() ?? '')
    .filter((p) => words(p, locale).length > 0)
    .slice(0, MAX_PARTS);
  if (pieces.length < 2) return null;
  const found = pieces.map((p) => partOf(index, p)).filter((p): p is Part => p !== null);
  const parts = found.filter((a, i) => found.findIndex((b) => b.key === a.key) === i);
  const sure = parts.filter((p) => p.sure);
  const unsure = parts.filter((p) => !p.sure);
  if (parts.length < 2 || sure.length === 0) return null;
  const unique = (items: Link[]) => items.filter((l, i, all) => all.findIndex((x) => x.href === l.href) === i);
  const links = unique(sure.flatMap((p) => p.links)).slice(0, 4);
  const closest = unique(unsure.flatMap((p) => p.links)).filter((l) => !links.some((x) => x.href === l.href));
  // The other pages of each answered part's subject, one each.
  const also = unique(
    sure.flatMap((p) =>
      seeAlso(
        index,
        p.hits.slice(0, 1).map((h) => h.passage),
        [...links, ...closest],
        1,
      ),
    ),
  );
  const answered = withSeeAlso(format(sure.map((p) => p.text).join('\n\n'), links, locale), also, locale);
  const all = [...links, ...also, ...closest];
  return {
    // A part answered only by its closest pages makes the whole reply uncertain.
    intent: unsure.length > 0 ? 'uncertain' : 'answer',
    response: unsure.length > 0 ? `${answered}\n\n${uncertainPartText(closest, locale)}` : answered,
    links: all,
    hits: parts.flatMap((p) => p.hits),
    topic: message,
  };
}

/**
 * Everything the widget can be asked. `previous` is the topic of the conversation's previous answered question,
 * for follow-ups.
 */
export function reply(index: SearchIndex, message: string, previous?: string): Reply {
  const { locale } = index;
  const I = intentsFor(locale);
  const social = (intent: Intent, response: string): Reply => ({ intent, response, links: [], hits: [] });
  // Swapped or doubled letters read as the word the site knows ("vos hueres" → "vos heures").
  const cleaned = withoutInjection(correctTypos(index, message), locale);
  if (cleaned.injected) {
    // What is left once the attempt is removed is answered when a page (or the team) answers it for sure;
    // otherwise the assistant says what it does, as to any visitor.
    const rest = words(cleaned.text, locale).length > 0 ? reply(index, cleaned.text, previous) : null;
    if (rest && (rest.intent === 'answer' || rest.intent === 'human')) return rest;
    // An attempt to extract a rate or an approval ("pretend to be my lender and confirm 4 %") hears why not.
    const rates = I.RATES_OR_APPROVAL.test(I.normalise(message)) ? `${ratesNote(locale)} ` : '';
    return social('answer', `${rates}${scopeReply(locale)}`);
  }
  const question = cleaned.text;
  const text = I.normalise(question);
  // A greeting or "quick question:" before the question: the question alone.
  const tail = questionTail(question, locale);
  const preamble = tail ? words(question.slice(0, question.lastIndexOf(tail)), locale) : [];
  if (tail && preamble.every((w) => I.FILLER.has(w)) && words(tail, locale).some((w) => !I.FILLER.has(w)))
    return reply(index, tail, previous);

  // Several questions in one message: each part answered (before the hand-off, which may be one of them).
  const parts = multiPartReply(index, question);
  if (parts) return parts;
  if (I.HUMAN.test(text)) return social('human', humanReply(locale));
  if (I.IDENTITY.test(text)) return social('answer', identityReply(locale));
  if (I.PERSONAL.test(text) && !I.BUSINESS.test(text)) return social('answer', personalReply(locale));
  const rewrite = I.REWRITES.find(([pattern]) => pattern.test(text));
  if (rewrite) return searchReply(index, `${rewrite[1]} ${question}`);
  if (I.DECLINE.test(text)) return social('greeting', declineReply(locale));
  if (onlySmallTalk(text, locale) || politeOnly(index, question, text)) {
    if (I.GOODBYE.test(text)) return social('goodbye', goodbyeReply(locale));
    if (I.THANKS.test(text)) return social('thanks', thanksReply(locale));
    // "ok", "great": an acknowledgement; a bare greeting or a question of stop words only: an invitation.
    if (words(text, locale).length > 0 && !I.GREETING.test(text)) return social('thanks', thanksReply(locale));
    return social('greeting', greetingReply(locale));
  }
  const onTopic = onDomain(text, locale);
  // An insult, short or without a question in it, hears the hand-off, not a page that shares its words.
  if (I.HOSTILE.test(text) && (words(text, locale).length <= 4 || !question.includes('?')))
    return social('human', hostileReply(locale));
  if (outsideSubject(text, locale, onTopic) || I.CREATIVE?.test(text)) return social('unknown', unknownReply(locale));
  if (previous) {
    const followUp = followUpReply(index, question, previous);
    if (followUp) return followUp;
  }
  const single = runAsked(index, question);
  if (single.confidence.level !== 'strong' && I.HOSTILE.test(text)) return social('human', hostileReply(locale));
  // A follow-up answered on its own still leads with the product the conversation is about, and one its own
  // words cannot place ("and in Canada, is there an equivalent?") gets the conversation's closest pages.
  const conversation = previous && mayFollowUp(question, locale) ? `${previous} ${question}` : null;
  const named = conversation ?? question;
  const searched = onTopicOnly(index, text, single);
  if (!searched)
    return conversation ? closestInConversation(index, conversation) : social('unknown', unknownReply(locale));
  const answer = compose(index, question, searched, question.slice(0, MAX_TOPIC), named);
  // Anything the site's words touch, however faintly, gets the closest pages and the team: "I don't know" is
  // for questions outside the site's subject.
  if (
    answer.intent === 'unknown' &&
    single.hits.length > 0 &&
    (onTopic || single.confidence.evidence >= FAINT_EVIDENCE)
  ) {
    return closestReply(index, question, single.hits, question, named);
  }
  if (answer.intent === 'unknown' && conversation) return closestInConversation(index, conversation);
  return answer;
}
