import { useEffect, useRef, useState } from 'react';
import { IN_VIEW } from '~/lib/reveal';

/**
 * True once the element has entered the viewport (the site's in-view trigger: threshold 0.1, bottom margin
 * -100 px), and stays true: used to start a highlight "once visible".
 */
export function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    if (!('IntersectionObserver' in window)) {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    }, IN_VIEW);
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView]);
  return { ref, inView };
}
