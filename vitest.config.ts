import { availableParallelism, tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { memoryTmpDir } from './scripts/memory-tmp.mjs';

/**
 * The files that take most of a minute each (@netlify/dev bundling a function per request, 550 hostile requests per
 * function, thousands of stored records): started first. Without earlier timings (a fresh clone) Vitest orders
 * files by size, which put these small files last, where one ran alone for a minute while the other core idled.
 */
const LONG = ['runtime-contract', 'fuzz', 'storage-minutes', 'storage-layout', 'alerts'];
const rank = (spec: TestSpecification) => {
  const at = LONG.findIndex((name) => spec.moduleId.endsWith(`/${name}.test.ts`));
  return at < 0 ? LONG.length : at;
};
class LongFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  // The `~/` alias of tsconfig.json (src/), as Astro and esbuild resolve it.
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Writes netlify/generated/chat-index.json, which the chat function imports (the build writes it too).
    globalSetup: ['tests/unit/setup/chat-index.ts'],
    // A worker runs file after file instead of one process per file (87 spawns); the setup file gives each file
    // fresh modules.
    isolate: false,
    setupFiles: ['tests/unit/setup/fresh-modules.ts'],
    // The slow files mostly wait on local servers and timers: one file per core (the default leaves one core idle,
    // so a 2-core machine ran them one at a time: 55 s instead of 31 s).
    maxWorkers: Math.max(2, availableParallelism()),
    // The chat function sets this V8 flag when it loads (netlify/functions/chat-message.ts), which Node warns may crash
    // a process already running: a shared worker loads it again in each file. Set at the worker's start, the
    // function's call changes nothing (a worker died of SIGSEGV once, on 2026-12-03; docs/quality.md).
    execArgv: ['--no-regexp-tier-up'],
    sequence: { sequencer: LongFirst },
    // Temporary files (each file's Blobs store, copies of dist/) in memory where /dev/shm has room: on the CI
    // machine's disk the kernel's share of the run was 58 core-seconds, 30 in memory (docs/quality.md).
    env: { TMPDIR: memoryTmpDir() ?? tmpdir() },
    // `npm run test:unit` measures coverage of the code the unit tests reach (pages and islands are covered by
    // the browser tests); the floors sit at the level measured when they were set, so a split or a move that
    // drops tests fails instead of passing quietly.
    coverage: {
      provider: 'v8',
      include: ['src/lib/**', 'src/data/**', 'src/i18n/**', 'src/config.ts', 'netlify/**/*.ts'],
      exclude: ['netlify/generated/**'],
      reporter: ['text-summary'],
      reportOnFailure: true,
      // Measured 2026-11-25 in CI: statements 82.0 %, branches 74.6 %, functions 80.7 %, lines 83.2 %.
      thresholds: { statements: 81, branches: 74, functions: 80, lines: 83 },
    },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
