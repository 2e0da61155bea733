import type { ClientDirective } from 'astro';

type Load = Parameters<ClientDirective>[0];

/** What counts as reaching for an island unless a directive names other events. */
export const DEFAULT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
/** What `wakeIsland` (src/lib/chat-wake.ts) sends and sets, whichever of the two the directive is there for. */
const WAKE_EVENT = 'island:wake';
const WAKE_ATTRIBUTE = 'data-wake';

/**
 * Hydrates the island on the first of `events` inside it, and returns the function that hydrates it at once. A
 * button clicked (or pressed with Enter or Space) while the island's code is still on its way is clicked again
 * once the island has hydrated, so the first tap on a menu button or a launcher is never lost (`pressTargets` widens
 * what counts as a press). Links are left alone: they navigate as
 * plain links. The page may also wake the island (an `island:wake` event, or a `data-wake` attribute set before
 * the directive runs).
 */
export function hydrateOnInteraction(load: Load, el: HTMLElement, events: string[], pressTargets = 'button') {
  const held: HTMLElement[] = [];
  let started = false;

  const hold = (event: Event) => {
    const pressed = (event.target as Element | null)?.closest?.<HTMLElement>(pressTargets);
    if (!pressed || !el.contains(pressed)) return;
    // No form submission or other default without the island's handler; clicked again after hydration.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(pressed);
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of events) el.removeEventListener(type, start);
    el.addEventListener('click', hold, true);
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', hold, true);
    }
    // React hydrates the island synchronously when a click reaches it before its scheduled hydration has run.
    for (const pressed of held) if (pressed.isConnected) pressed.click();
  };

  for (const type of events) el.addEventListener(type, start, { passive: true });
  // The page may ask for the island at once (`wakeIsland`), e.g. the chat while a person is answering.
  el.addEventListener(WAKE_EVENT, start, { once: true });
  if (el.hasAttribute(WAKE_ATTRIBUTE)) void start();
  return start;
}
