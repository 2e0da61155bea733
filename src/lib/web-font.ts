/**
 * Inter without a font on the critical path. The first page of a first visit paints at once in the
 * metric-matched fallback (same sizes and line breaks) and fetches Inter once it has loaded; the browser
 * remembers that it has the file, and every later page asks for Inter from the start (the HTML class below),
 * when the cached file is ready before layout. No page ever swaps its font after it has painted.
 */
export const WEB_FONT = {
  family: 'Inter Variable',
  /** On <html>: the stylesheet puts Inter first in the font stack. */
  className: 'font-inter',
  /** localStorage: set once Inter is in the browser's cache; holds no personal data. */
  storageKey: 'boundless:font',
} as const;

type FontLoader = Pick<FontFaceSet, 'load'>;

/**
 * After the page has loaded and gone idle, fetches Inter into the cache (without applying it to this page) and
 * remembers it. Nothing happens on a page already in Inter, or when storage is blocked (every page then keeps
 * the fallback, which is what the visitor's settings ask for).
 */
export function fetchWebFontLater(
  root: HTMLElement,
  fonts: FontLoader,
  storage: Pick<Storage, 'setItem'>,
  whenIdle: (run: () => void) => void,
): void {
  if (root.classList.contains(WEB_FONT.className)) return;
  whenIdle(() => {
    fonts
      .load(`1em "${WEB_FONT.family}"`)
      .then((faces) => {
        if (faces.length > 0) storage.setItem(WEB_FONT.storageKey, '1');
      })
      .catch(() => {
        // Offline or blocked: the next page tries again.
      });
  });
}
