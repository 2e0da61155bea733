// Draws our own on-brand illustrations: a hero SVG per article (public/images/blog/<slug>.svg) composed from
// the motifs its heroAlt names (so the picture matches its alternative text), the three author portraits
// (public/images/authors/), and, with --og, 1200×630 JPEG copies for social previews (public/images/blog/og/),
// rasterised with the Playwright Chromium (social networks do not read SVG).
//   node scripts/blog-art.mjs          SVGs (fast, deterministic)
//   node scripts/blog-art.mjs --og    SVGs and JPEG previews
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = join(root, 'content', 'blog');
const outDir = join(root, 'public', 'images', 'blog');
const ogDir = join(outDir, 'og');
const authorDir = join(root, 'public', 'images', 'authors');

const W = 1200;
const H = 630;
const INK = '#0b1437';

/** @typedef {{ bg1: string, bg2: string, soft: string, main: string, second: string, hi: string }} Palette */

/**
 * Palettes per category: background, soft shape, main, secondary, highlight.
 * @type {Record<string, Palette>}
 */
const palettes = {
  Guide: { bg1: '#eef4ff', bg2: '#dbe6fe', soft: '#bfd3fe', main: '#2547ea', second: '#608cfa', hi: '#14b8a6' },
  Insights: { bg1: '#f5f3ff', bg2: '#e0e7ff', soft: '#c7d2fe', main: '#5b21b6', second: '#8b5cf6', hi: '#2dd4bf' },
  'Case Study': { bg1: '#fffbeb', bg2: '#fdecc8', soft: '#fcd9a0', main: '#1d35d7', second: '#f59e0b', hi: '#14b8a6' },
  'Press Release': {
    bg1: '#0b1437',
    bg2: '#1e2d89',
    soft: '#1e2eae',
    main: '#2dd4bf',
    second: '#608cfa',
    hi: '#fbbf24',
  },
};

/**
 * Small deterministic random numbers from the slug, so every article gets its own arrangement.
 * @param {string} seed
 */
function rng(seed) {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

// ---- Motifs: each draws in a 200×200 box. `p` is the palette. ------------------------------------------
/** @type {(x: number, y: number, w: number, h: number, fill?: string, r?: number) => string} */
const card = (x, y, w, h, fill = '#fff', r = 12) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" stroke="${INK}" stroke-opacity=".12" stroke-width="2"/>`;
/** @type {(x: number, y: number, w: number, n: number, gap?: number, color?: string) => string} */
const lines = (x, y, w, n, gap = 14, color = '#cbd5e1') =>
  Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${x}" y="${y + i * gap}" width="${i % 3 === 2 ? w * 0.6 : w}" height="6" rx="3" fill="${color}"/>`,
  ).join('');
/** @type {(x: number, y: number, c: string) => string} */
const signature = (x, y, c) =>
  `<path d="M${x} ${y}c8-14 14-14 16 0s10 10 16-4 10-8 14 2 8 4 14-4" fill="none" stroke="${c}" stroke-width="3" stroke-linecap="round"/>`;

