import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { CarouselItem } from '~/data/partners';
import type { Messages } from '~/i18n/en';
import Icon from '~/components/ui/Icon';
import ProgressRing from '~/components/ui/ProgressRing';
import RotatingHighlight, { type Rotation } from '~/components/ui/RotatingHighlight';

type Props = {
  items: CarouselItem[];
  /** Milliseconds each benefit stays (6000). */
  interval: number;
  /** The ring advances once per tick (100 ms)… */
  tick: number;
  /** …in this many steps per benefit (60). */
  steps: number;
  /** Its own texts: ARIA names, the slide counter ('Benefit {n} of {total}') and the pause button's name. */
  t: Messages['partners']['carousel'];
};

/**
 * The /lenders benefit carousel (a tabbed carousel in the WAI-ARIA sense). It advances every 6 s while the ring
 * on the current tab fills in 60 steps of 100 ms; hovering or clicking pauses it and leaving with the mouse
 * resumes it (the ring restarts with the timer). Arrow keys, Home and End move between benefits; keyboard focus
 * inside pauses it too. The ring is hidden below 1150 px.
 */
export default function LenderCarousel(props: Props) {
  return (
    <RotatingHighlight
      count={props.items.length}
      interval={props.interval}
      controls={props.t.controls}
      pauseRow="mt-8 flex justify-center lg:justify-start"
    >
      {(rotation) => <Benefits rotation={rotation} {...props} />}
    </RotatingHighlight>
  );
}

function Benefits({ rotation, items, tick, steps, t }: Props & { rotation: Rotation }) {
  const baseId = useId();
  const { index, setIndex, running, setHovered, pauseProps } = rotation;
  const [step, setStep] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // The ring counts the current benefit's time: one step per tick. It freezes while paused and starts from 0
  // whenever the timer (re)starts, as the 6 s timer itself does.
  useEffect(() => setStep(0), [index]);
  useEffect(() => {
    if (!running) return;
    setStep(0);
    const t = window.setInterval(() => setStep((s) => Math.min(steps, s + 1)), tick);
    return () => window.clearInterval(t);
  }, [running, index, tick, steps]);

  const select = (i: number) => {
    setIndex(i);
    // "Pauses on click": the mouse is on the carousel, and leaving it resumes.
    setHovered(true);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const next = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: last,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const i = (next + items.length) % items.length;
    setIndex(i);
    tabs.current[i]?.focus();
  };

  // Only keyboard focus pauses: a mouse click focuses the tab too, and that must not outlast the mouse leaving.
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (e.target.matches(':focus-visible')) pauseProps.onFocus();
  };

  const progress = (step / steps) * 100;

  return (
    <div
      role="region"
      aria-roledescription={t.roledescription}
      aria-label={t.region}
      onMouseEnter={pauseProps.onMouseEnter}
      onMouseLeave={pauseProps.onMouseLeave}
      onFocus={onFocus}
      onBlur={pauseProps.onBlur}
      className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10"
    >
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus; the list handles their arrow keys */}
      <div
        role="tablist"
        aria-label={t.tablist}
        aria-orientation="vertical"
        onKeyDown={onKeyDown}
        className="flex flex-col gap-3"
      >
        {items.map((item, i) => {
          const on = i === index;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${i}`}
              aria-selected={on}
              aria-controls={`${baseId}-panel-${i}`}
              tabIndex={on ? 0 : -1}
              onClick={() => select(i)}
              className={`group flex w-full items-center gap-4 rounded-2xl border px-4 py-4 text-left transition-all duration-300 sm:px-5 ${
                on
                  ? 'border-brand-600 bg-white shadow-lg shadow-brand-900/10'
                  : 'border-transparent bg-white/60 hover:border-slate-200 hover:bg-white'
              }`}
            >
              <span className="relative flex h-12 w-12 shrink-0 items-center justify-center">
                <span
                  className={`flex h-10 w-10 items-center justify-center rounded-full transition-colors ${
                    on ? 'bg-brand-600 text-white' : 'bg-brand-100 text-brand-700'
                  }`}
                >
                  <Icon name={item.icon} className="h-5 w-5" />
                </span>
                {on && (
                  <ProgressRing
                    progress={progress}
                    size={48}
                    stroke={3}
                    className="absolute inset-0 hidden text-accent-600 min-[1150px]:block"
                  />
                )}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-brand-700">{`0${i + 1}`}</span>
                <span className="block text-lg font-semibold text-ink">{item.title}</span>
              </span>
            </button>
          );
        })}
      </div>
      <div aria-live={running ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <div
            key={item.id}
            role="tabpanel"
            id={`${baseId}-panel-${i}`}
            aria-labelledby={`${baseId}-tab-${i}`}
            aria-roledescription={t.slide}
            tabIndex={0}
            hidden={i !== index}
            className="relative h-full overflow-hidden rounded-3xl bg-brand-950 p-8 text-white shadow-xl sm:p-10"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 400 300"
              className="absolute -right-16 -bottom-20 h-72 w-96 text-brand-700"
              fill="none"
            >
              <circle cx="200" cy="150" r="140" stroke="currentColor" strokeOpacity="0.5" />
              <circle cx="200" cy="150" r="95" stroke="currentColor" strokeOpacity="0.6" />
              <circle cx="200" cy="150" r="50" stroke="#2dd4bf" strokeOpacity="0.4" />
            </svg>
            <div className="relative">
              <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
                {t.counter.replace('{n}', String(i + 1)).replace('{total}', String(items.length))}
              </p>
              <h3 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{item.title}</h3>
              <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-200">{item.description}</p>
              <ul className="mt-8 grid gap-3 sm:grid-cols-1">
                {item.points.map((point) => (
                  <li key={point} className="flex items-center gap-3 text-slate-100">
                    <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-accent-400/15 text-accent-400">
                      <Icon name="check" className="h-4 w-4" />
                    </span>
                    {point}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
