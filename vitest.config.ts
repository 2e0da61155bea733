import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Writes netlify/generated/chat-index.json, which the chat function imports (the build writes it too).
    globalSetup: ['tests/unit/setup/chat-index.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
