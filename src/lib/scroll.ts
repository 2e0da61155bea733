/** Smooth scrolling with the site's fixed-header offset; instant when the visitor prefers reduced motion. */
export const ANCHOR_OFFSET = 100;

const behavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

export function scrollToElement(el: Element, offset = ANCHOR_OFFSET): void {
  const top = el.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: behavior() });
}

export function scrollToHash(hash: string, offset = ANCHOR_OFFSET): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const el = id ? document.getElementById(id) : null;
  if (el) scrollToElement(el, offset);
  return el !== null;
}

export function scrollToTop(delay = 100): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: behavior() }), delay);
}

/** Pages with anchors: scroll to the hash 300 ms after load and 100 ms after every hash change. */
export function initHashScroll({ loadDelay = 300, changeDelay = 100 } = {}): void {
  if (location.hash) window.setTimeout(() => scrollToHash(location.hash), loadDelay);
  window.addEventListener('hashchange', () => {
    window.setTimeout(() => scrollToHash(location.hash), changeDelay);
  });
}