/** @type {Record<string, (p: Palette) => string>} */
const motifs = {
  coins: (p) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="100" cy="${168 - i * 22}" rx="58" ry="16" fill="${i % 2 ? p.hi : '#fbbf24'}" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><rect x="42" y="${150 - i * 22}" width="116" height="18" fill="${i % 2 ? p.hi : '#fbbf24'}"/><ellipse cx="100" cy="${150 - i * 22}" rx="58" ry="16" fill="${i % 2 ? '#5eead4' : '#fde68a'}" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/>`,
      )
      .join('') +
    `<text x="100" y="67" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="18" fill="#92400e">$</text>`,
  growthChart: (p) =>
    card(10, 20, 180, 160) +
    lines(30, 40, 60, 1) +
    `<path d="M30 150 L70 120 L100 132 L140 80 L172 54" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M156 50h18v18" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M30 150 L70 120 L100 132 L140 80 L172 54 V166 H30z" fill="${p.main}" opacity=".12"/>`,
  barChart: (p) =>
    card(10, 20, 180, 160) +
    [50, 75, 62, 100, 122]
      .map(
        (h, i) =>
          `<rect x="${30 + i * 30}" y="${166 - h}" width="20" height="${h}" rx="4" fill="${i === 4 ? p.hi : i % 2 ? p.second : p.main}"/>`,
      )
      .join(''),
  waveChart: (p) =>
    card(6, 30, 188, 140) +
    `<path d="M20 100 C45 50 70 50 95 100 S145 150 180 90" fill="none" stroke="${p.main}" stroke-width="7" stroke-linecap="round"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${20 + i * 13.5}" y="150" width="9" height="9" rx="2" fill="${i > 4 && i < 9 ? p.hi : p.soft}"/>`,
    ).join(''),
  lineChart: (p) =>
    card(10, 20, 180, 160) +
    `<g stroke="#e2e8f0" stroke-width="2">${[60, 95, 130].map((y) => `<path d="M28 ${y}H172"/>`).join('')}</g><path d="M28 150 L60 128 L92 136 L124 96 L172 62" fill="none" stroke="${p.main}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    [
      [60, 128],
      [92, 136],
      [124, 96],
      [172, 62],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#fff" stroke="${p.hi}" stroke-width="4"/>`)
      .join(''),
  agreement: (p) =>
    card(36, 8, 128, 176) +
    lines(56, 32, 88, 6) +
    `<path d="M56 150h88" stroke="${INK}" stroke-opacity=".3" stroke-width="2"/>` +
    signature(62, 144, p.main) +
    `<circle cx="142" cy="170" r="18" fill="${p.hi}"/><path d="M133 170l6 6 11-12" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  invoices: (p) =>
    [2, 1, 0]
      .map(
        (i) =>
          card(30 + i * 16, 10 + i * 12, 120, 150) +
          lines(48 + i * 16, 52 + i * 12, 84, 4) +
          `<text x="${48 + i * 16}" y="${38 + i * 12}" font-family="system-ui,sans-serif" font-weight="800" font-size="16" fill="${p.main}">INVOICE</text><rect x="${104 + i * 16}" y="${128 + i * 12}" width="30" height="12" rx="4" fill="${p.hi}"/>`,
      )
      .join(''),
  statement: (p) =>
    card(30, 10, 140, 180) +
    `<rect x="48" y="28" width="70" height="10" rx="5" fill="${p.main}"/>` +
    lines(48, 54, 104, 3) +
    `<rect x="42" y="98" width="116" height="18" rx="6" fill="${p.hi}" opacity=".35"/><rect x="48" y="104" width="104" height="6" rx="3" fill="${p.main}"/>` +
    lines(48, 128, 104, 3),
  report: (p) =>
    card(30, 10, 140, 180) +
    `<rect x="48" y="28" width="70" height="10" rx="5" fill="${p.main}"/>` +
    `<path d="M60 108a40 40 0 0180 0" fill="none" stroke="#e2e8f0" stroke-width="14"/><path d="M60 108a40 40 0 0168-28" fill="none" stroke="${p.hi}" stroke-width="14"/><path d="M100 108l20-26" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>` +
    lines(48, 130, 104, 3),
  calendar: (p) =>
    card(20, 30, 160, 150) +
    `<path d="M20 42a12 12 0 0112-12h136a12 12 0 0112 12v22H20z" fill="${p.main}"/><rect x="50" y="18" width="10" height="26" rx="5" fill="${INK}"/><rect x="140" y="18" width="10" height="26" rx="5" fill="${INK}"/>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${38 + (i % 4) * 34}" y="${80 + Math.floor(i / 4) * 30}" width="22" height="18" rx="4" fill="${i === 6 ? p.hi : '#e2e8f0'}"/>`,
    ).join(''),
  piggyBank: () =>
    `<ellipse cx="100" cy="112" rx="72" ry="56" fill="#f9a8d4" stroke="${INK}" stroke-opacity=".15" stroke-width="2"/><circle cx="52" cy="92" r="6" fill="${INK}"/><ellipse cx="30" cy="116" rx="16" ry="14" fill="#f472b6"/><path d="M70 62l10-22 14 20" fill="#f472b6"/><rect x="60" y="156" width="18" height="28" rx="6" fill="#f472b6"/><rect x="122" y="156" width="18" height="28" rx="6" fill="#f472b6"/><rect x="86" y="58" width="36" height="8" rx="4" fill="${INK}" opacity=".6"/><circle cx="104" cy="36" r="16" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>`,
  warehouse: (p) =>
    `<path d="M10 70 100 20l90 50v110H10z" fill="#fff" stroke="${INK}" stroke-opacity=".15" stroke-width="2"/><path d="M10 70 100 20l90 50" fill="none" stroke="${p.main}" stroke-width="8" stroke-linejoin="round"/>` +
    [0, 1]
      .map((r) =>
        [0, 1, 2]
          .map(
            (c) =>
              `<rect x="${36 + c * 46}" y="${92 + r * 42}" width="36" height="32" rx="3" fill="${(r + c) % 2 ? '#f59e0b' : '#fbbf24'}"/><path d="M${54 + c * 46} ${92 + r * 42}v10" stroke="#92400e" stroke-width="3"/>`,
          )
          .join(''),
      )
      .join('') +
    `<path d="M26 128h148M26 170h148" stroke="${INK}" stroke-opacity=".35" stroke-width="4"/>`,
  boxes: () =>
    [
      [30, 110, 70],
      [100, 110, 70],
      [64, 46, 64],
    ]
      .map(
        ([x, y, s], i) =>
          `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="6" fill="${i === 2 ? '#f59e0b' : '#fbbf24'}" stroke="#92400e" stroke-opacity=".4" stroke-width="2"/><path d="M${x + s / 2 - 8} ${y}v18h16V${y}" fill="#fde68a"/>`,
      )
      .join(''),
  terminal: (p) =>
    `<rect x="46" y="10" width="108" height="180" rx="20" fill="${INK}"/><rect x="60" y="26" width="80" height="50" rx="6" fill="${p.hi}"/><text x="100" y="58" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="18" fill="${INK}">$48.00</text>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${62 + (i % 3) * 27}" y="${92 + Math.floor(i / 3) * 26}" width="20" height="18" rx="4" fill="#334155"/>`,
    ).join('') +
    `<rect x="84" y="0" width="32" height="18" rx="4" fill="${p.second}"/>`,
  globe: (p) =>
    `<circle cx="100" cy="100" r="80" fill="${p.second}" opacity=".9"/><path d="M100 20c-30 24-30 136 0 160M100 20c30 24 30 136 0 160M24 76h152M24 124h152M20 100h160" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/><path d="M56 56c10-6 24-4 30 6s-4 18 4 26-2 22-16 20-22-14-24-28 0-18 6-24zM118 96c10-6 30-4 36 8s-6 30-20 30-22-10-22-20 0-14 6-18z" fill="${p.hi}" opacity=".85"/><path d="M40 150C80 110 130 150 170 60" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="6 7"/>`,
  network: (p) => {
    const pts = [
      [100, 100],
      [36, 46],
      [164, 46],
      [30, 150],
      [170, 150],
      [100, 178],
      [100, 24],
    ];
    return (
      pts
        .slice(1)
        .map(([x, y]) => `<path d="M100 100L${x} ${y}" stroke="${p.second}" stroke-width="4"/>`)
        .join('') +
      pts
        .map(
          ([x, y], i) =>
            `<circle cx="${x}" cy="${y}" r="${i ? 18 : 28}" fill="${i ? '#fff' : p.main}" stroke="${i ? p.second : '#fff'}" stroke-width="4"/>${i ? `<path d="M${x - 8} ${y + 4}h16M${x - 6} ${y - 2}v6M${x} ${y - 2}v6M${x + 6} ${y - 2}v6M${x - 9} ${y - 4}l9-6 9 6" stroke="${p.main}" stroke-width="2.5" fill="none" stroke-linecap="round"/>` : ''}`,
        )
        .join('')
    );
  },
  cart: (p) =>
    `<path d="M14 40h28l22 96h96l18-70H52" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/><rect x="64" y="76" width="40" height="40" rx="4" fill="#fbbf24"/><rect x="110" y="66" width="44" height="50" rx="4" fill="${p.second}"/><circle cx="76" cy="166" r="14" fill="${INK}"/><circle cx="150" cy="166" r="14" fill="${INK}"/>`,
  safe: (p) =>
    `<rect x="20" y="20" width="160" height="160" rx="16" fill="#475569"/><rect x="34" y="34" width="132" height="132" rx="10" fill="#64748b"/><circle cx="100" cy="100" r="38" fill="#cbd5e1"/><circle cx="100" cy="100" r="12" fill="${INK}"/>` +
    [0, 60, 120, 180, 240, 300]
      .map((a) => `<rect x="97" y="64" width="6" height="14" rx="3" fill="${INK}" transform="rotate(${a} 100 100)"/>`)
      .join('') +
    `<rect x="150" y="80" width="10" height="40" rx="5" fill="${p.hi}"/><rect x="36" y="180" width="24" height="12" rx="3" fill="#334155"/><rect x="140" y="180" width="24" height="12" rx="3" fill="#334155"/>`,
  umbrella: (p) =>
    `<path d="M14 100a86 86 0 01172 0c-14-12-30-12-43 0-14-12-29-12-43 0-14-12-29-12-43 0-14-12-30-12-43 0z" fill="${p.main}"/><path d="M100 14v6" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><path d="M100 100v70a14 14 0 01-28 0" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>` +
    [0, 1]
      .map(
        (i) =>
          `<ellipse cx="140" cy="${180 - i * 14}" rx="26" ry="8" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>`,
      )
      .join(''),
  gauge: (p) =>
    card(10, 30, 180, 140) +
    `<path d="M40 140a60 60 0 01120 0" fill="none" stroke="#e2e8f0" stroke-width="18" stroke-linecap="round"/><path d="M40 140a60 60 0 0196-48" fill="none" stroke="${p.hi}" stroke-width="18" stroke-linecap="round"/><path d="M100 140l30-40" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="140" r="9" fill="${INK}"/>`,
  flags: () =>
    `<rect x="8" y="40" width="86" height="58" rx="4" fill="#fff" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><rect x="8" y="40" width="22" height="58" fill="#dc2626"/><rect x="72" y="40" width="22" height="58" fill="#dc2626"/><path d="M51 54l4 8 5-3-2 11 5-2 1 5-7 3 1 7h-4l1-7-7-3 1-5 5 2-2-11 5 3z" fill="#dc2626"/>` +
    `<rect x="106" y="102" width="86" height="58" rx="4" fill="#fff" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/>` +
    [0, 2, 4, 6].map((i) => `<rect x="106" y="${102 + i * 8.3}" width="86" height="8.3" fill="#dc2626"/>`).join('') +
    `<rect x="106" y="102" width="38" height="33" fill="#1e3a8a"/><path d="M12 40v150M110 102v88" stroke="${INK}" stroke-width="4"/>`,
  dashboard: (p) =>
    `<rect x="4" y="24" width="192" height="128" rx="10" fill="${INK}"/><rect x="14" y="34" width="172" height="108" rx="4" fill="#fff"/><path d="M70 166h60l6 16H64z" fill="#334155"/>` +
    `<rect x="24" y="44" width="60" height="40" rx="4" fill="${p.soft}"/><rect x="92" y="44" width="84" height="40" rx="4" fill="${p.bg2}"/><path d="M100 76l16-12 14 6 18-16 20 10" fill="none" stroke="${p.main}" stroke-width="4" stroke-linecap="round"/>` +
    [0, 1, 2]
      .map(
        (i) => `<rect x="${24 + i * 54}" y="96" width="46" height="36" rx="4" fill="${i === 1 ? p.hi : '#e2e8f0'}"/>`,
      )
      .join(''),
  laptop: (p) =>
    `<rect x="24" y="30" width="152" height="104" rx="8" fill="${INK}"/><rect x="34" y="40" width="132" height="84" rx="3" fill="#fff"/><path d="M4 140h192l-12 20H16z" fill="#94a3b8"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${48 + i * 28}" y="${110 - (i + 1) * 14}" width="18" height="${(i + 1) * 14}" rx="3" fill="${i === 3 ? p.hi : p.second}"/>`,
      )
      .join(''),
  ledger: (p) =>
    `<rect x="22" y="20" width="156" height="160" rx="8" fill="${p.main}"/><rect x="32" y="28" width="140" height="146" rx="4" fill="#fff"/><path d="M100 28v146" stroke="${p.soft}" stroke-width="3"/>` +
    lines(42, 44, 48, 7, 16) +
    Array.from(
      { length: 7 },
      (_, i) =>
        `<rect x="112" y="${44 + i * 16}" width="${i % 2 ? 30 : 48}" height="6" rx="3" fill="${i === 6 ? p.hi : '#cbd5e1'}"/>`,
    ).join(''),
  badge: (p) =>
    `<circle cx="100" cy="100" r="70" fill="${p.hi}"/><circle cx="100" cy="100" r="56" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="4 6"/><path d="M72 102l18 18 38-40" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><path d="M66 160l-14 36 24-10 12 22 12-40M134 160l14 36-24-10-12 22-12-40" fill="${p.main}"/>`,
  machine: (p) =>
    `<rect x="14" y="40" width="172" height="140" rx="10" fill="#94a3b8"/><rect x="28" y="54" width="110" height="90" rx="6" fill="#e2e8f0" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><rect x="72" y="54" width="20" height="42" fill="#475569"/><path d="M78 96h8l-4 14z" fill="${p.hi}"/><rect x="46" y="120" width="76" height="14" rx="3" fill="#475569"/>` +
    `<rect x="148" y="58" width="28" height="44" rx="4" fill="${INK}"/><rect x="152" y="62" width="20" height="14" rx="2" fill="${p.hi}"/><circle cx="162" cy="90" r="5" fill="#f59e0b"/><rect x="14" y="180" width="172" height="12" rx="4" fill="#475569"/>`,
  magnifier: (p) =>
    `<circle cx="82" cy="82" r="58" fill="${p.bg1}" fill-opacity=".6" stroke="${INK}" stroke-width="12"/><path d="M124 124l56 56" stroke="${INK}" stroke-width="20" stroke-linecap="round"/>` +
    lines(52, 66, 60, 3, 14, p.second),
  checklist: (p) =>
    `<rect x="26" y="16" width="148" height="176" rx="12" fill="#d6a46a"/><rect x="38" y="30" width="124" height="152" rx="6" fill="#fff"/><rect x="72" y="8" width="56" height="22" rx="6" fill="#475569"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="50" y="${50 + i * 32}" width="18" height="18" rx="4" fill="${i < 3 ? p.hi : '#e2e8f0'}"/>${i < 3 ? `<path d="M54 ${59 + i * 32}l4 4 7-8" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` : ''}<rect x="78" y="${56 + i * 32}" width="${i % 2 ? 52 : 70}" height="7" rx="3" fill="#cbd5e1"/>`,
      )
      .join(''),
  idCard: (p) =>
    card(10, 46, 180, 112, '#fff', 14) +
    `<rect x="10" y="46" width="180" height="26" rx="14" fill="${p.main}"/><rect x="10" y="60" width="180" height="12" fill="${p.main}"/><circle cx="54" cy="108" r="20" fill="${p.soft}"/><path d="M34 140a20 16 0 0140 0" fill="${p.second}"/>` +
    lines(90, 96, 84, 3, 15),
  binder: (p) =>
    `<rect x="20" y="18" width="150" height="170" rx="10" fill="${p.main}"/><rect x="30" y="26" width="132" height="154" rx="4" fill="#fff"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="162" y="${36 + i * 34}" width="24" height="26" rx="5" fill="${[p.hi, '#f59e0b', p.second, '#f472b6'][i]}"/>`,
      )
      .join('') +
    `<rect x="44" y="40" width="70" height="10" rx="5" fill="${INK}" opacity=".8"/>` +
    lines(44, 62, 100, 3) +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${50 + i * 26}" y="${160 - (i + 2) * 14}" width="16" height="${(i + 2) * 14}" rx="3" fill="${p.second}"/>`,
      )
      .join(''),
  truck: (p) =>
    `<rect x="4" y="56" width="120" height="86" rx="6" fill="${p.main}"/><path d="M124 80h40l28 30v32h-68z" fill="${p.second}"/><path d="M134 88h26l18 20h-44z" fill="#e0f2fe"/><circle cx="42" cy="150" r="18" fill="${INK}"/><circle cx="42" cy="150" r="7" fill="#cbd5e1"/><circle cx="160" cy="150" r="18" fill="${INK}"/><circle cx="160" cy="150" r="7" fill="#cbd5e1"/><rect x="20" y="76" width="60" height="10" rx="5" fill="#fff" opacity=".8"/>`,
  road: () =>
    `<path d="M0 170 C60 120 140 120 200 60" fill="none" stroke="#475569" stroke-width="34" stroke-linecap="round"/><path d="M0 170 C60 120 140 120 200 60" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="14 12"/>` +
    `<rect x="120" y="26" width="40" height="24" rx="4" fill="#86efac" stroke="#15803d" stroke-width="2"/><text x="140" y="43" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="14" fill="#15803d">$</text>`,
  factory: () =>
    `<path d="M10 180V90l45 28V90l45 28V90l45 28V40h40v140z" fill="#94a3b8"/><rect x="150" y="20" width="30" height="26" fill="#64748b"/>` +
    [0, 1, 2].map((i) => `<rect x="${26 + i * 45}" y="136" width="22" height="20" rx="3" fill="#fde68a"/>`).join('') +
    `<circle cx="170" cy="10" r="10" fill="#e2e8f0"/>`,
  building: (p) =>
    `<path d="M100 12 188 56H12z" fill="${p.main}"/><rect x="18" y="56" width="164" height="14" fill="${p.second}"/>` +
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${30 + i * 32}" y="78" width="14" height="80" rx="3" fill="#e2e8f0"/>`)
      .join('') +
    `<rect x="12" y="160" width="176" height="14" fill="${p.second}"/><rect x="4" y="176" width="192" height="14" fill="${p.main}"/>`,
  offices: (p) =>
    `<rect x="8" y="40" width="66" height="150" rx="4" fill="${p.main}"/><rect x="126" y="60" width="66" height="130" rx="4" fill="${p.second}"/><path d="M74 110h52" stroke="${INK}" stroke-width="10"/><path d="M74 104q26-22 52 0" fill="none" stroke="${INK}" stroke-width="4"/>` +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<rect x="${20 + (i % 2) * 26}" y="${56 + Math.floor(i / 2) * 36}" width="16" height="20" rx="2" fill="#e0f2fe"/><rect x="${138 + (i % 2) * 26}" y="${76 + Math.floor(i / 2) * 34}" width="16" height="18" rx="2" fill="#e0f2fe"/>`,
      )
      .join(''),
  handshake: (p) =>
    `<path d="M6 92l44-28 34 12 26-8 44 16 40-20v40l-36 24-46 14-40-10-34-22-32 8z" fill="${p.soft}"/>` +
    `<path d="M58 96l34-18 26 10 30 30-14 10-26-20-22 8-16-12z" fill="#f8c9a0" stroke="#b45309" stroke-opacity=".4" stroke-width="2"/><path d="M92 118l16 14M104 110l18 16M116 104l16 14" stroke="#b45309" stroke-opacity=".5" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="0" y="78" width="34" height="46" rx="6" fill="${p.main}"/><rect x="166" y="74" width="34" height="46" rx="6" fill="${p.second}"/>`,
  folder: () =>
    `<path d="M14 48a8 8 0 018-8h52l14 16h90a8 8 0 018 8v108a8 8 0 01-8 8H22a8 8 0 01-8-8z" fill="#f59e0b"/><rect x="36" y="30" width="120" height="90" rx="6" fill="#fff" stroke="${INK}" stroke-opacity=".15" stroke-width="2"/>` +
    lines(52, 48, 88, 3) +
    `<path d="M14 84h172v88a8 8 0 01-8 8H22a8 8 0 01-8-8z" fill="#fbbf24"/>`,
  map: (p) =>
    `<path d="M10 40l60-20 60 20 60-20v140l-60 20-60-20-60 20z" fill="#e0f2fe" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><path d="M70 20v140M130 40v140" stroke="${INK}" stroke-opacity=".12" stroke-width="2"/>` +
    `<path d="M36 140C60 100 90 130 110 90s50-40 60-52" fill="none" stroke="${p.main}" stroke-width="5" stroke-dasharray="10 8" stroke-linecap="round"/>` +
    [
      [36, 140],
      [110, 90],
      [170, 38],
    ]
      .map(
        ([x, y], i) =>
          `<path d="M${x} ${y - 4}c-10 0-16 8-16 16 0 12 16 24 16 24s16-12 16-24c0-8-6-16-16-16z" transform="translate(0 -26)" fill="${[p.hi, '#f59e0b', p.second][i]}"/><circle cx="${x}" cy="${y - 14}" r="5" fill="#fff"/>`,
      )
      .join(''),
  calculator: (p) =>
    `<rect x="40" y="12" width="120" height="178" rx="16" fill="${INK}"/><rect x="54" y="26" width="92" height="40" rx="6" fill="#a7f3d0"/><text x="138" y="54" text-anchor="end" font-family="system-ui,sans-serif" font-weight="700" font-size="18" fill="${INK}">1,250</text>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${54 + (i % 3) * 32}" y="${78 + Math.floor(i / 3) * 27}" width="24" height="20" rx="5" fill="${i % 3 === 2 ? p.hi : '#475569'}"/>`,
    ).join(''),
  runway: () =>
    `<path d="M70 196 90 20h20l20 176z" fill="#475569"/><path d="M100 184v-22M100 148v-22M100 112v-18M100 80v-14M100 52v-10" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${74 + i * 3}" cy="${180 - i * 36}" r="4" fill="#fbbf24"/><circle cx="${126 - i * 3}" cy="${180 - i * 36}" r="4" fill="#fbbf24"/>`,
      )
      .join(''),
  stairs: (p) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${10 + i * 36}" y="${150 - i * 30}" width="36" height="${40 + i * 30}" fill="${i % 2 ? p.second : p.main}" stroke="#fff" stroke-width="3"/>`,
      )
      .join(''),
  boxStairs: (p) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="${10 + i * 46}" y="${150 - i * 36}" width="46" height="${40 + i * 36}" fill="${p.soft}" stroke="#fff" stroke-width="3"/><rect x="${18 + i * 46}" y="${120 - i * 36}" width="30" height="30" rx="3" fill="#fbbf24" stroke="#92400e" stroke-opacity=".4" stroke-width="2"/><circle cx="${46 + i * 46}" cy="${112 - i * 36}" r="9" fill="${p.hi}"/><text x="${46 + i * 46}" y="${117 - i * 36}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="12" fill="#fff">$</text>`,
      )
      .join(''),
  storefront: (p) =>
    `<rect x="24" y="70" width="152" height="116" fill="#fff" stroke="${INK}" stroke-opacity=".15" stroke-width="2"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${20 + i * 32} 46h32v24a16 16 0 01-32 0z" fill="${i % 2 ? '#fff' : p.main}" stroke="${p.main}" stroke-width="2"/>`,
      )
      .join('') +
    `<rect x="16" y="30" width="168" height="18" rx="4" fill="${INK}"/><rect x="40" y="110" width="56" height="50" rx="3" fill="#e0f2fe"/><rect x="112" y="110" width="44" height="76" rx="3" fill="${p.second}"/>`,
  cashCycle: (p) =>
    `<circle cx="100" cy="100" r="66" fill="none" stroke="${p.soft}" stroke-width="16"/><path d="M100 34a66 66 0 0157 33" fill="none" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/><path d="M158 108a66 66 0 01-62 58" fill="none" stroke="${p.hi}" stroke-width="16" stroke-linecap="round"/><path d="M44 132a66 66 0 0114-72" fill="none" stroke="${p.second}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="72" y="82" width="56" height="36" rx="5" fill="#86efac" stroke="#15803d" stroke-width="2"/><circle cx="100" cy="100" r="10" fill="#15803d" opacity=".6"/>`,
  bill: () =>
    `<rect x="14" y="52" width="172" height="96" rx="8" fill="#86efac" stroke="#15803d" stroke-width="3"/><rect x="26" y="64" width="148" height="72" rx="5" fill="none" stroke="#15803d" stroke-opacity=".5" stroke-width="2"/><circle cx="100" cy="100" r="24" fill="#bbf7d0" stroke="#15803d" stroke-width="2"/><text x="100" y="109" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="26" fill="#15803d">$</text>`,
  people: (p) => {
    /** @type {(x: number, y: number, c: string) => string} */
    const node = (x, y, c) =>
      `<circle cx="${x}" cy="${y}" r="28" fill="#fff" stroke="${c}" stroke-width="5"/><circle cx="${x}" cy="${y - 7}" r="8" fill="${c}"/><path d="M${x - 14} ${y + 16}a14 12 0 0128 0" fill="${c}"/>`;
    return (
      `<path d="M100 36 34 156h132z" fill="none" stroke="${INK}" stroke-opacity=".3" stroke-width="4" stroke-dasharray="8 8"/>` +
      node(100, 36, p.main) +
      node(34, 156, p.second) +
      node(166, 156, p.hi)
    );
  },
  blocks: (p) =>
    [
      [20, 140],
      [70, 140],
      [120, 140],
      [45, 90],
      [95, 90],
    ]
      .map(
        ([x, y], i) =>
          `<rect x="${x}" y="${y}" width="48" height="48" rx="6" fill="${[p.main, p.second, p.hi, '#f59e0b', p.main][i]}"/><text x="${x + 24}" y="${y + 32}" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="22" fill="#fff">${i + 1}</text>`,
      )
      .join(''),
  vault: () =>
    `<path d="M100 10 190 50H10z" fill="#64748b"/><rect x="20" y="56" width="160" height="130" rx="6" fill="#94a3b8"/><circle cx="100" cy="120" r="44" fill="#475569"/><circle cx="100" cy="120" r="30" fill="#64748b" stroke="#e2e8f0" stroke-width="4"/><path d="M100 96v48M76 120h48" stroke="#e2e8f0" stroke-width="5" stroke-linecap="round"/>`,
  marks: (p) =>
    `<rect x="4" y="60" width="80" height="80" rx="20" fill="${INK}" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><path d="M18 100c0-7 5-12 11-12 9 0 14 24 23 24 6 0 11-5 11-12s-5-12-11-12c-9 0-14 24-23 24-6 0-11-5-11-12z" fill="none" stroke="#2dd4bf" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M84 100h32" stroke="#fff" stroke-width="5" stroke-dasharray="6 5"/>` +
    `<rect x="116" y="60" width="80" height="80" rx="20" fill="#fff"/><path d="M132 124 176 76v48z" fill="#fbbf24" opacity=".55"/><circle cx="140" cy="116" r="10" fill="${p.second}"/><path d="M132 130h48" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
};

/** Words in heroAlt → motif, in the order they are looked for. */
/** @type {[RegExp, string][]} */
const vocabulary = [
  [/boundless ai and .* marks/i, 'marks'],
  [/building blocks/i, 'blocks'],
  [/staircase/i, 'stairs'],
  [/shipping boxes on a staircase/i, 'boxStairs'],
  [/wave-shaped|revenue line/i, 'waveChart'],
  [/growth chart|rising growth/i, 'growthChart'],
  [/line chart/i, 'lineChart'],
  [/bar chart/i, 'barChart'],
  [/recurring-revenue chart/i, 'barChart'],
  [/loan agreement|agreement/i, 'agreement'],
  [/invoices?/i, 'invoices'],
  [/income statement|financial statements?|balance sheet/i, 'statement'],
  [/credit report/i, 'report'],
  [/purchase order document/i, 'agreement'],
  [/calendar/i, 'calendar'],
  [/piggy bank/i, 'piggyBank'],
  [/warehouse|shelves/i, 'warehouse'],
  [/shipping boxes|boxes/i, 'boxes'],
  [/payment terminal/i, 'terminal'],
  [/globe/i, 'globe'],
  [/lender icons|network/i, 'network'],
  [/shopping cart/i, 'cart'],
  [/safe\b/i, 'safe'],
  [/umbrella/i, 'umbrella'],
  [/gauge/i, 'gauge'],
  [/flags/i, 'flags'],
  [/store dashboard/i, 'dashboard'],
  [/laptop/i, 'laptop'],
  [/ledger/i, 'ledger'],
  [/approval badge/i, 'badge'],
  [/machining|cnc/i, 'machine'],
  [/magnifying glass/i, 'magnifier'],
  [/checklist/i, 'checklist'],
  [/id card/i, 'idCard'],
  [/binder/i, 'binder'],
  [/truck/i, 'truck'],
  [/highway|road/i, 'road'],
  [/factory/i, 'factory'],
  [/government building|bank icons/i, 'building'],
  [/office buildings/i, 'offices'],
  [/handshake/i, 'handshake'],
  [/folder/i, 'folder'],
  [/\bmap\b/i, 'map'],
  [/calculator/i, 'calculator'],
  [/runway/i, 'runway'],
  [/storefront/i, 'storefront'],
  [/circular flow|flow of cash|turning into cash/i, 'cashCycle'],
  [/lump-sum/i, 'bill'],
  [/buyer, a supplier|funder/i, 'people'],
  [/vault/i, 'vault'],
  [/coins/i, 'coins'],
];

/** @type {Record<string, string[]>} */
const fallback = {
  Guide: ['agreement', 'barChart', 'coins'],
  Insights: ['lineChart', 'calendar', 'coins'],
  'Case Study': ['barChart', 'coins'],
  'Press Release': ['marks', 'network', 'coins'],
};

/** A motif that already shows another one: warehouses hold boxes, box staircases are staircases. */
/** @type {Record<string, string[]>} */
const covers = { warehouse: ['boxes'], boxStairs: ['stairs', 'boxes'], laptop: ['barChart'] };

/**
 * The motifs an alt text names, in the order it names them (at most 4).
 * @param {string} alt
 * @param {string} category
 */
export function motifsFor(alt, category) {
  /** @type {{ motif: string, at: number }[]} */
  const found = [];
  for (const [re, motif] of vocabulary) {
    const m = re.exec(alt);
    if (m && !found.some((f) => f.motif === motif)) found.push({ motif, at: m.index });
  }
  const covered = new Set(found.flatMap((f) => covers[f.motif] ?? []));
  const names = found
    .filter((f) => !covered.has(f.motif))
    .sort((a, b) => a.at - b.at)
    .map((f) => f.motif);
  for (const f of fallback[category] ?? fallback.Guide) if (names.length < 2 && !names.includes(f)) names.push(f);
  return names.slice(0, 4);
}

/** @param {{ slug: string, category: string, heroAlt: string }} article */
function hero({ slug, category, heroAlt }) {
  const p = palettes[category] ?? palettes.Guide;
  const rand = rng(slug);
  const names = motifsFor(heroAlt, category);
  const dark = category === 'Press Release';
  // Slots: one large motif and up to two smaller ones, slightly varied per article.
  /** @type {Record<number, { x: number, y: number, s: number }[]>} */
  const layouts = {
    2: [
      { x: 170, y: 110, s: 2.0 },
      { x: 680, y: 140, s: 1.8 },
    ],
    3: [
      { x: 70, y: 120, s: 1.95 },
      { x: 500, y: 190, s: 1.5 },
      { x: 830, y: 160, s: 1.6 },
    ],
    4: [
      { x: 40, y: 180, s: 1.35 },
      { x: 330, y: 200, s: 1.3 },
      { x: 620, y: 170, s: 1.35 },
      { x: 900, y: 200, s: 1.3 },
    ],
  };
  const slots = layouts[names.length];
  const blobs = Array.from({ length: 4 }, (_, i) => {
    const cx = Math.round(rand() * W);
    const cy = Math.round(rand() * H);
    const r = Math.round(120 + rand() * 160);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? p.soft : p.bg2}" opacity="${dark ? 0.35 : 0.7}"/>`;
  }).join('');
  const dots = Array.from({ length: 12 }, (_, r) =>
    Array.from({ length: 22 }, (_, c) => `<circle cx="${30 + c * 55}" cy="${24 + r * 52}" r="2.2"/>`).join(''),
  ).join('');
  const drawn = names
    .map((n, i) => {
      const { x, y, s } = slots[i];
      const jx = Math.round((rand() - 0.5) * 24);
      const jy = Math.round((rand() - 0.5) * 30);
      const tilt = ((rand() - 0.5) * 6).toFixed(1);
      return `<g transform="translate(${x + jx} ${y + jy}) scale(${s}) rotate(${tilt} 100 100)"><ellipse cx="100" cy="196" rx="86" ry="10" fill="${INK}" opacity="${dark ? 0.35 : 0.08}"/>${motifs[n](p)}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(heroAlt)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${blobs}<g fill="${dark ? '#ffffff' : INK}" opacity="${dark ? 0.12 : 0.07}">${dots}</g>
<path d="M0 ${H - 70} C ${W * 0.3} ${H - 120}, ${W * 0.6} ${H - 20}, ${W} ${H - 90} V ${H} H 0z" fill="${p.main}" opacity="${dark ? 0.25 : 0.1}"/>
${drawn}
</svg>
`;
}

/** @param {string} s */
function escapeXml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

/** Our own stylised portraits: shapes only, no likeness of any real person. */
const portraits = {
  'maya-chen': { bg: '#dbe6fe', skin: '#f1c9a5', hair: '#1f1b24', shirt: '#2547ea', style: 'bob' },
  'daniel-okafor': { bg: '#ccfbf1', skin: '#8d5a3b', hair: '#1b1412', shirt: '#0d9488', style: 'short' },
  'priya-raman': { bg: '#ede9fe', skin: '#c68e64', hair: '#2a1a14', shirt: '#7c3aed', style: 'long' },
};

/** @param {{ bg: string, skin: string, hair: string, shirt: string, style: string }} look */
function portrait({ bg, skin, hair, shirt, style }) {
  const back =
    style === 'long'
      ? `<path d="M58 66c0-30 18-44 42-44s42 14 42 44v70H58z" fill="${hair}"/>`
      : style === 'bob'
        ? `<path d="M56 70c0-30 20-46 44-46s44 16 44 46v34H56z" fill="${hair}"/>`
        : '';
  const front =
    style === 'short'
      ? `<path d="M64 64c2-22 18-32 36-32s34 10 36 32c-10-8-22-12-36-12s-26 4-36 12z" fill="${hair}"/>`
      : style === 'bob'
        ? `<path d="M62 72c0-24 16-38 38-38s38 14 38 38c-18-2-34-10-44-22-6 12-18 20-32 22z" fill="${hair}"/>`
        : `<path d="M64 70c0-24 16-36 36-36s36 12 36 36c-14-4-28-12-36-24-8 12-22 20-36 24z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<rect width="200" height="200" fill="${bg}"/>${back}
<path d="M36 200c4-38 30-58 64-58s60 20 64 58z" fill="${shirt}"/><path d="M86 136h28v18a14 14 0 01-28 0z" fill="${skin}"/>
<ellipse cx="100" cy="90" rx="36" ry="42" fill="${skin}"/>${front}
<circle cx="87" cy="94" r="3.5" fill="#1f2937"/><circle cx="113" cy="94" r="3.5" fill="#1f2937"/>
<path d="M90 114q10 8 20 0" fill="none" stroke="#7f1d1d" stroke-width="3" stroke-linecap="round"/>
</svg>
`;
}

/** @param {string} source */
function frontmatter(source) {
  const fm = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  /** @param {string} key */
  const get = (key) =>
    /^(\w+):\s*"?(.*?)"?\s*$/m.exec(fm.split('\n').find((l) => l.startsWith(`${key}:`)) ?? '')?.[2] ?? '';
  return { category: get('category'), heroAlt: get('heroAlt') };
}

mkdirSync(outDir, { recursive: true });
mkdirSync(authorDir, { recursive: true });
const articles = readdirSync(contentDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ slug: f.replace(/\.mdx$/, ''), ...frontmatter(readFileSync(join(contentDir, f), 'utf8')) }));
for (const a of articles) writeFileSync(join(outDir, `${a.slug}.svg`), hero(a));
for (const [id, spec] of Object.entries(portraits)) writeFileSync(join(authorDir, `${id}.svg`), portrait(spec));
console.log(`Drew ${articles.length} hero illustrations and ${Object.keys(portraits).length} portraits.`);

if (process.argv.includes('--og')) {
  const { chromium } = await import('@playwright/test');
  mkdirSync(ogDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  for (const a of articles) {
    await page.setContent(`<style>html,body{margin:0}</style>${readFileSync(join(outDir, `${a.slug}.svg`), 'utf8')}`);
    await page.screenshot({ path: join(ogDir, `${a.slug}.jpg`), type: 'jpeg', quality: 82 });
  }
  await browser.close();
  console.log(`Rendered ${articles.length} social preview JPEGs.`);
}
