import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The `~/` alias of tsconfig.json (src/), as Astro and esbuild resolve it.
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Writes netlify/generated/chat-index.json, which the chat function imports (the build writes it too).
    globalSetup: ['tests/unit/setup/chat-index.ts'],
    // The slow files mostly wait on local servers and timers: one file per core (the default leaves one core idle,
    // so a 2-core machine ran them one at a time: 55 s instead of 31 s).
    maxWorkers: Math.max(2, availableParallelism()),
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
