/**
 * A long figure (« 3,5 G$ US » names its currency) may not fit a two-column tile at the tiles' size: wrapped in a
 * span with this class inside a tile marked `@container`, it steps down only as far as the tile's width needs.
 */
export const figureFit = (number: string): string => (number.length > 8 ? 'text-[length:min(1em,18cqw)]' : '');
