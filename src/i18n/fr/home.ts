/** Texte français : home. */
import type { Messages } from '../en';

export const home: Messages['home'] = {};
