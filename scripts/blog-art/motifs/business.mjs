// Motifs: Places, goods and people of a business: buildings, stock, transport, partners.
// Each draws in a 200×200 box from the palette `p`.
import { INK } from '../palette.mjs';

/** @typedef {import('../palette.mjs').Palette} Palette */

/** @type {Record<string, (p: Palette) => string>} */
export const businessMotifs = {
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
  flags: () =>
    `<rect x="8" y="40" width="86" height="58" rx="4" fill="#fff" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><rect x="8" y="40" width="22" height="58" fill="#dc2626"/><rect x="72" y="40" width="22" height="58" fill="#dc2626"/><path d="M51 54l4 8 5-3-2 11 5-2 1 5-7 3 1 7h-4l1-7-7-3 1-5 5 2-2-11 5 3z" fill="#dc2626"/>` +
    `<rect x="106" y="102" width="86" height="58" rx="4" fill="#fff" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/>` +
    [0, 2, 4, 6].map((i) => `<rect x="106" y="${102 + i * 8.3}" width="86" height="8.3" fill="#dc2626"/>`).join('') +
    `<rect x="106" y="102" width="38" height="33" fill="#1e3a8a"/><path d="M12 40v150M110 102v88" stroke="${INK}" stroke-width="4"/>`,
  machine: (p) =>
    `<rect x="14" y="40" width="172" height="140" rx="10" fill="#94a3b8"/><rect x="28" y="54" width="110" height="90" rx="6" fill="#e2e8f0" stroke="${INK}" stroke-opacity=".2" stroke-width="2"/><rect x="72" y="54" width="20" height="42" fill="#475569"/><path d="M78 96h8l-4 14z" fill="${p.hi}"/><rect x="46" y="120" width="76" height="14" rx="3" fill="#475569"/>` +
    `<rect x="148" y="58" width="28" height="44" rx="4" fill="${INK}"/><rect x="152" y="62" width="20" height="14" rx="2" fill="${p.hi}"/><circle cx="162" cy="90" r="5" fill="#f59e0b"/><rect x="14" y="180" width="172" height="12" rx="4" fill="#475569"/>`,
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
  runway: () =>
    `<path d="M70 196 90 20h20l20 176z" fill="#475569"/><path d="M100 184v-22M100 148v-22M100 112v-18M100 80v-14M100 52v-10" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<circle cx="${74 + i * 3}" cy="${180 - i * 36}" r="4" fill="#fbbf24"/><circle cx="${126 - i * 3}" cy="${180 - i * 36}" r="4" fill="#fbbf24"/>`,
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
  marks: (p) =>
    `<rect x="4" y="60" width="80" height="80" rx="20" fill="${INK}" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><path d="M18 100c0-7 5-12 11-12 9 0 14 24 23 24 6 0 11-5 11-12s-5-12-11-12c-9 0-14 24-23 24-6 0-11-5-11-12z" fill="none" stroke="#2dd4bf" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M84 100h32" stroke="#fff" stroke-width="5" stroke-dasharray="6 5"/>` +
    `<rect x="116" y="60" width="80" height="80" rx="20" fill="#fff"/><path d="M132 124 176 76v48z" fill="#fbbf24" opacity=".55"/><circle cx="140" cy="116" r="10" fill="${p.second}"/><path d="M132 130h48" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>`,
};
