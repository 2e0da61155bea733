/**
 * `npm run eval:chat`: scores the chat assistant on the question bank (tests/chat-bank) and prints helpful %,
 * unanswered, wrong, each category, reply latency and the index's cold load time; then the French bank on the
 * French index. `--verbose` prints every
 * reply. Runs on Node's type stripping; scripts/ts-hooks.mjs resolves the sources' extensionless imports.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

const verbose = process.argv.includes('--verbose');
const { createChatIndexData } = await import('../src/integrations/chat-index.ts');
const { loadIndex } = await import('../src/lib/search.ts');
const { evaluate, formatReport } = await import('../tests/chat-bank/eval.ts');
const { devBank } = await import('../tests/chat-bank/dev.ts');
const { testBank } = await import('../tests/chat-bank/test.ts');
const { frDevBank } = await import('../tests/chat-bank/fr-dev.ts');
const { frTestBank } = await import('../tests/chat-bank/fr-test.ts');

// Cold load: parse the serialised index as the function does on its first request.
// Wall time grows with the machine's load; CPU time is what the load itself costs.
const json = JSON.stringify(createChatIndexData());
const started = performance.now();
const cpuStart = process.cpuUsage();
const index = loadIndex(JSON.parse(json));
const loadMs = performance.now() - started;
const loadCpu = process.cpuUsage(cpuStart);

// Truly cold: a fresh Node process imports the search module and loads the index file, as a new function
// instance does (the build writes netlify/generated/chat-index.json; this writes it first).
const { writeChatIndex } = await import('../src/integrations/chat-index.ts');
writeChatIndex();
const probe = `
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const { loadIndex } = await import('./src/lib/search.ts');
  const { readFileSync } = await import('node:fs');
  loadIndex(JSON.parse(readFileSync('netlify/generated/chat-index.json', 'utf8')));
  const c = process.cpuUsage(c0);
  console.log(\`\${(performance.now() - t0).toFixed(1)} ms wall, \${((c.user + c.system) / 1000).toFixed(1)} ms CPU\`);`;
const cold = spawnSync(process.execPath, ['--import', './scripts/ts-hooks.mjs', '--input-type=module', '-e', probe], {
  encoding: 'utf8',
});
const coldMs = cold.status === 0 ? cold.stdout.trim() : `failed: ${cold.stderr.trim().split('\n')[0]}`;
const cpuMs = (usage: NodeJS.CpuUsage) => ((usage.user + usage.system) / 1000).toFixed(1);

console.log(
  `index: ${index.passages.length} passages, ${(json.length / 1024).toFixed(0)} KB (load average ${os.loadavg()[0].toFixed(1)})\n` +
    `  load in-process: ${loadMs.toFixed(1)} ms wall, ${cpuMs(loadCpu)} ms CPU\n` +
    `  load cold (fresh process: import, read, parse, load): ${coldMs}\n`,
);
const dev = evaluate(index, devBank);
const test = evaluate(index, testBank);
console.log(formatReport('dev', dev, verbose));
console.log();
console.log(formatReport('test', test, verbose));

// The French bank, on the French index (built from the French content).
const french = loadIndex(createChatIndexData({ locale: 'fr' }));
console.log();
console.log(formatReport('fr-dev', evaluate(french, frDevBank), verbose));
console.log();
console.log(formatReport('fr-test', evaluate(french, frTestBank), verbose));
