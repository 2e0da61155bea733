import { useCallback, useState, type FocusEvent } from 'react';
import type { Step } from '~/data/how-it-works';
import type { Messages } from '~/i18n/en';
import { fill } from '~/lib/template';
import { usePrefersReducedMotion } from '~/hooks/usePrefersReducedMotion';
import Icon from '~/components/ui/Icon';
import PauseButton from '~/components/ui/PauseButton';
import StepCycle from './StepCycle';
import { useHydrated } from '~/hooks/useHydrated';

/** How-it-works step timings. */
export const STEP_INTERVAL = 5000;
export const FIRST_PASS_DELAY = 1000;
export const SECOND_CYCLE_DELAY = 2000;

type Cycle = {
  /** Remount key: a new number starts a new pass. */
  n: number;
  /** Step shown when the pass's timer is at 0 (-1: none yet). */
  from: number;
  delay: number;
};

/**
 * The four steps, highlighted in turn.
 * - First pass: nothing is highlighted at load; about 1 s later step 1 lights up, then the next every 5 s until
 *   step 4 (one pass, each step 5 s), then it stops.
 * - Hovering a step pins the highlight on it.
 * - When nothing is hovered any more, a second auto-cycle starts 2 s later: one pass from the pinned step through
 *   the other three, every 5 s.
 * Focus inside the list and the pause button stop the timer; reduced motion never starts it (useRotation).
 */
export default function HowItWorksSteps({ steps, t }: { steps: Step[]; t: Messages['solutions']['stepsIsland'] }) {
  const ready = useHydrated();
  const count = steps.length;
  const [active, setActive] = useState(-1);
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [cycle, setCycle] = useState<Cycle>({ n: 0, from: -1, delay: FIRST_PASS_DELAY });
  const [done, setDone] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  // The first pass has one extra position (none → step 1), later passes start on the pinned step.
  const positions = cycle.from < 0 ? count + 1 : count;
  const onIndex = useCallback(
    (i: number) => {
      setActive(cycle.from < 0 ? i - 1 : (cycle.from + i) % count);
      setDone(i === positions - 1);
    },
    [cycle.from, count, positions],
  );

  const startNewPass = (from: number) => {
    setDone(false);
    setCycle((c) => ({ n: c.n + 1, from, delay: SECOND_CYCLE_DELAY }));
  };

  const pin = (i: number) => {
    setHovered(i);
    setActive(i);
  };
  const unpin = () => {
    setHovered(null);
    startNewPass(active < 0 ? 0 : active);
  };

  const togglePause = () => {
    if (userPaused || done) {
      setUserPaused(false);
      if (done) startNewPass(Math.max(active, 0));
    } else {
      setUserPaused(true);
    }
  };

  return (
    <div
      data-active-step={active}
      data-ready={ready || undefined}
      onFocus={() => setFocused(true)}
      onBlur={(e: FocusEvent<HTMLDivElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <StepCycle
        key={cycle.n}
        count={positions}
        interval={STEP_INTERVAL}
        startDelay={cycle.delay}
        enabled={hovered === null && !focused && !userPaused}
        onIndex={onIndex}
      />
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" onMouseLeave={() => hovered !== null && unpin()}>
        {steps.map((step, i) => {
          const on = i === active;
          return (
            <li
              key={step.title}
              onMouseEnter={() => pin(i)}
              aria-current={on ? 'step' : undefined}
              data-active={on}
              className={`relative flex flex-col rounded-2xl border p-6 transition-[translate,scale,box-shadow] duration-500 ${
                on
                  ? 'border-brand-600 bg-brand-600 text-white shadow-xl shadow-brand-600/25 lg:-translate-y-2'
                  : 'border-slate-200 bg-white text-ink shadow-sm'
              }`}
            >
              <div className="flex items-center justify-between">
                <span
                  className={`flex h-12 w-12 items-center justify-center rounded-xl ${on ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-600'}`}
                >
                  <Icon name={step.icon} className="h-6 w-6" />
                </span>
                <span className={`text-sm font-semibold tracking-wider ${on ? 'text-brand-100' : 'text-brand-700'}`}>
                  {fill(t.step, { n: i + 1 })}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
              <p className={`mt-3 leading-relaxed ${on ? 'text-white' : 'text-slate-700'}`}>{step.description}</p>
              <p className={`mt-3 text-sm leading-relaxed ${on ? 'text-brand-50' : 'text-muted'}`}>{step.detail}</p>
            </li>
          );
        })}
      </ol>
      {!reducedMotion && (
        <div className="mt-6 flex justify-center">
          <PauseButton
            paused={userPaused || done}
            onToggle={togglePause}
            label={t.pauseLabel}
            playLabel={t.play}
            pauseLabel={t.pause}
          />
        </div>
      )}
    </div>
  );
}
