// Motifs: Paperwork: agreements, invoices, statements, reports, checklists, folders.
// Each draws in a 200×200 box from the palette `p`.
import { card, lines, signature } from '../draw.mjs';
import { INK } from '../palette.mjs';

/** @typedef {import('../palette.mjs').Palette} Palette */

/** @type {Record<string, (p: Palette) => string>} */
export const documentMotifs = {
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
  folder: () =>
    `<path d="M14 48a8 8 0 018-8h52l14 16h90a8 8 0 018 8v108a8 8 0 01-8 8H22a8 8 0 01-8-8z" fill="#f59e0b"/><rect x="36" y="30" width="120" height="90" rx="6" fill="#fff" stroke="${INK}" stroke-opacity=".15" stroke-width="2"/>` +
    lines(52, 48, 88, 3) +
    `<path d="M14 84h172v88a8 8 0 01-8 8H22a8 8 0 01-8-8z" fill="#fbbf24"/>`,
};
