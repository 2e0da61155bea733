// Motifs: Numbers and growth: charts, gauges, screens, steps and cycles.
// Each draws in a 200×200 box from the palette `p`.
import { card, lines } from '../draw.mjs';
import { INK } from '../palette.mjs';

/** @typedef {import('../palette.mjs').Palette} Palette */

/** @type {Record<string, (p: Palette) => string>} */
export const chartMotifs = {
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
  gauge: (p) =>
    card(10, 30, 180, 140) +
    `<path d="M40 140a60 60 0 01120 0" fill="none" stroke="#e2e8f0" stroke-width="18" stroke-linecap="round"/><path d="M40 140a60 60 0 0196-48" fill="none" stroke="${p.hi}" stroke-width="18" stroke-linecap="round"/><path d="M100 140l30-40" stroke="${INK}" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="140" r="9" fill="${INK}"/>`,
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
  calculator: (p) =>
    `<rect x="40" y="12" width="120" height="178" rx="16" fill="${INK}"/><rect x="54" y="26" width="92" height="40" rx="6" fill="#a7f3d0"/><text x="138" y="54" text-anchor="end" font-family="system-ui,sans-serif" font-weight="700" font-size="18" fill="${INK}">1,250</text>` +
    Array.from(
      { length: 12 },
      (_, i) =>
        `<rect x="${54 + (i % 3) * 32}" y="${78 + Math.floor(i / 3) * 27}" width="24" height="20" rx="5" fill="${i % 3 === 2 ? p.hi : '#475569'}"/>`,
    ).join(''),
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
  cashCycle: (p) =>
    `<circle cx="100" cy="100" r="66" fill="none" stroke="${p.soft}" stroke-width="16"/><path d="M100 34a66 66 0 0157 33" fill="none" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/><path d="M158 108a66 66 0 01-62 58" fill="none" stroke="${p.hi}" stroke-width="16" stroke-linecap="round"/><path d="M44 132a66 66 0 0114-72" fill="none" stroke="${p.second}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="72" y="82" width="56" height="36" rx="5" fill="#86efac" stroke="#15803d" stroke-width="2"/><circle cx="100" cy="100" r="10" fill="#15803d" opacity=".6"/>`,
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
};
