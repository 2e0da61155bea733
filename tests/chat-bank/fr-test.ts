/**
 * The French question bank's held test: fresh unseen parts 25 and 26 (fr-part25.ts, fr-part26.ts), written
 * 2026-11-27 by a writer without sight of the assistant's code, chosen as the test before either was scored, and
 * scored once as written: 90.6 % helpful (87 of 96, 34 hedged), 5 unanswered, 4 wrong. They are not tuned on;
 * tests/unit/chat-eval-fr.test.ts holds them where they were measured. Raising the bar needs fresh parts.
 */
import type { BankEntry } from './types';
import { part25 } from './fr-part25';
import { part26 } from './fr-part26';

export const frTestBank: BankEntry[] = [...part25, ...part26];
