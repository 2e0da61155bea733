import type { ClientDirective } from 'astro';
import { DEFAULT_EVENTS, hydrateOnInteraction } from './on-interaction';

/**
 * `client:tool`, for the calculators and the pre-qualification: their server HTML shows the worked example, so
 * they hydrate on the visitor's first pointer, touch or focus (as `client:interact`), or at load when the address
 * has a query string (a shared link opens with its values, not the example).
 *
 * What the visitor did while the code was on its way is kept: presses on buttons, radio buttons and checkboxes
 * are replayed (on-interaction.ts), a list
 * choice gets its change event again (hydrating leaves the selection as the visitor set it), and text typed stays
 * in its box (React keeps a hydrated input's value) for the field to take over when it mounts (NumberField).
 */
const tool: ClientDirective = (load, _options, el) => {
  const picked = new Set<HTMLSelectElement>();
  const pick = (event: Event) => {
    if (event.target instanceof HTMLSelectElement) picked.add(event.target);
  };
  el.addEventListener('change', pick, true);
  // Astro's island announces its hydration before the held presses are replayed: choices first, then presses.
  el.addEventListener(
    'astro:hydrate',
    () => {
      el.removeEventListener('change', pick, true);
      for (const select of picked) if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { once: true },
  );
  const start = hydrateOnInteraction(load, el, DEFAULT_EVENTS, 'button, input[type="radio"], input[type="checkbox"]');
  if (window.location.search.length > 1) void start();
};

export default tool;
