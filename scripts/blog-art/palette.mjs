// The picture size, the ink colour and a palette per article category.
export const W = 1200;
export const H = 630;
export const INK = '#0b1437';

/** @typedef {{ bg1: string, bg2: string, soft: string, main: string, second: string, hi: string }} Palette */

/**
 * Palettes per category: background, soft shape, main, secondary, highlight.
 * @type {Record<string, Palette>}
 */
export const palettes = {
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
