/** Texte français : tools. */
import type { Messages } from '../en';

export const tools: Messages['tools'] = {};
