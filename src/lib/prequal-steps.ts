/**
 * The steps of the pre-qualification flow: which step has its answer, and which one a requested step (from the
 * URL or the back button) may show, so a shared link never opens past the first unanswered question.
 */
import { prequalSteps, type Answers, type StepId } from '~/data/prequal-rules';

export type Step = StepId | 'result';

export const stepIds = prequalSteps.map((s) => s.id);
export const isStep = (v: string): v is Step => v === 'result' || (stepIds as string[]).includes(v);

/** Whether a step has its answer (the credit question is optional). */
export function answered(step: StepId, a: Partial<Answers>): boolean {
  switch (step) {
    case 'location':
      return Boolean(a.country && a.region);
    case 'time':
      return Boolean(a.timeInBusiness);
    case 'revenue':
      return Boolean(a.monthlyRevenue);
    case 'amount':
      return a.amount !== undefined;
    case 'purpose':
      return Boolean(a.purpose);
    case 'assets':
      return a.assets !== undefined;
    case 'credit':
      return true;
  }
}

/** The step to show for a requested one: never past the first unanswered question. */
export function reachable(requested: Step, a: Partial<Answers>): Step {
  const firstOpen = stepIds.find((s) => !answered(s, a));
  if (requested === 'result') return firstOpen ?? 'result';
  if (firstOpen && stepIds.indexOf(requested) > stepIds.indexOf(firstOpen)) return firstOpen;
  return requested;
}
