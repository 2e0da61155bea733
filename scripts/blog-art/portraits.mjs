// The three author portraits (public/images/authors/).

/** Our own stylised portraits: shapes only, no likeness of any real person. */
export const portraits = {
  'maya-chen': { bg: '#dbe6fe', skin: '#f1c9a5', hair: '#1f1b24', shirt: '#2547ea', style: 'bob' },
  'daniel-okafor': { bg: '#ccfbf1', skin: '#8d5a3b', hair: '#1b1412', shirt: '#0d9488', style: 'short' },
  'priya-raman': { bg: '#ede9fe', skin: '#c68e64', hair: '#2a1a14', shirt: '#7c3aed', style: 'long' },
};

/** @param {{ bg: string, skin: string, hair: string, shirt: string, style: string }} look */
export function portrait({ bg, skin, hair, shirt, style }) {
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
