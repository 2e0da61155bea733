/**
 * The French question bank's held test: fresh unseen parts 27 and 28 (fr-part27.ts, fr-part28.ts), written
 * 2026-11-27 by writers without sight of the assistant's code or the other parts, chosen as the test before
 * either was scored. They are not tuned on; tests/unit/chat-eval-fr.test.ts holds them where they were measured.
 */
import type { BankEntry } from './types';
import { part27 } from './fr-part27';
import { part28 } from './fr-part28';

export const frTestBank: BankEntry[] = [...part27, ...part28];
