/** Smooth scrolling with the site's fixed-header offset; instant when the visitor prefers reduced motion. */
export const ANCHOR_OFFSET = 100;

export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/** Resolves when the current scroll has ended, or at once when there is nothing to scroll. */
function scrollEnded(top: number): Promise<void> {
  if (Math.abs(window.scrollY - top) < 1) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('scrollend', done);
      resolve();
    };
    window.addEventListener('scrollend', done);
    window.setTimeout(done, 3000); // browsers without the scrollend event
  });
}

export function scrollToElement(el: Element, offset = ANCHOR_OFFSET): void {
  const targetTop = () => Math.min(maxScroll(), Math.max(0, el.getBoundingClientRect().top + window.scrollY - offset));
  let top = targetTop();
  window.scrollTo({ top, behavior: scrollBehavior() });
  // The page can still move under a smooth scroll (the web font swapping in, an island hydrating above the
  // target): once scrolling and fonts have settled, land on the target again unless the visitor scrolled away.
  void Promise.all([scrollEnded(top), document.fonts.ready]).then(() => {
    if (Math.abs(window.scrollY - top) > 2) return;
    const now = targetTop();
    if (Math.abs(now - top) > 1) {
      top = now;
      window.scrollTo({ top, behavior: 'auto' });
    }
  });
}

export function scrollToHash(hash: string, offset = ANCHOR_OFFSET): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const el = id ? document.getElementById(id) : null;
  if (el) scrollToElement(el, offset);
  return el !== null;
}

export function scrollToTop(delay = 100): void {
  window.setTimeout(() => window.scrollTo({ top: 0, behavior: scrollBehavior() }), delay);
}

/** Pages with anchors: scroll to the hash 300 ms after load and 100 ms after every hash change. */
export function initHashScroll({ loadDelay = 300, changeDelay = 100 } = {}): void {
  if (location.hash) window.setTimeout(() => scrollToHash(location.hash), loadDelay);
  window.addEventListener('hashchange', () => {
    window.setTimeout(() => scrollToHash(location.hash), changeDelay);
  });
}
