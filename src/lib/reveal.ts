/** In-view trigger: threshold 0.1, root margin -100 px at the bottom. */
export const IN_VIEW = { threshold: 0.1, rootMargin: '0px 0px -100px 0px' } as const;

export function initReveal(root: ParentNode = document): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      entry.target.classList.remove('reveal-hidden');
      entry.target.setAttribute('data-revealed', 'true');
      observer.unobserve(entry.target);
    }
  }, IN_VIEW);
  for (const el of root.querySelectorAll<HTMLElement>('[data-reveal]')) {
    // Already on screen at load: leave it alone (no flash, no layout shift).
    if (el.getBoundingClientRect().top < window.innerHeight) {
      el.setAttribute('data-revealed', 'true');
      continue;
    }
    el.classList.add('reveal-hidden');
    observer.observe(el);
  }
}
