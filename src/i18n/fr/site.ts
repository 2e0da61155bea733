/** Texte français : site. */
import type { Messages } from '../en';

export const site: Messages['site'] = {};
