// The small drawing pieces several motifs share: a card, text lines, a signature.
import { INK } from './palette.mjs';

// Each motif draws in a 200×200 box; these are its common parts.
/** @type {(x: number, y: number, w: number, h: number, fill?: string, r?: number) => string} */
export const card = (x, y, w, h, fill = '#fff', r = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${INK}" stroke-opacity=".12" stroke-width="2"/>`;
/** @type {(x: number, y: number, w: number, n: number, gap?: number, color?: string) => string} */
export const lines = (x, y, w, n, gap = 14, color = '#cbd5e1') =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x}" y="${y + i * gap}" width="${i % 3 === 2 ? w * 0.6 : w}" height="6" rx="3" fill="${color}"/>`,
  ).join('');
/** @type {(x: number, y: number, c: string) => string} */
export const signature = (x, y, c) =>
  `<path d="M${x} ${y}c8-14 14-14 16 0s10 10 16-4 10-8 14 2 8 4 14-4" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;
