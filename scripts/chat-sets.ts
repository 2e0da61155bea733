/**
 * A blind set run through the reply function as `POST /api/chat/message` calls it with no optional model: a fresh
 * conversation per entry, its turns (" >>> ") in order, each with the topic and reply the last answer left. Shared by
 * chat-blind.ts (one set, for its graders) and chat-replay.ts (every spent set).
 */
import { createChatIndex, writeChatIndex } from '../src/integrations/chat-index.ts';
import { answer, parse } from '../netlify/lib/chat/engine.ts';
import { setEntries } from '../tests/chat-bank/blind-examples.ts';

export const LOCALES = ['en', 'fr'] as const;
export type Indexes = Record<(typeof LOCALES)[number], ReturnType<typeof createChatIndex>>;

/** The search indexes of both languages, written from the site's content first. */
export function chatIndexes(): Indexes {
  writeChatIndex();
  return { en: createChatIndex(), fr: createChatIndex({ locale: 'fr' }) };
}

/** Each entry of a set's language as its lines: "=== <locale> <n>", then each turn's question and reply. */
export async function replySet(text: string, locale: (typeof LOCALES)[number], indexes: Indexes): Promise<string[]> {
  if (!text.includes(locale === 'en' ? '## English' : '## French')) return [];
  const entries: string[] = [];
  for (const [n, entry] of setEntries(text, locale)) {
    const lines = [`=== ${locale} ${n}`];
    let topic: string | undefined;
    let said: string | undefined;
    for (const turn of entry.split(' >>> ')) {
      const r = await answer(indexes[locale], parse(turn, locale), topic, said);
      lines.push(`Q: ${turn}`, `[${r.intent}${r.id ? ' ' + r.id : ''}] ${r.response.replace(/\n+/g, ' | ')}`);
      if (r.topic) [topic, said] = [r.topic, r.response];
    }
    entries.push(lines.join('\n'));
  }
  return entries;
}
