/**
 * Same-page links marked `data-smooth` ('Join Our Network', 'Book a Meeting', 'Get Started Above'): real links
 * that work without JavaScript, enhanced to scroll smoothly with the 100 px header offset and to move keyboard
 * focus to where the visitor lands. `#top` scrolls to the top of the page; `data-focus` names an element
 * (a CSS selector) to focus afterwards instead of the target.
 */
import { scrollBehavior, scrollToElement } from './scroll';

function focusWithoutScroll(el: HTMLElement): void {
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) {
    el.setAttribute('tabindex', '-1');
    el.classList.add('outline-none');
  }
  el.focus({ preventScroll: true });
}

export function initScrollLinks(root: Document = document): void {
  root.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-smooth]');
    const hash = link?.getAttribute('href') ?? '';
    if (!link || !hash.startsWith('#')) return;
    const id = decodeURIComponent(hash.slice(1));
    const target = id === 'top' ? null : root.getElementById(id);
    if (id !== 'top' && !target) return;
    event.preventDefault();
    if (target) {
      // The address shows where the visitor is, without a hashchange (which would scroll a second time).
      if (location.hash !== hash) history.pushState(history.state, '', hash);
      scrollToElement(target);
    } else {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
    }
    const focusSelector = link.dataset.focus;
    const focusTarget = (focusSelector ? root.querySelector<HTMLElement>(focusSelector) : null) ?? target;
    if (focusTarget) focusWithoutScroll(focusTarget);
  });
}
