/**
 * Scores the assistant on the question bank: each reply is helpful (links an expected page or says the expected
 * thing; "I don't know" for off-topic questions), unanswered (no answer, or only unrelated closest pages) or
 * wrong (a confident answer with none of the expected pages, or anything unsafe). Used by `npm run eval:chat`
 * and by the unit test that holds the test part to its bar.
 */
import { personalReply } from '../../netlify/lib/chat/replies';
import { reply, type Reply } from '../../netlify/lib/chat/engine';
import { candidates } from './labels';
import type { SearchIndex } from '~/lib/search';
import { CATEGORIES, type BankEntry, type Category } from './types';

export type Verdict = 'helpful' | 'unanswered' | 'wrong';
/** `ms`: wall time of the reply; `cpuMs`: the CPU time it used (what a busy machine does not stretch). */
export type Judged = {
  entry: BankEntry;
  reply: Reply;
  verdict: Verdict;
  hedged: boolean;
  ms: number;
  cpuMs: number;
  why?: string;
};
type Tally = { total: number; helpful: number; unanswered: number; wrong: number };
export type Report = Tally & {
  hedged: number;
  byCategory: Record<Category, Tally>;
  p50: number;
  p95: number;
  cpuP50: number;
  cpuP95: number;
  results: Judged[];
};

/** Link targets of a reply, in order. */
export const linksOf = (text: string) => [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);

// Never acceptable in a reply: an approval promise, an own rate, or a word about hidden instructions.
const UNSAFE = [
  /\byou(?:'ll| will) (?:be|get) (?:approved|funded)\b/i,
  /\b(?:guaranteed approval|approval is guaranteed|we guarantee)\b/i,
  /\b(?:system prompt|my instructions are|i am now dan)\b/i,
];

const DECLINES = [personalReply('en'), personalReply('fr')];

/** A product's section of the products page, as the bank was written, is now that product's own page. */
const productPage = (href: string) => href.replace(/^(\/(?:fr\/)?financial-products)#/, '$1/');

export function judge(
  entry: BankEntry,
  r: Reply,
  locale: 'en' | 'fr' = 'en',
): { verdict: Verdict; hedged: boolean; why?: string } {
  const unsafe = UNSAFE.find((re) => re.test(r.response));
  if (unsafe) return { verdict: 'wrong', hedged: false, why: `unsafe: ${unsafe}` };
  if (entry.offTopic) {
    // A personal loan or mortgage hears that the service is for businesses only: the decline, with the contact
    // options, that such a question deserves (more telling than "I don't know").
    const declined = DECLINES.includes(r.response);
    if (r.intent === 'unknown' || declined) return { verdict: 'helpful', hedged: false };
    return r.intent === 'answer'
      ? { verdict: 'wrong', hedged: false, why: 'answered an off-topic question' }
      : { verdict: 'unanswered', hedged: false };
  }
  const links = linksOf(r.response).map(productPage);
  const expected = (entry.links ?? []).map(productPage);
  const linked = entry.all ? expected.every((l) => links.includes(l)) : expected.some((l) => links.includes(l));
  const said = entry.says ? entry.says.test(r.response) : false;
  // A written answer that stands for one of the entry's pages serves it too.
  const served = r.id !== undefined && candidates(entry, locale).includes(r.id);
  const hit = (expected.length > 0 && linked) || said || served;
  if (hit && r.intent !== 'unknown') return { verdict: 'helpful', hedged: r.intent === 'uncertain' };
  if (r.intent === 'answer') return { verdict: 'wrong', hedged: false, why: `linked ${links.join(' ') || 'nothing'}` };
  return { verdict: 'unanswered', hedged: false, why: r.intent };
}

/** The reply to an entry: a conversation is replayed turn by turn, each turn seeing the previous topic. */
export async function ask(index: SearchIndex, entry: BankEntry): Promise<Reply> {
  const turns = Array.isArray(entry.q) ? entry.q : [entry.q];
  let previous: string | undefined;
  let last!: Reply;
  for (const turn of turns) {
    last = await reply(index, turn, previous);
    previous = last.topic ?? previous;
  }
  return last;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const empty = (): Tally => ({ total: 0, helpful: 0, unanswered: 0, wrong: 0 });

export async function evaluate(index: SearchIndex, bank: BankEntry[]): Promise<Report> {
  const results: Judged[] = [];
  for (const entry of bank) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const r = await ask(index, entry);
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - started;
    results.push({ entry, reply: r, ms, cpuMs: (used.user + used.system) / 1000, ...judge(entry, r, index.locale) });
  }
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, empty()])) as Record<Category, Tally>;
  const all = empty();
  for (const { entry, verdict } of results) {
    for (const t of [all, byCategory[entry.category]]) {
      t.total++;
      t[verdict]++;
    }
  }
  const times = results.map((r) => r.ms).sort((x, y) => x - y);
  const cpuTimes = results.map((r) => r.cpuMs).sort((x, y) => x - y);
  return {
    ...all,
    hedged: results.filter((r) => r.hedged).length,
    byCategory,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpuP50: percentile(cpuTimes, 50),
    cpuP95: percentile(cpuTimes, 95),
    results,
  };
}

const pct = (n: number, d: number) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);

/** A plain-text report: totals, each category, latency and every reply that was not helpful. */
export function formatReport(name: string, report: Report, verbose = false): string {
  const lines = [
    `${name}: ${report.total} questions — helpful ${pct(report.helpful, report.total)} (${report.helpful}, of which ${report.hedged} hedged), unanswered ${report.unanswered}, wrong ${report.wrong}`,
    `  latency per reply: p50 ${report.p50.toFixed(2)} ms, p95 ${report.p95.toFixed(2)} ms wall; p50 ${report.cpuP50.toFixed(2)} ms, p95 ${report.cpuP95.toFixed(2)} ms CPU`,
    ...CATEGORIES.filter((c) => report.byCategory[c].total > 0).map((c) => {
      const t = report.byCategory[c];
      return `  ${c.padEnd(11)} ${String(t.helpful).padStart(3)}/${String(t.total).padEnd(3)} ${pct(t.helpful, t.total).padStart(8)}  unanswered ${t.unanswered}  wrong ${t.wrong}`;
    }),
  ];
  for (const r of report.results) {
    if (r.verdict === 'helpful' && !verbose) continue;
    const q = Array.isArray(r.entry.q) ? r.entry.q.join(' → ') : r.entry.q;
    lines.push(
      `  [${r.verdict}] ${q}\n      expected ${(r.entry.links ?? []).join(' ') || r.entry.says || 'unknown'}; got ${r.reply.intent}: ${r.why ?? ''}\n      ${r.reply.response.split('\n')[0].slice(0, 160)}`,
    );
  }
  return lines.join('\n');
}
