// One article's hero SVG: its motifs on a background arranged from its slug, so each article differs.
import { motifs } from './motifs/index.mjs';
import { H, INK, W, palettes } from './palette.mjs';
import { motifsFor } from './vocabulary.mjs';

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

/** @param {{ slug: string, category: string, heroAlt: string }} article */
export function hero({ slug, category, heroAlt }) {
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
<defs><linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
<pattern id="hero-dots" width="55" height="52" patternUnits="userSpaceOnUse"><circle cx="30" cy="24" r="2.2" fill="${dark ? '#ffffff' : INK}"/></pattern></defs>
<rect width="${W}" height="${H}" fill="url(#hero-bg)"/>${blobs}<rect width="1210" height="624" fill="url(#hero-dots)" opacity="${dark ? 0.12 : 0.07}"/>
<path d="M0 ${H - 70} C ${W * 0.3} ${H - 120}, ${W * 0.6} ${H - 20}, ${W} ${H - 90} V ${H} H 0z" fill="${p.main}" opacity="${dark ? 0.25 : 0.1}"/>
${drawn}
</svg>
`;
}

/** @param {string} s */
function escapeXml(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}
