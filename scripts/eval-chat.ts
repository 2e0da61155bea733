/**
 * `npm run eval:chat`: the chat engine on the question bank (tests/chat-bank). Prints the classifier's k-fold
 * cross-validation (written at build time with the model), then each part of the bank through the real reply
 * function: helpful % (of which hedged), unanswered, wrong, each category and reply latency, and the cold
 * first reply of a fresh process. `--verbose` prints every reply; `--left-out` also counts the confident right answers
 * (training examples and held-out parts) that get a line for a part left out. Runs on Node's type stripping;
 * scripts/ts-hooks.mjs resolves the sources' extensionless imports.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';

const verbose = process.argv.includes('--verbose');
const leftOut = process.argv.includes('--left-out');
const { createChatIndex, writeChatIndex } = await import('../src/integrations/chat-index.ts');
const { writeChatModel } = await import('../src/integrations/chat-model.ts');
const { evaluate, formatReport } = await import('../tests/chat-bank/eval.ts');
const { devBank } = await import('../tests/chat-bank/dev.ts');
const { testBank } = await import('../tests/chat-bank/test.ts');
const { frDevBank } = await import('../tests/chat-bank/fr-dev.ts');
const { frTestBank } = await import('../tests/chat-bank/fr-test.ts');

writeChatIndex();
const models = await writeChatModel();
for (const [locale, m] of Object.entries(models)) {
  const k = m.folds;
  const pct = (n: number) => `${((100 * n) / k.total).toFixed(1)} %`;
  console.log(
    `model ${locale}: ${m.examples} examples; 5-fold: right ${pct(k.correct)}; threshold ${k.threshold}: ` +
      `answered ${pct(k.trusted)} (wrong ${pct(k.trustedWrong)}), hedged ${pct(k.total - k.trusted)}`,
  );
}

// Cold: a fresh Node process imports the engine, loads the index and the model and answers one question.
const probe = `
  const t0 = performance.now();
  const { createChatIndex } = await import('./src/integrations/chat-index.ts');
  const { loadIndex } = await import('./src/lib/search.ts');
  const { readFileSync } = await import('node:fs');
  const index = loadIndex(JSON.parse(readFileSync('netlify/generated/chat-index.json', 'utf8')));
  const { reply } = await import('./netlify/lib/chat/engine.ts');
  await reply(index, 'how fast can I get the money');
  console.log(\`\${(performance.now() - t0).toFixed(0)} ms wall\`);`;
const cold = spawnSync(process.execPath, ['--import', './scripts/ts-hooks.mjs', '--input-type=module', '-e', probe], {
  encoding: 'utf8',
});
console.log(
  `cold first reply (fresh process; load average ${os.loadavg()[0].toFixed(1)}): ${cold.status === 0 ? cold.stdout.trim() : cold.stderr.trim().split('\n')[0]}\n`,
);

const en = createChatIndex();
const fr = createChatIndex({ locale: 'fr' });
console.log(formatReport('dev (trained on)', await evaluate(en, devBank), verbose));
console.log(formatReport('test (held out)', await evaluate(en, testBank), verbose));
console.log(formatReport('fr-dev (trained on)', await evaluate(fr, frDevBank), verbose));
console.log(formatReport('fr-test (held out)', await evaluate(fr, frTestBank), verbose));

// How often a confident right answer gets a line for a part left out: each one is a false alarm, or a part the
// example did ask beside its label (docs/chat.md).
if (leftOut) {
  const { seedsOf } = await import('../src/integrations/chat-model.ts');
  const { candidates } = await import('../tests/chat-bank/labels.ts');
  const { reply } = await import('../netlify/lib/chat/engine.ts');
  for (const [locale, index, held] of [
    ['en', en, testBank],
    ['fr', fr, frTestBank],
  ] as const) {
    const parts = {
      training: seedsOf(locale).map((e) => ({ text: e.text, ok: [e.id] })),
      'held out': held.flatMap((e) => (typeof e.q === 'string' ? [{ text: e.q, ok: candidates(e, locale) }] : [])),
    };
    for (const [name, items] of Object.entries(parts)) {
      let right = 0;
      const left: string[] = [];
      for (const { text, ok } of items) {
        const r = await reply(index, text);
        if (r.intent !== 'answer' || !r.id || !ok.includes(r.id)) continue;
        right++;
        if (r.left) left.push(`  [${r.id}] ${text} → “${r.left}”`);
      }
      const pct = ((100 * left.length) / right).toFixed(1);
      console.log(`left-out line, ${locale} ${name}: ${left.length} of ${right} confident right answers (${pct} %)`);
      if (verbose) console.log(left.join('\n'));
    }
  }
}
