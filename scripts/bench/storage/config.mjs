// The storage bench's knobs (environment variables) and the sizes they give.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const TOKEN = 'bench-storage-token';
export const RUNS = Number(process.env.BENCH_RUNS || 20);
// BENCH_SCALE=0.01 runs the same steps on 1/100 of the data (a quick check of the script itself).
const SCALE = Number(process.env.BENCH_SCALE || 1);
export const CONTACTS = Math.round(100_000 * SCALE);
export const CONVERSATIONS = Math.round(125_000 * SCALE);
/** Contacts of the spam-wave day. */
export const FLOOD = Math.round(20_000 * SCALE);
export const DAY = 86_400_000;
export const NOW = Date.now();
