import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export type RotationOptions = {
  /** Number of positions; the index wraps to 0 after count - 1. */
  count: number;
  /** Milliseconds between steps. */
  interval: number;
  /** Delay before the first step (then one step every `interval`); without it the first step comes after `interval`. */
  startDelay?: number;
  /** Stop after one full pass (index back at the last position). */
  once?: boolean;
  /** When false, nothing rotates (e.g. until the element is visible). */
  enabled?: boolean;
};

/**
 * The one rotation engine behind every carousel and highlight: advances an index on a timer, pauses while
 * hovered or focused, while the visitor paused it, during a temporary hold, and never runs under
 * prefers-reduced-motion.
 */
export function useRotation({ count, interval, startDelay, once = false, enabled = true }: RotationOptions) {
  const [index, setIndexState] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [held, setHeld] = useState(false);
  const [finished, setFinished] = useState(false);
  const [started, setStarted] = useState(startDelay === undefined);
  const reducedMotion = usePrefersReducedMotion();
  const holdTimer = useRef<number | undefined>(undefined);

  const running = enabled && !reducedMotion && !userPaused && !hovered && !focused && !held && !finished && count > 1;

  const advance = useCallback(() => {
    setIndexState((i) => {
      const next = (i + 1) % count;
      if (once && next === 0) {
        setFinished(true);
        return i;
      }
      return next;
    });
  }, [count, once]);

  // With a startDelay the first step comes after that delay, then one every interval.
  useEffect(() => {
    if (started || !running) return;
    const t = window.setTimeout(() => {
      setStarted(true);
      advance();
    }, startDelay);
    return () => window.clearTimeout(t);
  }, [started, running, startDelay, advance]);

  useEffect(() => {
    if (!running || !started) return;
    const t = window.setInterval(advance, interval);
    return () => window.clearInterval(t);
  }, [running, started, interval, advance]);

  useEffect(() => () => window.clearTimeout(holdTimer.current), []);

  /** Pauses rotation for `ms`, restarting the wait on every call (e.g. "resumes 5 s after the last click"). */
  const hold = useCallback((ms: number) => {
    window.clearTimeout(holdTimer.current);
    setHeld(true);
    holdTimer.current = window.setTimeout(() => setHeld(false), ms);
  }, []);

  const setIndex = useCallback((i: number) => setIndexState(((i % count) + count) % count), [count]);

  /** Spread on the rotating region: hover and keyboard focus pause it. */
  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index,
    setIndex,
    /** True when rotation is actually advancing right now. */
    running: running && started,
    /** The visitor's own pause (the pause/play button). */
    userPaused,
    toggleUserPaused: () => setUserPaused((p) => !p),
    setHovered,
    hold,
    reducedMotion,
    pauseProps,
  };
}
