// Every measurement as it comes (one line), then one table and bench-results/bench-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DURATION, root } from './config.ts';

type Row = { name: string; [key: string]: unknown };
const results: Row[] = [];

export const record = (name: string, values: Record<string, unknown>) => {
  results.push({ name, ...values });
  console.log(name, JSON.stringify(values));
};

export function writeReport() {
  console.log('');
  console.table(results);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const file = join(root, 'bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), durationSeconds: DURATION, results }, null, 2));
  console.log(`Written ${file}`);
}
