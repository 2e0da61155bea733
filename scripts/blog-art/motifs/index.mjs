// Every motif by name, as the vocabulary of heroAlt words names them.
import { businessMotifs } from './business.mjs';
import { chartMotifs } from './charts.mjs';
import { documentMotifs } from './documents.mjs';
import { moneyMotifs } from './money.mjs';

/** @typedef {import('../palette.mjs').Palette} Palette */

/** @type {Record<string, (p: Palette) => string>} */
export const motifs = { ...moneyMotifs, ...chartMotifs, ...documentMotifs, ...businessMotifs };
