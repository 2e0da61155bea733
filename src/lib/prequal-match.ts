/**
 * Matches pre-qualification answers to the six products with the rules of data/prequal-rules.ts: a missed
 * requirement makes a product unlikely, a missed signal keeps it a possible fit, every rule met a good fit.
 */
import { productOrder, rules, type Answers, type ProductId, type RuleId } from '~/data/prequal-rules';

export type Fit = 'good' | 'possible' | 'unlikely';
/** Why a product fits or not: the rule (whose id keys its words in each language), met or not, its fact's page. */
export type Reason = { rule: RuleId; met: boolean; href: string };
export type ProductMatch = { product: ProductId; fit: Fit; reasons: Reason[] };

const fitRank: Record<Fit, number> = { good: 0, possible: 1, unlikely: 2 };

/**
 * Every product with its fit and reasons, good fits first (then possible, then unlikely; the site's product
 * order within each). An unlikely product lists only the requirements it misses.
 */
export function matchProducts(answers: Answers): ProductMatch[] {
  const matches = productOrder.map((product) => {
    const results = rules.filter((r) => r.product === product).map((r) => ({ rule: r, met: r.test(answers) }));
    const missed = results.filter((r) => !r.met && r.rule.kind === 'requirement');
    const fit: Fit = missed.length ? 'unlikely' : results.every((r) => r.met) ? 'good' : 'possible';
    const shown = missed.length ? missed : results;
    const reasons = shown.map(({ rule, met }) => ({ rule: rule.id, met, href: rule.href }));
    return { product, fit, reasons };
  });
  return matches.sort(
    (a, b) => fitRank[a.fit] - fitRank[b.fit] || productOrder.indexOf(a.product) - productOrder.indexOf(b.product),
  );
}
