// The HTTP bench's knobs (environment variables) and fixed settings.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DURATION = Number(process.env.BENCH_DURATION || 10);
export const LONG = Number(process.env.BENCH_LONG || 30);
/** Seconds of unmeasured load before each form endpoint's runs. */
export const WARMUP = 3;
export const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim()));
export const TOKEN = 'bench-admin-token';
export const PORT = 8930;
