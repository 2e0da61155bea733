/**
 * Runs a blind set (tests/chat-bank/blind/set-*.md) once through the reply function (chat-sets.ts) and writes the
 * replies file graders read (docs/chat-rounds.md, "Blind sets"). Run:
 * `node --import ./scripts/ts-hooks.mjs scripts/chat-blind.ts <set.md> <set.replies.txt>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chatIndexes, LOCALES, replySet } from './chat-sets.ts';

const [file, out] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
const indexes = chatIndexes();
const lines: string[] = [];
for (const locale of LOCALES) {
  lines.push(`######## ${locale}`, '');
  for (const entry of await replySet(text, locale, indexes)) lines.push(entry, '');
}
writeFileSync(out, lines.join('\n'));
console.log('wrote', out);
