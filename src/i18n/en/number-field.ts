/**
 * English copy: what a number box of the funding tools says when it cannot read a value. The default texts of
 * src/lib/number-input.ts (kept apart from the tools' dictionary, so an island that reads numbers does not load
 * all of it); src/i18n/en/tools.ts carries them as `calculator.number`, the French ones fill the same keys.
 * {min} and {max} are the field's limits, formatted in the page's language.
 */
import { validation } from './validation';

export const numberField = {
  required: validation.required,
  notNumber: 'Please enter a number',
  negative: 'Please enter a number that is not negative',
  whole: 'Please enter a whole number',
  /** 'Please enter a number from $1 to $1,000,000,000' */
  range: 'Please enter a number from {min} to {max}',
  /** 'Please enter a number above 1, up to 3' (the minimum itself excluded) */
  above: 'Please enter a number above {min}, up to {max}',
};
