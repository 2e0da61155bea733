/**
 * Keeps the fixed chat launcher above a visible bottom banner (the cookie notice, another island that may
 * appear later) that shares its column. Plain DOM code run from the page, so it works before the chat's
 * island has loaded; the island never sets the launcher's position itself.
 */
export const CHAT_ROOT_SELECTOR = '[data-chat-root]';
const BANNER_SELECTOR = '[data-cookie-banner]';
const GAP = 16;

/** Starts lifting the chat root above bottom banners; returns a cleanup. */
export function liftChatAboveBanners(root: HTMLElement): () => void {
  let raf = 0;
  const place = () => {
    cancelAnimationFrame(raf);
    raf = requestAnimationFrame(() => {
      const banners = document.querySelectorAll<HTMLElement>(BANNER_SELECTOR);
      // The common case, no banner and nothing to undo: no layout read at all.
      if (banners.length === 0 && !root.style.bottom) return;
      let lift = 0;
      const own = root.getBoundingClientRect();
      for (const el of banners) {
        const r = el.getBoundingClientRect();
        const shown = r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
        const overlapsColumn = r.left < own.right && r.right > own.left;
        if (shown && overlapsColumn && r.top < window.innerHeight) lift = Math.max(lift, window.innerHeight - r.top);
      }
      // CSSOM: allowed by the page's CSP (inline style attributes are not).
      root.style.bottom = lift > 0 ? `${Math.round(lift + GAP)}px` : '';
    });
  };
  const mutations = new MutationObserver(place);
  mutations.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['class', 'hidden', 'style'],
  });
  window.addEventListener('resize', place);
  place();
  return () => {
    cancelAnimationFrame(raf);
    mutations.disconnect();
    window.removeEventListener('resize', place);
  };
}
