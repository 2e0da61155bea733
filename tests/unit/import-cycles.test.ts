import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layer lint (eslint.config.js) keeps imports pointing down between folders; this keeps any two modules, in
// a folder or across, from importing each other in a ring, which the lint cannot see.
const ROOT = resolve(__dirname, '../..');
const SOURCES = ['src', 'netlify'];
const EXTENSIONS = ['', '.ts', '.tsx', '.astro', '.mjs', '.js', '/index.ts', '/index.tsx'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'generated'
        ? []
        : files(join(dir, e.name))
      : /\.(ts|tsx|astro|mjs)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** The file an import names, or null for a package (or a virtual module such as astro:content). */
function target(from: string, spec: string): string | null {
  const base = spec.startsWith('~/')
    ? join(ROOT, 'src', spec.slice(2))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) {
    const path = base + ext;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Each ring of modules that import one another, as paths from the repository root. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map((p) => relative(ROOT, p)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no cycle in src/ and netlify/', () => {
    const graph = new Map<string, string[]>();
    for (const file of SOURCES.flatMap((dir) => files(join(ROOT, dir)))) {
      const text = readFileSync(file, 'utf8');
      // An .astro file's imports are in its frontmatter, between the first two fences.
      const code = file.endsWith('.astro') ? (text.split(/^---$/m)[1] ?? '') : text;
      const targets = [...code.matchAll(IMPORT)].map((m) => target(file, m[1])).filter((t) => t !== null);
      graph.set(file, targets);
    }
    expect(graph.size).toBeGreaterThan(200);
    expect(cycles(graph)).toEqual([]);
  });

  it('would see a ring of two modules', () => {
    const a = join(ROOT, 'a.ts');
    const b = join(ROOT, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
