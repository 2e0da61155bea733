/** Texte français : solutions. */
import type { Messages } from '../en';

export const solutions: Messages['solutions'] = {};
