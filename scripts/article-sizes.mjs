// Every built article's HTML, brotli-compressed as the server sends it (quality 11), in KB of 1,000 bytes: the
// audit holds all of them (English and French) to the first round trip, not only the ones Lighthouse runs on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * @param {string} dist the built site
 * @returns {{ path: string; kb: number }[]}
 */
export function articleHtmlSizes(dist) {
  return ['blog', 'fr/blog'].flatMap((folder) =>
    readdirSync(join(dist, folder))
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({
        path: `/${folder}/${file.replace(/\.html$/, '')}`,
        kb: Number((brotliCompressSync(readFileSync(join(dist, folder, file))).length / 1000).toFixed(1)),
      })),
  );
}
