/** The closest pages when no written answer fits, with the sentences that answer from the first two. */
import type { ContentAnswerId } from '~/i18n/chat-answer-types';
import { amountIn, CONTENT, CONTENT_IDS, overCap, pageOf, TEXTS, type Link } from '~/lib/chat-answers';
import { aboutWords, type Guess } from '~/lib/chat-model';
import { search, type Hit, type SearchIndex } from '~/lib/search';
import type { Query, Reply } from './query';
import { format, unknownReply, uncertainIntro } from './replies';
import { answeringSentence } from './sentences';

/** Closest pages listed when no written answer fits. */
export const MAX_CLOSEST = 3;

/** No written answer fits: the closest pages, the sentences that answer from the first two, and a person. */
export function closest(
  index: SearchIndex,
  q: Query,
  searched: string,
  topic: string,
  { skip, sure = false, guesses = [], found }: { skip?: string; sure?: boolean; guesses?: Guess[]; found?: Hit[] } = {},
): Reply {
  const t = TEXTS[q.locale];
  const hits = (found ?? search(index, searched, 12)).filter((h) => h.passage.url !== skip);
  if (hits.length === 0) return { intent: 'unknown', response: unknownReply(q.locale), links: [], hits: [], topic };
  // The model's likeliest page, too unsure to answer with, is still among the closest: its best guess's, or its
  // second's when the best has no page (a person asked for beside a product).
  const paged = guesses.slice(0, 2).find((g) => CONTENT(g.id));
  const guessed = paged ? pageOf(paged.id as ContentAnswerId, q.locale) : undefined;
  const links: Link[] = guessed && guessed.href !== skip ? [guessed] : [];
  for (const h of hits) {
    if (links.length >= MAX_CLOSEST) break;
    if (!links.some((l) => l.href === h.passage.url)) links.push({ label: h.passage.title, href: h.passage.url });
  }
  const best = hits[0].passage;
  const quote = answeringSentence(best.answer ?? best.text, searched);
  const said = `${t.quoted(best.title)} ${quote}`;
  // A sentence that shares no word but stop words with the question ("Sorry about that.") says nothing about it.
  const asked = new Set(aboutWords(searched, q.locale));
  const shares = (sentence: string) => aboutWords(sentence, q.locale).some((w) => asked.has(w));
  // The next listed page's sentence on the question too, when it says something else: a hedge's pages are unsure,
  // and two sentences answer more often than one (docs/chat-rounds.md, round 16).
  const next = hits.find((h) => h.passage.url !== best.url && links.some((l) => l.href === h.passage.url));
  const also = next ? answeringSentence(next.passage.answer ?? next.passage.text, searched) : '';
  const quoted = [
    ...(shares(quote) ? [said, ''] : []),
    ...(next && also !== quote && shares(also) ? [`${t.quoted(next.passage.title)} ${also}`, ''] : []),
  ];
  // An amount outside what the marketplace funds is said whatever the pages ("$1,500 is below…"), and one above the
  // maximum of the product whose page comes first, as its written answer would say it.
  const amount = amountIn(q.text);
  const first = CONTENT_IDS.find((id) => pageOf(id, q.locale).href === links[0]?.href);
  const range = overCap('products', q.locale, amount) || (first ? overCap(first, q.locale, amount) : '');
  const top = hits.slice(0, MAX_CLOSEST);
  if (sure) return { intent: 'answer', response: format(range + said, links, q.locale), links, hits: top, topic };
  // An amount no lender here funds is the answer: the pages go further, with no doubt cast on it.
  const intro = skip || range ? t.already : uncertainIntro(q.locale);
  const lines = [
    ...(range ? [range.trim(), ''] : []),
    intro,
    '',
    ...quoted,
    ...links.map((l) => `- [${l.label}](${l.href})`),
    ...(range ? [] : ['', t.person]),
  ];
  return { intent: range ? 'answer' : 'uncertain', response: lines.join('\n'), links, hits: top, topic };
}
