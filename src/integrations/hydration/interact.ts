import type { ClientDirective } from 'astro';

/** What counts as reaching for an island unless the directive's value names other events. */
const DEFAULT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'];
/** What `wakeIsland` (src/lib/chat-wake.ts) sends and sets, whichever of the two the directive is there for. */
const WAKE_EVENT = 'island:wake';
const WAKE_ATTRIBUTE = 'data-wake';

/**
 * `client:interact`: hydrates the island on the visitor's first pointer, touch or focus inside it, instead of at
 * page load. Until then its server-rendered markup stands on its own (real links, CSS-driven menus). A value
 * such as `client:interact="focusin pointerdown"` narrows the events that count. A page script can also wake it
 * at load (an `island:wake` event, or a `data-wake` attribute set before the directive runs).
 *
 * A button clicked (or pressed with Enter or Space) while the island's code is still on its way is clicked again
 * once the island has hydrated, so the first tap on a menu button or a launcher is never lost. Links are left
 * alone: they navigate as plain links.
 */
const interact: ClientDirective = (load, options, el) => {
  const events =
    typeof options.value === 'string' && options.value.trim() ? options.value.trim().split(/\s+/) : DEFAULT_EVENTS;
  const held: HTMLElement[] = [];
  let started = false;

  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !el.contains(button)) return;
    // No form submission or other default without the island's handler; clicked again after hydration.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
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
    for (const button of held) if (button.isConnected) button.click();
  };

  for (const type of events) el.addEventListener(type, start, { passive: true });
  // The page may ask for the island at once (`wakeIsland`), e.g. the chat while a person is answering.
  el.addEventListener(WAKE_EVENT, start, { once: true });
  if (el.hasAttribute(WAKE_ATTRIBUTE)) void start();
};

export default interact;
