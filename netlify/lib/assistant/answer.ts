/**
 * An answer from the search hits: how confident it is, the page it names, the sentences it quotes and the
 * pages it links. Nothing here quotes a rate or promises an approval: lenders decide.
 */
import { idf, queryGroups, stemIn, words, type Hit, type Locale, type Passage, type SearchIndex } from '~/lib/search';
import { source } from './replies';

/** A text's stems in a language. */
const stems = (text: string, locale: Locale) => words(text, locale).map((w) => stemIn(locale, w));

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
/**
 * Coverage a French question needs for an article to answer it outright: below it, the closest pages. The wrong
 * answers of the French test parts, once moved to fr-dev, were mostly articles matching a stray word.
 */
const FR_ARTICLE_COVERAGE = 0.7;
/** Share of the matched weight that must be in the top page's curated fields, unless it leads clearly. */
const TOPICAL_SHARE = 0.5;
/** Below this, a short question's words are too common to answer it outright ("du financement"). */
const CURATED_EVIDENCE = 0.7;
/**
 * A question with at least this many words the index knows must match at least two of them of some rarity (idf
 * of `RARE_WORD` or more) in the top page to be answered outright.
 */
const LONE_MIN_WORDS = 4;
const RARE_WORD = 1;
/** Minimum MiniSearch score of the best passage for a confident answer. */
export const MIN_SCORE = 6;
/** Fields written to describe a passage's topic, as opposed to its body text. */
export const CURATED_FIELDS = new Set(['questions', 'title', 'keywords', 'heading']);
/** Weight of a word the index only knows through a typo-tolerant match. */
const FUZZY_WEIGHT = 2;
const MAX_EXCERPT = 340;
/** A section of the top article is quoted instead of its introduction when it scores at least this share. */
const SECTION_SHARE = 0.25;

/**
 * `strict`: coverage with every word the index does not know counted as unmatched (what an off-topic question
 * looks like); `curated`: the matched words' weight found in the top passage's questions, title, keywords or
 * heading (a topic the page is written about, not a word its body happens to use).
 */
export type Confidence = {
  level: 'strong' | 'weak' | 'none';
  coverage: number;
  evidence: number;
  strict: number;
  curated: number;
  /** The rarity of the rarest word matched in the top page's title (the question names the page's subject). */
  titled: number;
  /** Whether some word is known only through a typo-tolerant match. */
  typo: boolean;
};

/**
 * How well the best hit answers the question. Each word weighs its rarity in the index; a word the index does
 * not know at all (not even through a typo-tolerant match) is left out rather than counted against the answer,
 * so no single unknown word vetoes it.
 */
