/** The path of each of our line icons (24×24, drawn with stroke = currentColor by Icon.tsx beside it). Names are
 * `IconName` in ~/types, so data modules can name icons; the record type makes every name have a path. */
import type { IconName } from '~/types';

export const iconPaths: Record<IconName, string> = {
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z',
  clock: 'M12 7v5l3 2M21 12a9 9 0 11-18 0 9 9 0 0118 0z',
  calendar: 'M5 6h14v14H5zM5 10h14M9 3v4M15 3v4',
  'map-pin': 'M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 5l12 7-12 7z',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5L18 18M6 18l2.5-2.5M15.5 8.5L18 6',
  folder: 'M3 7a1 1 0 011-1h5l2 2h9a1 1 0 011 1v9a1 1 0 01-1 1H4a1 1 0 01-1-1z',
  building: 'M4 20V6l8-3v17M12 9h8v11M3 20h18M7 9h2M7 13h2M15 13h2M15 16h2',
  support:
    'M4 13v-1a8 8 0 0116 0v1M4 13a2 2 0 012-2h1v6H6a2 2 0 01-2-2zM20 13a2 2 0 00-2-2h-1v6h1a2 2 0 002-2zM17 17a5 5 0 01-5 4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.4-8 9-4.6-.6-8-4.5-8-9V6z',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3',
  users: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 20a7 7 0 0114 0M16 3.5a4 4 0 010 7.5M18 14a6 6 0 014 6',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  globe: 'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3a14 14 0 010 18M12 3a14 14 0 000 18',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  share:
    'M8 12l8-5M8 12l8 5M6 14a2 2 0 100-4 2 2 0 000 4zM18 9a2 2 0 100-4 2 2 0 000 4zM18 19a2 2 0 100-4 2 2 0 000 4z',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  chat: 'M4 5h16v11H8l-4 4z',
  send: 'M4 12l16-8-6 16-3-7z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  linkedin:
    'M4 9h4v11H4zM6 4.5a2 2 0 110 4 2 2 0 010-4zM10 9h4v1.6c.6-1 1.9-1.9 3.7-1.9 3 0 4.3 1.9 4.3 5.3v6h-4v-5.4c0-1.5-.4-2.6-1.9-2.6-1.5 0-2.1 1.1-2.1 2.6V20h-4z',
  instagram:
    'M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zM12 16a4 4 0 100-8 4 4 0 000 8zM17.5 6.5h.01',
  x: 'M4 4l16 16M20 4L4 20',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 100-6 3 3 0 000 6z',
  'check-circle': 'M21 12a9 9 0 11-18 0 9 9 0 0118 0zM8 12.5l2.8 2.8L16.5 9.5',
  'zoom-in': 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4M11 8v6M8 11h6',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  // Partner and contact pages
  link: 'M10 14a4.5 4.5 0 006.4 0l3-3a4.5 4.5 0 00-6.4-6.4l-1.2 1.2M14 10a4.5 4.5 0 00-6.4 0l-3 3a4.5 4.5 0 006.4 6.4l1.2-1.2',
  bank: 'M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  calculator:
    'M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14.5h.01M12 14.5h.01M15 14.5h.01M9 18h.01M12 18h.01M15 18h.01',
  megaphone: 'M3 10v4h3l8 4V6L6 10zM17 9a4 4 0 010 6M7 14l1.5 5h2.5l-1-4.5',
  route:
    'M6 20a2 2 0 100-4 2 2 0 000 4zM18 8a2 2 0 100-4 2 2 0 000 4zM6 16V9a3 3 0 013-3h1M18 8v7a3 3 0 01-3 3h-1M13 6h3M8 18h3',
  trending: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  filter: 'M4 5h16l-6 7.5V19l-4 2v-8.5z',
  rocket: 'M12 15l-3-3c1-4 4-8 11-9-1 7-5 10-9 11zM9 12l-4 1-2 3 5 1M12 15l-1 4-3 2-1-5M15 9h.01',
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 01-12 0zM12 17v4',
  refresh: 'M20 11a8 8 0 00-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0014.5 4.5L20 16M20 20v-4h-4',
  coins:
    'M9 8c3.3 0 6-1.1 6-2.5S12.3 3 9 3 3 4.1 3 5.5 5.7 8 9 8zM3 5.5v4C3 10.9 5.7 12 9 12s6-1.1 6-2.5v-4M3 9.5v4C3 14.9 5.7 16 9 16M15 13c3.3 0 6-1.1 6-2.5S18.3 8 15 8M9 13.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-7',
  pie: 'M11 4a8 8 0 108.9 9H11zM14 3v7h7a7 7 0 00-7-7z',
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v5M12 7.5h.01',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 17.5L12 22.5l9-5',
};
