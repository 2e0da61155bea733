import { useEffect, useRef, type TouchEvent } from 'react';
import { carousel } from '~/i18n/en/carousel';
import type { Testimonial } from '~/lib/testimonials';
import type { Messages } from '~/i18n/en';
import { useHydrated } from '~/hooks/useHydrated';
import { useMediaQuery } from '~/hooks/useMediaQuery';
import { useRotation } from '~/hooks/useRotation';
import { useSettled } from '~/hooks/useSettled';
import Icon from './Icon';
import PauseButton from './PauseButton';

/** One step every 5 s; 3 visible from the 1024 px desktop switch, 1 below it. */
export const TESTIMONIAL_INTERVAL = 5000;
export const DESKTOP_QUERY = '(min-width: 1024px)';
const DESKTOP_VISIBLE = 3;
/** After a click on previous/next the rotation waits this long before moving on. */
const MANUAL_HOLD = 5000;
/** Horizontal travel (px) that counts as a swipe. */
const SWIPE_MIN = 40;

/** Icon's star, drawn `n` times in one path (12 cards × 5 separate icons would weigh down the HTML). */
const STAR_STEP = 26;
const stars = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `M${12 + i * STAR_STEP} 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z`,
  ).join('');

/** A text with its `{name}` placeholders filled in. */
const fill = (text: string, values: Record<string, number | string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

type Props = {
  testimonials: Testimonial[];
  /** The controls' words in the page's language (site.carousel); English when not given. */
  t?: Messages['site']['carousel'];
  /** Accessible name of the carousel region (t.label when not given). */
  label?: string;
  interval?: number;
  /**
   * 'dots' (home page): position dots, a screen-reader status, the pause and arrow buttons at the end.
   * 'counter' (/who-we-help): arrows around a visible "Testimonials 1 to 3 of 12", then the pause button.
   */
  controls?: 'dots' | 'counter';
};

/**
 * A window of testimonials that advances on its own: 3 wide on desktop (the position wraps to 0 after
 * count − 3), one at a time on phones (cycling through all). Pauses on hover, keyboard focus and with the
 * pause button; still under reduced motion; the arrows and a swipe move by one and hold the rotation for 5 s.
 * Slides are announced only while it is not rotating on its own. Every quote is in the server-rendered HTML.
 */
export default function TestimonialCarousel({
  testimonials,
  t = carousel,
  label = t.label,
  interval = TESTIMONIAL_INTERVAL,
  controls = 'dots',
}: Props) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const perView = desktop ? Math.min(DESKTOP_VISIBLE, testimonials.length) : 1;
  const positions = testimonials.length - perView + 1;
  const rotation = useRotation({ count: positions, interval });
  const index = Math.min(rotation.index, positions - 1);
  const track = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  // Rendered as data-running / data-positions once the rotation's timers are set (tests start the clock there).
  const running = useSettled(rotation.running);
  const settledPositions = useSettled(positions);
  const { setIndex } = rotation;

  // Crossing 1024 px can leave the index past the last desktop position.
  useEffect(() => {
    if (rotation.index > positions - 1) setIndex(positions - 1);
  }, [rotation.index, positions, setIndex]);

  // Position set from an effect: the CSP forbids style attributes in the server-rendered markup.
  useEffect(() => {
    if (track.current) track.current.style.transform = `translateX(-${(index * 100) / perView}%)`;
  }, [index, perView]);

  const go = (delta: number) => {
    rotation.setIndex(index + delta);
    rotation.hold(MANUAL_HOLD);
  };

  // A horizontal swipe on touch screens moves by one, like the previous/next buttons.
  const touchStartX = useRef<number | null>(null);
  const onTouchStart = (e: TouchEvent<HTMLDivElement>) => {
    touchStartX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent<HTMLDivElement>) => {
    const start = touchStartX.current;
    const end = e.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN) return;
    go(end < start ? 1 : -1);
  };

  const first = index + 1;
  const last = index + perView;
  const total = testimonials.length;
  const range = fill(perView === 1 ? t.rangeOne : t.rangeMany, { first, last, total });
  const status = fill(controls === 'dots' ? t.showing : perView === 1 ? t.counterOne : t.counterMany, { range });
  const arrow = (delta: -1 | 1) => (
    <button
      type="button"
      onClick={() => go(delta)}
      className={`flex ${controls === 'dots' ? 'h-10 w-10' : 'h-11 w-11'} items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-brand-50`}
    >
      <Icon name={delta < 0 ? 'arrow-left' : 'arrow-right'} className="h-5 w-5" />
      <span className="sr-only">
        {controls === 'dots' ? (delta < 0 ? t.previousOne : t.nextOne) : delta < 0 ? t.previousMany : t.nextMany}
      </span>
    </button>
  );
  const pause = (
    <PauseButton
      paused={rotation.userPaused}
      onToggle={rotation.toggleUserPaused}
      label="testimonials"
      playLabel={t.play}
      pauseLabel={t.pause}
      // Important: the button's own inline-flex would otherwise win over hidden.
      className={rotation.reducedMotion ? 'hidden!' : ''}
    />
  );

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-rotation="testimonials"
      data-running={running}
      data-positions={settledPositions}
      data-ready={hydrated || undefined}
      data-position={index}
      data-visible={perView}
    >
      <div
        className="-mx-3 touch-pan-y overflow-hidden"
        aria-live={rotation.running ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        {...rotation.pauseProps}
      >
        <div ref={track} className="flex transition-transform duration-700 ease-out motion-reduce:transition-none">
          {testimonials.map((item, i) => {
            const visible = i >= index && i < index + perView;
            return (
              <div
                key={item.id}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.slide, { n: i + 1, total: testimonials.length })}
                aria-hidden={hydrated && !visible ? true : undefined}
                data-visible={visible}
                data-shown={hydrated ? visible : undefined}
                className="w-full shrink-0 px-3 lg:w-1/3"
              >
                <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 sm:p-8">
                  <svg
                    viewBox={`0 0 ${item.rating * STAR_STEP - 2} 24`}
                    width={item.rating * STAR_STEP - 2}
                    height={24}
                    className="h-5 w-auto self-start text-amber-400"
                    fill="currentColor"
                    role="img"
                    aria-label={fill(t.rated, { n: item.rating })}
                    focusable="false"
                  >
                    <title>{fill(t.rated, { n: item.rating })}</title>
                    <path d={stars(item.rating)} />
                  </svg>
                  <blockquote className="mt-5 flex-1 text-[1.05rem] leading-relaxed text-ink">
                    <p>{fill(t.quote, { quote: item.quote })}</p>
                  </blockquote>
                  <figcaption className="mt-7 flex items-center gap-4 border-t border-slate-100 pt-6">
                    <img
                      src={item.avatarImage}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      decoding="async"
                      className="h-12 w-12 shrink-0 rounded-full bg-brand-50"
                    />
                    <div>
                      <p className="font-semibold text-ink">{item.name}</p>
                      <p className="text-sm text-muted">{item.position}</p>
                    </div>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>

      {controls === 'dots' ? (
        <div className="mt-10 flex flex-wrap items-center justify-center gap-4 sm:justify-between">
          <div className="flex items-center gap-2" aria-hidden="true">
            {Array.from({ length: positions }, (_, p) => (
              <span
                key={p}
                className={`h-1.5 rounded-full transition-all duration-500 ${p === index ? 'w-8 bg-brand-600' : 'w-1.5 bg-slate-300'}`}
              />
            ))}
          </div>
          <p className="sr-only" data-testimonial-status>
            {status}
          </p>
          <div className="flex items-center gap-2">
            {pause}
            {arrow(-1)}
            {arrow(1)}
          </div>
        </div>
      ) : (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3 px-3">
          {arrow(-1)}
          <p className="min-w-44 text-center text-sm font-medium text-slate-700" data-testimonial-status>
            {status}
          </p>
          {arrow(1)}
          {pause}
        </div>
      )}
    </section>
  );
}
