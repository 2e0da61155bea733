import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Messages } from '~/i18n/en';
import type { PauseTexts } from '~/lib/i18n';
import { useRotation } from '~/hooks/useRotation';
import { useSettled } from '~/hooks/useSettled';
import PauseButton from '~/components/ui/PauseButton';
import { keyboardFocusOnly } from './keyboardFocusOnly';

/** A new word every 5 s, a 500 ms fade, the fade-in starting 100 ms after the swap. */
export const WORD_INTERVAL = 5000;
export const WORD_FADE = 500;
export const WORD_FADE_IN_DELAY = 100;

type Phase = 'in' | 'out' | 'hidden';
/** The heading's words in the page's language, the rotating ones among them; `controls`: its pause button's texts. */
type Props = { t: Messages['home']['hero']['headline']; controls: PauseTexts; children?: ReactNode };

/**
 * The hero's h1 'Fast Funding for [word] Like You.' with the rotating word. The whole heading is server
 * rendered; an invisible ::before holding the longest word reserves the width, so nothing moves when the word
 * changes.
 * `children` (the intro and the buttons, static HTML from Astro) share the hover/focus pause.
 */
export default function HeroHeadline({ t, controls, children }: Props) {
  const { words } = t;
  const rotation = useRotation({ count: words.length, interval: WORD_INTERVAL });
  const [shown, setShown] = useState(0);
  const [phase, setPhase] = useState<Phase>('in');
  const shownRef = useRef(0);

  // Each step: fade the current word out, swap it while invisible, start the fade-in 100 ms later.
  useEffect(() => {
    if (rotation.index === shownRef.current) return;
    const next = rotation.index;
    let fadeIn: number | undefined;
    setPhase('out');
    const swap = window.setTimeout(() => {
      shownRef.current = next;
      setShown(next);
      setPhase('hidden');
      fadeIn = window.setTimeout(() => setPhase('in'), WORD_FADE_IN_DELAY);
    }, WORD_FADE);
    return () => {
      window.clearTimeout(swap);
      window.clearTimeout(fadeIn);
    };
  }, [rotation.index]);

  // Rendered as data-running once the rotation's timers are set (tests start the clock from there).
  const running = useSettled(rotation.running);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');

  return (
    <>
      <div data-rotation="hero" data-running={running} {...keyboardFocusOnly(rotation.pauseProps)}>
        <h1 className="text-[2.6rem] leading-[1.08] font-extrabold tracking-tight text-ink sm:text-6xl lg:text-[4.1rem]">
          {t.before}{' '}
          {/* The invisible ::before holds the longest word: it reserves the width without adding text to the page. */}
          <span
            data-longest={longest}
            className="grid before:invisible before:col-start-1 before:row-start-1 before:content-[attr(data-longest)]"
          >
            <span
              data-hero-word
              data-phase={phase}
              className={`col-start-1 row-start-1 bg-gradient-to-r from-brand-600 via-brand-600 to-accent-600 bg-clip-text pb-1 text-transparent transition-[opacity,translate] duration-500 ease-out ${
                phase === 'in'
                  ? 'translate-y-0 opacity-100'
                  : phase === 'out'
                    ? '-translate-y-2 opacity-0'
                    : 'translate-y-2 opacity-0'
              }`}
            >
              {words[shown]}
            </span>
          </span>{' '}
          {t.after}
        </h1>
        {children}
      </div>
      {/* Kept in the layout under reduced motion (nothing rotates then), so hiding it shifts nothing. */}
      <PauseButton
        paused={rotation.userPaused}
        onToggle={rotation.toggleUserPaused}
        label={controls.label}
        playLabel={controls.play}
        pauseLabel={controls.pause}
        className={`mt-8 ${rotation.reducedMotion ? 'invisible' : ''}`}
      />
    </>
  );
}
