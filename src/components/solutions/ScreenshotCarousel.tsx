import { useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import type { Screenshot } from '~/data/how-it-works';
import type { Messages } from '~/i18n/en';
import { fill } from '~/lib/template';
import { useRotation } from '~/hooks/useRotation';
import Icon from '~/components/ui/Icon';
import PauseButton from '~/components/ui/PauseButton';
import { useHydrated } from '~/hooks/useHydrated';

/** Screenshot carousel: wait 4 s, then one image every 6 s; expanded images are shown at 1.5×. */
export const FIRST_DELAY = 4000;
export const INTERVAL = 6000;
export const ZOOM = 1.5;

/**
 * The four product screenshots. A click expands the current image (1.5× its size in the page, in an overlay that
 * scrolls when it does not fit); a second click, the close button or Escape shrinks it again. Rotation pauses while
 * an image is expanded, on hover and focus, and with the pause button.
 */
export default function ScreenshotCarousel({
  screenshots,
  t,
}: {
  screenshots: Screenshot[];
  t: Messages['solutions']['screenshotCarousel'];
}) {
  const ready = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const rotation = useRotation({
    count: screenshots.length,
    interval: INTERVAL,
    startDelay: FIRST_DELAY,
    enabled: !expanded,
  });
  const { index, setIndex, pauseProps, userPaused, toggleUserPaused, reducedMotion, setHovered } = rotation;
  const regionRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const zoomedRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const current = screenshots[index];

  // Size the zoomed image from the in-page frame before paint (styles set after hydration, so the CSP allows them).
  useLayoutEffect(() => {
    if (!expanded) return;
    const width = frameRef.current?.getBoundingClientRect().width ?? 0;
    if (zoomedRef.current && width) zoomedRef.current.style.width = `${Math.round(width * ZOOM)}px`;
    const root = document.documentElement;
    const trigger = triggerRef.current;
    const region = regionRef.current;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      trigger?.focus({ preventScroll: true });
      // The pointer was over the removed overlay, so no mouseleave may ever come: re-read the hover state.
      setHovered(false);
      requestAnimationFrame(() => setHovered(region?.matches(':hover') ?? false));
    };
  }, [expanded, setHovered]);

  // Keep Tab inside the overlay while it is open.
  const trapTab = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Tab') return;
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('button'));
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const autoRotating = !userPaused && !reducedMotion;

  return (
    <div
      ref={regionRef}
      {...pauseProps}
      data-ready={ready || undefined}
      className="mx-auto max-w-3xl"
      data-active-screen={current.id}
      data-expanded={expanded}
    >
      <div
        ref={frameRef}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-brand-900/15"
      >
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5" aria-hidden="true">
          <span className="h-3 w-3 rounded-full bg-slate-300" />
          <span className="h-3 w-3 rounded-full bg-slate-300" />
          <span className="h-3 w-3 rounded-full bg-slate-300" />
          <span className="ml-3 flex-1 truncate rounded-md bg-white px-3 py-1 text-xs text-slate-600">
            app.boundless-ai.com
          </span>
        </div>
        <button
          ref={triggerRef}
          type="button"
          onClick={() => setExpanded(true)}
          aria-label={fill(t.enlargeLabel, { title: current.title })}
          aria-haspopup="dialog"
          className="group relative block aspect-[16/10] w-full cursor-zoom-in bg-slate-50"
        >
          {screenshots.map((s, i) => (
            <img
              key={s.id}
              src={s.src}
              alt={i === index ? s.alt : ''}
              aria-hidden={i === index ? undefined : true}
              width={1200}
              height={750}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-700 ${i === index ? 'opacity-100' : 'opacity-0'}`}
            />
          ))}
          <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1.5 text-xs font-medium text-white opacity-90 group-hover:opacity-100">
            <Icon name="zoom-in" className="h-4 w-4" /> {t.enlarge}
          </span>
        </button>
      </div>

      <p className="mt-5 text-center text-slate-700" aria-live={autoRotating ? 'off' : 'polite'}>
        <span className="font-semibold text-ink">{current.title}.</span> {current.caption}
      </p>

      <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
        <div className="flex flex-wrap justify-center gap-2" role="group" aria-label={t.choose}>
          {screenshots.map((s, i) => (
            <button
              key={s.id}
              type="button"
              onClick={() => {
                setIndex(i);
                rotation.hold(INTERVAL);
              }}
              aria-pressed={i === index}
              className={`rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors ${
                i === index
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400'
              }`}
            >
              {s.title}
            </button>
          ))}
        </div>
        {!reducedMotion && (
          <PauseButton
            paused={userPaused}
            onToggle={toggleUserPaused}
            label={t.pauseLabel}
            playLabel={t.play}
            pauseLabel={t.pause}
          />
        )}
      </div>

      {expanded && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={fill(t.dialogLabel, { title: current.title })}
          onKeyDown={trapTab}
          className="fixed inset-0 z-[70] overflow-auto bg-ink/85 px-4 pt-16 pb-4 backdrop-blur-sm"
        >
          <button
            ref={closeRef}
            type="button"
            onClick={() => setExpanded(false)}
            className="fixed top-4 right-4 z-10 inline-flex h-11 items-center gap-2 rounded-full bg-white px-4 font-semibold text-ink shadow-lg hover:bg-brand-50"
          >
            <Icon name="close" className="h-5 w-5" /> {t.close}
          </button>
          <div className="flex min-h-full min-w-max items-center justify-center">
            <button type="button" onClick={() => setExpanded(false)} aria-label={t.shrink} className="cursor-zoom-out">
              <img
                ref={zoomedRef}
                src={current.src}
                alt={current.alt}
                width={1200}
                height={750}
                data-zoom={ZOOM}
                className="h-auto max-w-none rounded-xl shadow-2xl"
              />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
