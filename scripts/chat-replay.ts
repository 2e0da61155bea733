/**
 * Replays every spent blind set (tests/chat-bank/blind/set-*.md) through the reply function (chat-sets.ts) into a
 * folder of one file per set; given a second folder (another version's replay), prints how many entries changed and
 * writes each changed entry, both versions, to `<out>/changed.txt` for reading. What a change to the answers' words
 * or the engine moves is read there before it is measured on fresh sets. Run:
 * `node --import ./scripts/ts-hooks.mjs scripts/chat-replay.ts <out> [<other version's out>]` (about 90 s).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chatIndexes, LOCALES, replySet } from './chat-sets.ts';

const [out, other] = process.argv.slice(2);
if (!out) throw new Error('usage: chat-replay.ts <out> [<other out>]');
mkdirSync(out, { recursive: true });
const indexes = chatIndexes();
const dir = 'tests/chat-bank/blind/';
const sets = readdirSync(dir).filter((f) => /^set-[a-z]+\.md$/.test(f));
for (const file of sets) {
  const text = readFileSync(dir + file, 'utf8');
  const entries: string[] = [];
  for (const locale of LOCALES) entries.push(...(await replySet(text, locale, indexes)));
  writeFileSync(`${out}/${file}.txt`, `${entries.join('\n\n')}\n`);
}
if (other) {
  let total = 0;
  const changed: string[] = [];
  for (const file of sets.filter((f) => existsSync(`${other}/${f}.txt`))) {
    const [mine, theirs] = [out, other].map((d) => readFileSync(`${d}/${file}.txt`, 'utf8').split('\n\n'));
    mine.forEach((entry, i) => {
      total++;
      if (entry !== theirs[i]) changed.push(`${file}\n--- ${other}\n${theirs[i]}\n+++ ${out}\n${entry}`);
    });
  }
  writeFileSync(`${out}/changed.txt`, changed.join('\n\n'));
  console.log(`${changed.length} of ${total} entries changed: ${out}/changed.txt`);
}
