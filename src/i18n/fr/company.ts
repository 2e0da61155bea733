/** Texte français : company. */
import type { Messages } from '../en';

export const company: Messages['company'] = {};
