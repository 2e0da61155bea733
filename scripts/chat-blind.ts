/**
 * Runs a blind set (tests/chat-bank/blind/set-*.md) once through the reply function as `POST /api/chat/message`
 * calls it with no optional model: a fresh conversation per entry, its turns (" >>> ") in order, each with the topic
 * and reply the last answer left. Writes the replies file graders read (docs/chat-rounds.md, "Blind sets"). Run:
 * `node --import ./scripts/ts-hooks.mjs scripts/chat-blind.ts <set.md> <set.replies.txt>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createChatIndex, writeChatIndex } from '../src/integrations/chat-index.ts';
import { answer, parse } from '../netlify/lib/chat/engine.ts';
import { setEntries } from '../tests/chat-bank/blind-examples.ts';

const [file, out] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
writeChatIndex();
const indexes = { en: createChatIndex(), fr: createChatIndex({ locale: 'fr' }) };
const lines: string[] = [];
for (const locale of ['en', 'fr'] as const) {
  lines.push(`######## ${locale}`, '');
  for (const [n, entry] of setEntries(text, locale)) {
    lines.push(`=== ${locale} ${n}`);
    let topic: string | undefined;
    let said: string | undefined;
    for (const turn of entry.split(' >>> ')) {
      const r = await answer(indexes[locale], parse(turn, locale), topic, said);
      lines.push(`Q: ${turn}`, `[${r.intent}${r.id ? ' ' + r.id : ''}] ${r.response.replace(/\n+/g, ' | ')}`);
      if (r.topic) {
        topic = r.topic;
        said = r.response;
      }
    }
    lines.push('');
  }
}
writeFileSync(out, lines.join('\n'));
console.log('wrote', out);
