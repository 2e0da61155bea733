/**
 * Client directives that keep islands off the network until they are needed (see README, "Hydration"):
 * `client:interact` (first pointer, touch or focus), `client:tool` (the same, or at load for a shared link) and
 * `client:consent` (the cookie notice's timing).
 * Astro bundles each entrypoint with esbuild and inlines it in the pages that use it; its CSP meta lists
 * the hashes of these scripts.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function hydrationDirectives(): AstroIntegration {
  return {
    name: 'boundless:hydration-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interact', entrypoint: entry('./interact.ts') });
        addClientDirective({ name: 'tool', entrypoint: entry('./tool.ts') });
        addClientDirective({ name: 'consent', entrypoint: entry('./consent.ts') });
      },
    },
  };
}

declare global {
  // Astro's client directives are typed by augmenting its global namespace: no module form exists.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Astro {
    interface ClientDirectives {
      /** Hydrate on the first pointer, touch or focus in the island; a string names other events. */
      'client:interact'?: boolean | string;
      /** As client:interact, or at load when the address has a query string; keeps what was done meanwhile. */
      'client:tool'?: boolean;
      /** Hydrate the cookie notice when it is due; never once consent is stored. */
      'client:consent'?: boolean;
    }
  }
}
