/** Line pictograms for the industry cards (24×24, stroke = currentColor), drawn by IndustryIcon.tsx. Kept out of
 * the shared Icon map so pages without industry cards do not ship them. Decorative. */
import type { IndustryIconName } from '~/types';

export const industryIconPaths: Record<IndustryIconName, string> = {
  cart: 'M3 4h2l2.4 11h11l2-8H6.2M9 20a1 1 0 100-2 1 1 0 000 2zM18 20a1 1 0 100-2 1 1 0 000 2z',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  store:
    'M4 9l1.5-5h13L20 9M4 9h16M4 9a2.7 2.7 0 005.3 0 2.7 2.7 0 005.4 0 2.7 2.7 0 005.3 0M5 11v9h14v-9M10 20v-5h4v5',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  factory: 'M3 20V10l5 3V10l5 3V6h3l1 4h3v10zM3 20h18M7 17h2M12 17h2M17 17h1',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
};
