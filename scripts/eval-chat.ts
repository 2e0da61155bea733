/**
 * `npm run eval:chat`: scores the chat assistant on the question bank (tests/chat-bank) and prints helpful %,
 * unanswered, wrong, each category, reply latency and the index's cold load time. `--verbose` prints every
 * reply. Runs on Node's type stripping; scripts/ts-hooks.mjs resolves the sources' extensionless imports.
 */
import { performance } from 'node:perf_hooks';

const verbose = process.argv.includes('--verbose');
const { createChatIndexData } = await import('../src/integrations/chat-index.ts');
const { loadIndex } = await import('../src/lib/search.ts');
const { evaluate, formatReport } = await import('../tests/chat-bank/eval.ts');
const { devBank } = await import('../tests/chat-bank/dev.ts');
const { testBank } = await import('../tests/chat-bank/test.ts');

// Cold load: parse the serialised index as the function does on its first request.
const json = JSON.stringify(createChatIndexData());
const started = performance.now();
const index = loadIndex(JSON.parse(json));
const loadMs = performance.now() - started;

console.log(`index: ${index.passages.length} passages, ${(json.length / 1024).toFixed(0)} KB, cold load ${loadMs.toFixed(1)} ms\n`);
const dev = evaluate(index, devBank);
const test = evaluate(index, testBank);
console.log(formatReport('dev', dev, verbose));
console.log();
console.log(formatReport('test', test, verbose));
