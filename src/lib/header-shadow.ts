/**
 * The header gains its shadow once the page is scrolled more than 10 px. Plain DOM code run from the page (the
 * header's island hydrates only when the visitor reaches for it): it sets data-scrolled="true" or "false" on
 * the header, which styles itself from that attribute.
 */
export const SCROLL_SHADOW_AT = 10;

export function trackHeaderShadow(header: HTMLElement | null): void {
  if (!header) return;
  const update = () => header.setAttribute('data-scrolled', String(window.scrollY > SCROLL_SHADOW_AT));
  update();
  window.addEventListener('scroll', update, { passive: true });
}
