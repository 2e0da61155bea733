/** Texte français : partners. */
import type { Messages } from '../en';

export const partners: Messages['partners'] = {};
