import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { englishOnlyPaths } from '~/data/routes';

/**
 * Astro's i18n fallback renders every English page under /fr; a page the route manifest marks English only (the
 * staff app) must not exist there. Runs before the site search and the sitemap read dist/.
 */
export function englishOnly(): AstroIntegration {
  return {
    name: 'english-only',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const removed = englishOnlyPaths().map((path) => {
          rmSync(fileURLToPath(new URL(`fr${path}.html`, dir)), { force: true });
          return `/fr${path}`;
        });
        logger.info(`English only, no French copy: ${removed.join(', ')}`);
      },
    },
  };
}
