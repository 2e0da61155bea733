/**
 * Astro writes the same CSP into every page: the hashes of every inline script it knows, site-wide, including
 * client directives a page does not use and the island runtime that `island-runtime.ts` moves to a file. Each
 * hash is 50 characters that do not compress, so after the build each page's `script-src` keeps only the hashes
 * of its own inline scripts: a stricter policy, and about 0.3 KB less HTML per page.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
// Classic inline scripts; JSON-LD and other data blocks never run, so the policy does not cover them.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;
const HASH = /^'sha256-[A-Za-z0-9+/=]+'$/;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
  );
}

/** The page with its `script-src` listing only the hashes of its own inline scripts (sources such as 'self' stay). */
export function pageScriptPolicy(html: string): string {
  const meta = META.exec(html);
  if (!meta) return html;
  const own = new Set(
    [...html.matchAll(INLINE_SCRIPT)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`),
  );
  const policy = meta[1]
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive;
      return ` ${[name, ...values.filter((v) => !HASH.test(v) || own.has(v))].join(' ')}`;
    })
    .join(';');
  return html.replace(meta[0], meta[0].replace(meta[1], policy));
}

/** Rewrites the built pages in `dist`; answers how many hashes it dropped in all. */
export function trimPageScriptPolicies(dist: string): number {
  let dropped = 0;
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    const next = pageScriptPolicy(html);
    if (next === html) continue;
    dropped += (html.match(/'sha256-/g)?.length ?? 0) - (next.match(/'sha256-/g)?.length ?? 0);
    writeFileSync(file, next);
  }
  return dropped;
}

export function pageCsp(): AstroIntegration {
  return {
    name: 'boundless:page-csp',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        logger.info(`${trimPageScriptPolicies(fileURLToPath(dir))} script hashes of other pages dropped from CSPs`);
      },
    },
  };
}
