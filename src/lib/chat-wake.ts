/**
 * Whether a page must load the chat at once rather than on the first touch: a person has been asked for or has
 * answered in this tab's conversation (their replies must arrive and the launcher count them), or the page was
 * opened from a link that reopens a conversation. Reads the saved conversation directly, so the page script
 * stays free of the chat's code.
 */
/** Where the conversation is kept (sessionStorage), and the fragment of an e-mailed reopen link: /#chat=<token>. */
export const CHAT_STORAGE_KEY = 'boundless-ai-chat';
export const REOPEN_HASH = '#chat=';

export function chatNeedsWaking(storage: Pick<Storage, 'getItem'> | null, hash: string): boolean {
  if (hash.startsWith(REOPEN_HASH)) return true;
  try {
    const status = JSON.parse(storage?.getItem(CHAT_STORAGE_KEY) ?? 'null')?.handoff?.status;
    return status === 'waiting' || status === 'answered';
  } catch {
    return false;
  }
}

/** Wakes the island around `element` (see the client:interact directive). */
export function wakeIsland(element: Element | null): void {
  const island = element?.closest('astro-island');
  if (!island) return;
  island.setAttribute('data-wake', '');
  island.dispatchEvent(new Event('island:wake'));
}
