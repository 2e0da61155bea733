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
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
