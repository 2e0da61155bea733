/**
 * The site search's rules that need no page: which keys open it, how many letters start a search, and where a
 * result links. The dialog (src/components/site/search/) and its trigger use them; Pagefind does the searching.
 */

/** A search starts from this many characters (a single letter matches nearly every page). */
export const MIN_QUERY = 2;

/** Results shown at once: enough to choose from on a phone without scrolling far. */
export const MAX_RESULTS = 8;

/** Where the Pagefind bundle is written by the build and served from. */
export const PAGEFIND_BUNDLE = '/pagefind/';

type KeyLike = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  target: EventTarget | null;
};

/** True when focus is somewhere a visitor types, where "/" is a character, not a command. */
function typingIn(target: EventTarget | null): boolean {
  const el = target as { tagName?: string; isContentEditable?: boolean } | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName.toUpperCase());
}

/**
 * The keys that open the search on any page: "/" (as on GitHub and MDN) outside a text field, and Ctrl+K or ⌘K
 * (as in most documentation sites) anywhere, text fields included.
 */
export function isSearchShortcut(event: KeyLike): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
}

/**
 * A result's link as the site writes its URLs: pages are built as files (about-us.html) and served without the
 * extension; the home pages are / and /fr.
 */
export function resultHref(url: string): string {
  const [path, hash = ''] = url.split('#');
  const clean = path.replace(/\.html$/, '').replace(/\/index$/, '/') || '/';
  const href = clean !== '/' ? clean.replace(/\/$/, '') : clean;
  return hash ? `${href}#${hash}` : href;
}
