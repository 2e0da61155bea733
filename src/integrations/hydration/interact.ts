import type { ClientDirective } from 'astro';
import { DEFAULT_EVENTS, hydrateOnInteraction } from './on-interaction';

/**
 * `client:interact`: hydrates the island on the visitor's first pointer, touch or focus inside it, instead of at
 * page load. Until then its server-rendered markup stands on its own (real links, CSS-driven menus). A value
 * such as `client:interact="focusin pointerdown"` narrows the events that count. Presses made while the code is
 * on its way are replayed (see on-interaction.ts).
 */
const interact: ClientDirective = (load, options, el) => {
  const value = typeof options.value === 'string' ? options.value.trim() : '';
  hydrateOnInteraction(load, el, value ? value.split(/\s+/) : DEFAULT_EVENTS);
};

export default interact;
