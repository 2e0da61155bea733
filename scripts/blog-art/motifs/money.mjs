// Motifs: Money itself and where it is kept or paid: coins, notes, safes, terminals.
// Each draws in a 200×200 box from the palette `p`.
import { INK } from '../palette.mjs';

/** @typedef {import('../palette.mjs').Palette} Palette */

/** @type {Record<string, (p: Palette) => string>} */
export const moneyMotifs = {
  coins: (p) =>
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="100" cy="${168 - i * 22}" rx="58" ry="16" fill="${i % 2 ? p.hi : '#fbbf24'}" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><rect x="42" y="${150 - i * 22}" width="116" height="18" fill="${i % 2 ? p.hi : '#fbbf24'}"/><ellipse cx="100" cy="${150 - i * 22}" rx="58" ry="16" fill="${i % 2 ? '#5eead4' : '#fde68a'}" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/>`,
      )
      .join('') +
    `<text x="100" y="67" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="18" fill="#92400e">$</text>`,
  piggyBank: () =>
    `<ellipse cx="100" cy="112" rx="72" ry="56" fill="#f9a8d4" stroke="${INK}" stroke-opacity=".15" stroke-width="2"/><circle cx="52" cy="92" r="6" fill="${INK}"/><ellipse cx="30" cy="116" rx="16" ry="14" fill="#f472b6"/><path d="M70 62l10-22 14 20" fill="#f472b6"/><rect x="60" y="156" width="18" height="28" rx="6" fill="#f472b6"/><rect x="122" y="156" width="18" height="28" rx="6" fill="#f472b6"/><rect x="86" y="58" width="36" height="8" rx="4" fill="${INK}" opacity=".6"/><circle cx="104" cy="36" r="16" fill="#fbbf24" stroke="#b45309" stroke-width="2"/>`,
  terminal: (p) =>
    `<rect x="46" y="10" width="108" height="180" rx="20" fill="${INK}"/><rect x="60" y="26" width="80" height="50" rx="6" fill="${p.hi}"/><text x="100" y="58" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="18" fill="${INK}">$48.00</text>` +
    Array.from(
      { length: 9 },
      (_, i) =>
        `<rect x="${62 + (i % 3) * 27}" y="${92 + Math.floor(i / 3) * 26}" width="20" height="18" rx="4" fill="#334155"/>`,
    ).join('') +
    `<rect x="84" y="0" width="32" height="18" rx="4" fill="${p.second}"/>`,
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
  bill: () =>
    `<rect x="14" y="52" width="172" height="96" rx="8" fill="#86efac" stroke="#15803d" stroke-width="3"/><rect x="26" y="64" width="148" height="72" rx="5" fill="none" stroke="#15803d" stroke-opacity=".5" stroke-width="2"/><circle cx="100" cy="100" r="24" fill="#bbf7d0" stroke="#15803d" stroke-width="2"/><text x="100" y="109" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="26" fill="#15803d">$</text>`,
  vault: () =>
    `<path d="M100 10 190 50H10z" fill="#64748b"/><rect x="20" y="56" width="160" height="130" rx="6" fill="#94a3b8"/><circle cx="100" cy="120" r="44" fill="#475569"/><circle cx="100" cy="120" r="30" fill="#64748b" stroke="#e2e8f0" stroke-width="4"/><path d="M100 96v48M76 120h48" stroke="#e2e8f0" stroke-width="5" stroke-linecap="round"/>`,
};
