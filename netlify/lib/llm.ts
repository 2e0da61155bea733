/**
 * Optional model answers for the chat: when CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY and CHAT_LLM_MODEL are set,
 * an OpenAI-compatible chat-completions endpoint rewrites the search answer from the same retrieved passages.
 * Any failure, timeout or empty answer returns null and the caller keeps the search answer. Without the
 * variables nothing here runs and the site works offline.
 */
import type { Hit } from '../../src/lib/search';

export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number };

export const DEFAULT_LLM_TIMEOUT_MS = 8000;
const MAX_ANSWER = 900;
const MAX_PASSAGE = 1200;

export function llmConfig(env: Record<string, string | undefined> = process.env): LlmConfig | null {
  const baseUrl = env.CHAT_LLM_BASE_URL?.trim().replace(/\/+$/, '');
  const apiKey = env.CHAT_LLM_API_KEY?.trim();
  const model = env.CHAT_LLM_MODEL?.trim();
  if (!baseUrl || !apiKey || !model || !/^https?:\/\//.test(baseUrl)) return null;
  const timeout = Number(env.CHAT_LLM_TIMEOUT_MS);
  return { baseUrl, apiKey, model, timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LLM_TIMEOUT_MS };
}

const SYSTEM = [
  'You are the website assistant of Boundless AI, a marketplace that matches small and mid-size businesses in Canada and the United States with lenders through one free profile.',
  'Answer the visitor in plain language, in at most 80 words, using ONLY the numbered passages provided.',
  'If the passages do not answer the question, say you are not sure and suggest contacting the team.',
  'Never quote or estimate an interest rate, fee, amount or approval chance that is not in the passages, and never promise approval, speed or terms: each lender decides.',
  'Do not include links or URLs; the website adds them.',
].join(' ');

/** Model output as plain text: no Markdown links, raw URLs or markup, capped in length. */
export function sanitise(text: string): string {
  let out = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[*_`#]{1,3}/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (out.length > MAX_ANSWER) out = `${out.slice(0, MAX_ANSWER).replace(/\s+\S*$/, '')}…`;
  return out;
}

/** The model's answer grounded on the passages, or null (not configured, error, timeout, empty). */
export async function llmAnswer(
  question: string,
  hits: Hit[],
  config: LlmConfig | null = llmConfig(),
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  if (!config || hits.length === 0) return null;
  const context = hits
    .slice(0, 5)
    .map((h, i) => {
      const p = h.passage;
      const body = (p.answer ?? p.text).slice(0, MAX_PASSAGE);
      return `[${i + 1}] ${p.title}${p.heading ? ` — ${p.heading}` : ''}\n${body}`;
    })
    .join('\n\n');
  try {
    const res = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 300,
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: `Passages:\n${context}\n\nVisitor question: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) {
      console.warn(`[chat] model answered ${res.status}; using the search answer`);
      return null;
    }
    const data = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = data.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return null;
    const text = sanitise(content);
    return text.length > 0 ? text : null;
  } catch (err) {
    console.warn('[chat] model unavailable; using the search answer:', err instanceof Error ? err.name : err);
    return null;
  }
}
