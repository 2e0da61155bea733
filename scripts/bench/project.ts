// A throwaway project copy, so benchmark data never mixes with your local Blobs.
import { cpSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './config.ts';

/** Sources and dist, node_modules linked, its own .netlify data folder. */
export function projectCopy(withDist = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundless-bench-'));
  for (const entry of readdirSync(root)) {
    if (['node_modules', '.netlify', '.git', 'reports', 'bench-results', 'test-results', '.astro'].includes(entry))
      continue;
    if (entry === 'dist' && !withDist) continue;
    cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}