export function assess(index: SearchIndex, question: string, hits: Hit[]): Confidence {
  const top = hits[0];
  if (!top) return { level: 'none', coverage: 0, evidence: 0, strict: 0, curated: 0, titled: 0, typo: false };
  const matchedAnywhere = new Set(hits.flatMap((h) => h.queryTerms));
  const topTerms = new Set(top.queryTerms);
  let total = 0;
  let unknown = 0;
  let evidence = 0;
  let curatedEvidence = 0;
  let titled = 0;
  let typo = false;
  let knownGroups = 0;
  let strongGroups = 0;
  for (const group of queryGroups(question, index.locale, index.df)) {
    const known = Math.max(0, ...group.terms.map((t) => idf(index, t)));
    const weight = known || (group.terms.some((t) => matchedAnywhere.has(t)) ? FUZZY_WEIGHT : 0);
    if (weight === 0) {
      unknown += FUZZY_WEIGHT;
      continue;
    }
    typo ||= known === 0;
    total += weight;
    knownGroups++;
    const matched = group.terms.filter((t) => topTerms.has(t));
    if (matched.length === 0) continue;
    evidence += weight;
    if (weight >= RARE_WORD) strongGroups++;
    if (matched.some((t) => top.fields[t]?.some((f) => CURATED_FIELDS.has(f)))) curatedEvidence += weight;
    if (matched.some((t) => top.fields[t]?.includes('title'))) titled = Math.max(titled, known);
  }
  const coverage = total === 0 ? 0 : evidence / total;
  const strict = total + unknown === 0 ? 0 : evidence / (total + unknown);
  // Every word matched in the passage's curated questions, title, keywords or heading: a short question
  // ("I'm a lender") is confidently answered by its topic's own page even though its words are common.
  // Not when a word the index does not know at all is left over: likely the question's own subject, mistyped.
  const curated =
    coverage === 1 && curatedEvidence >= evidence && strict >= MIN_COVERAGE && evidence >= CURATED_EVIDENCE;
  // A clear lead over the best other page makes a slightly lower coverage enough.
  const runnerUp = hits.find((h) => h.passage.url !== top.passage.url)?.score ?? 0;
  const decisive = top.score >= runnerUp * DECISIVE_LEAD;
  // Most of the matched weight in the page's own topic words, or a clear lead: a page whose body merely uses
  // the question's rarest word ("qui est admissible", matched in a product's fine print) is only the closest.
  const topical = curatedEvidence >= evidence * TOPICAL_SHARE;
  // A question of several words the site knows, answered through only one of them that says anything (the rest
  // common or unmatched): a page sharing the one word, not an answer ("my statements are done in Excel, not by an
  // accountant" matched only "accountant", on the referral partners' page).
  const lone = knownGroups >= LONE_MIN_WORDS && strongGroups < 2;
  const confident =
    !lone &&
    (topical || decisive) &&
    top.score >= MIN_SCORE &&
    (evidence >= MIN_EVIDENCE || curated) &&
    (coverage >= MIN_COVERAGE ||
      (decisive && coverage >= DECISIVE_COVERAGE) ||
      (coverage >= LONG_COVERAGE && evidence >= LONG_EVIDENCE));
  // French questions are typed loosely (no accents, fused elisions, anglicisms): an article, whose long body
  // matches stray words, must match more of the question to answer it outright.
  // …and lead the next page clearly: two articles close together are two candidates, not an answer.
  const loose = index.locale === 'fr' && top.passage.kind === 'blog' && (coverage < FR_ARTICLE_COVERAGE || !decisive);
  const level = confident && !loose ? 'strong' : evidence >= OFF_TOPIC_EVIDENCE ? 'weak' : 'none';
  return { level, coverage, evidence, strict, curated: curatedEvidence, titled, typo };
}

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý0-9"“«$])/)
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
const questionStems = (question: string, locale: Locale) =>
  new Set(queryGroups(question, locale).flatMap((g) => g.terms));

/** Share of the question's words found in a title. */
function titleCoverage(title: string, question: string, locale: Locale): number {
  const groups = queryGroups(question, locale);
  if (groups.length === 0) return 0;
  const titleTerms = new Set(stems(title, locale));
  return groups.filter((g) => g.terms.some((t) => titleTerms.has(t))).length / groups.length;
}

/** The one or two sentences of an article section that best answer the question, in their original order. */
export function excerpt(passage: Passage, question: string, locale: Locale = 'en'): string {
  const terms = questionStems(question, locale);
  const list = sentences(passage.text);
  if (list.length === 0) return clip(passage.text);
  const scored = list.map((s, i) => ({
    i,
    s,
    score: new Set(stems(s, locale).filter((t) => terms.has(t))).size - i * 0.01,
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

/** The named page and the sentences of the best passage that answer the question. */
export function answerText(index: SearchIndex, hits: Hit[], question: string): string {
  const { locale } = index;
  const p = hits[0].passage;
  if (p.answer) return `${source(p, locale)} ${p.answer}`;
  const intro = index.byId.get(p.id.replace(/:\d+$/, ':0'));
  if (!intro) return `${source(p, locale)} ${excerpt(p, question, locale)}`;
  // The article's best-matching section: the top hit itself, or a close one when the introduction ranked first
  // (its frontmatter questions are boosted).
  const section =
    p !== intro
      ? p
      : hits.find((h) => h.passage.url === p.url && h.passage !== intro && h.score >= hits[0].score * SECTION_SHARE)
          ?.passage;
  // A section whose heading names something asked beyond the article's title ("In Canada") answers it.
  const asked = questionStems(question, locale);
  const titleStems = new Set(stems(p.title, locale));
  const named = section?.heading && stems(section.heading, locale).some((t) => asked.has(t) && !titleStems.has(t));
  if (section && named) return `${source(p, locale)} ${excerpt(section, question, locale)}`;
  // A question about the article's topic as a whole ("what is an SBA loan") is answered by its introduction,
  // a narrower one by the best sentences of the matching section.
  if (!section || titleCoverage(p.title, question, locale) >= 0.6) return `${source(p, locale)} ${lead(intro)}`;
  return `${source(p, locale)} ${excerpt(section, question, locale)}`;
}
