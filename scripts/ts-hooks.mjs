// Lets Node run the project's TypeScript directly (type stripping): resolves the extensionless relative
// imports the sources use, and the `~/` alias of tsconfig.json (src/), to their .ts files, as Vite and
// esbuild do.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';

const src = new URL('../src/', import.meta.url);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const aliased = specifier.startsWith('~/') ? new URL(specifier.slice(2), src).href : null;
    if ((aliased || /^\.\.?\//.test(specifier)) && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier) && context.parentURL) {
      for (const ext of ['.ts', '.tsx', '/index.ts']) {
        const url = new URL((aliased ?? specifier) + ext, aliased ? undefined : context.parentURL);
        if (existsSync(fileURLToPath(url))) return nextResolve(url.href, context);
      }
    }
    return nextResolve(aliased ?? specifier, context);
  },
});
