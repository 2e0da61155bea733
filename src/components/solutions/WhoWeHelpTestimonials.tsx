import { useEffect, useState } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import type { Testimonial } from '../../data/testimonials';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useRotation } from '../../hooks/useRotation';
import Icon from '../ui/Icon';
import PauseButton from '../ui/PauseButton';

/** Testimonials on /who-we-help: 3 at a time from 1024 px (wrapping after length − 3), 1 on phones, every 5 s. */
export const TESTIMONIAL_INTERVAL = 5000;
export const DESKTOP_QUERY = '(min-width: 1024px)';
const DESKTOP_VISIBLE = 3;

// Literal class names (Tailwind only generates what it can read): the track moves one card per position.
const phoneShift = [
  'translate-x-0', '-translate-x-[100%]', '-translate-x-[200%]', '-translate-x-[300%]', '-translate-x-[400%]', '-translate-x-[500%]',
  '-translate-x-[600%]', '-translate-x-[700%]', '-translate-x-[800%]', '-translate-x-[900%]', '-translate-x-[1000%]', '-translate-x-[1100%]',
];
const desktopShift = [
  'lg:translate-x-0', 'lg:-translate-x-[33.3333%]', 'lg:-translate-x-[66.6667%]', 'lg:-translate-x-[100%]', 'lg:-translate-x-[133.3333%]',
  'lg:-translate-x-[166.6667%]', 'lg:-translate-x-[200%]', 'lg:-translate-x-[233.3333%]', 'lg:-translate-x-[266.6667%]', 'lg:-translate-x-[300%]',
];

export default function WhoWeHelpTestimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const mounted = useHydrated();
  const [manual, setManual] = useState(false);
  const total = testimonials.length;
  const visible = desktop ? DESKTOP_VISIBLE : 1;
  const positions = total - visible + 1;
  const { index, setIndex, hold, pauseProps, userPaused, toggleUserPaused, reducedMotion } = useRotation({
    count: positions,
    interval: TESTIMONIAL_INTERVAL,
  });
  const pos = Math.min(index, positions - 1);
  // Crossing 1024 px can leave the index past the last desktop position.
  useEffect(() => {
    if (index > positions - 1) setIndex(positions - 1);
  }, [index, positions, setIndex]);

  const go = (delta: number) => {
    setIndex(pos + delta);
    setManual(true);
    hold(TESTIMONIAL_INTERVAL);
  };
  const first = pos + 1;
  const last = pos + visible;
  const status = visible === 1 ? `Testimonial ${first} of ${total}` : `Testimonials ${first} to ${last} of ${total}`;

  return (
    <div
      {...pauseProps}
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      data-ready={mounted || undefined}
      data-position={pos}
      data-visible={visible}
    >
      <div className="-mx-3 overflow-hidden">
        <div
          className={`flex transition-transform duration-700 ease-out ${phoneShift[pos] ?? ''} ${desktopShift[Math.min(pos, desktopShift.length - 1)]}`}
        >
          {testimonials.map((t, i) => {
            const shown = i >= pos && i < pos + visible;
            return (
              <div
                key={t.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                aria-hidden={mounted && !shown ? true : undefined}
                data-shown={mounted ? shown : undefined}
                className="w-full shrink-0 px-3 lg:w-1/3"
              >
                <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <div className="flex gap-0.5 text-amber-500" aria-hidden="true">
                    {Array.from({ length: t.rating }, (_, k) => (
                      <Icon key={k} name="star" className="h-5 w-5" />
                    ))}
                  </div>
                  <span className="sr-only">Rated {t.rating} out of 5</span>
                  <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
                    <p>“{t.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <img src={t.avatarImage} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-full" />
                    <span>
                      <span className="block font-semibold text-ink">{t.name}</span>
                      <span className="block text-sm text-muted">{t.position}</span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-3 px-3">
        <button
          type="button"
          onClick={() => go(-1)}
          className="flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-brand-50"
          aria-label="Previous testimonials"
        >
          <Icon name="chevron-left" className="h-5 w-5" />
        </button>
        <p className="min-w-44 text-center text-sm font-medium text-slate-700" aria-live={manual || userPaused ? 'polite' : 'off'}>
          {status}
        </p>
        <button
          type="button"
          onClick={() => go(1)}
          className="flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-brand-50"
          aria-label="Next testimonials"
        >
          <Icon name="chevron-right" className="h-5 w-5" />
        </button>
        {!reducedMotion && <PauseButton paused={userPaused} onToggle={toggleUserPaused} label="testimonials" />}
      </div>
    </div>
  );
}
