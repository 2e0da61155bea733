/**
 * Social preview images of the pages (articles have their own, from scripts/blog-art/index.mjs --og). One 1200×630
 * JPEG per canonical path under public/images/og/, drawn by scripts/og-pages.mjs from each built page's title.
 */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** '/' → /images/og/home.jpg, '/blog' → /images/og/blog.jpg, '/a/b' → /images/og/a--b.jpg */
export function pageOgImage(pathname: string): string {
  const key = pathname.replace(/^\/+|\/+$/g, '').replace(/\/+/g, '--') || 'home';
  return `/images/og/${key}.jpg`;
}
