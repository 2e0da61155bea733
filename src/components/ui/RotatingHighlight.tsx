import type { ReactNode } from 'react';
import type { PauseTexts } from '~/lib/i18n';
import { useHydrated } from '~/hooks/useHydrated';
import { useInView } from '~/hooks/useInView';
import { useRotation } from '~/hooks/useRotation';
import PauseButton from './PauseButton';

/**
 * What a highlight's content gets: the rotation's state, and the pause button to place when the shell does not.
 * The content spreads `pauseProps` on its items' list: hover and keyboard focus there pause it, while the pause
 * button, outside the list, does not hold a pause of its own once pressed to play.
 */
export type Rotation = ReturnType<typeof useRotation> & {
  /** The visible pause/play button (WCAG 2.2.2); null under reduced motion, where nothing moves. */
  pauseButton: ReactNode;
};

type Props = {
  count: number;
  /** Milliseconds between highlights. */
  interval: number;
  /** The pause button's words, in the page's language. */
  controls: PauseTexts;
  /** Waits until the group scrolls into view (a group far down the page starts on its first item). */
  startInView?: boolean;
  /** The attribute that carries the highlighted index, naming the group for tests and styles. */
  activeAttribute?: `data-active-${string}`;
  className?: string;
  /** Classes of the row under the content that holds the pause button; null: the content places the button. */
  pauseRow?: string | null;
  /** The content, drawn from the rotation's state. */
  children: (rotation: Rotation) => ReactNode;
};

/**
 * The shell every rotating highlight shares (value cards, industries, success stories, partner cards, the
 * audience orbit, the lender carousel): one item highlighted in turn, paused on hover and keyboard focus and by
 * its own button, still under reduced motion. The group carries the highlighted index (`activeAttribute`), once
 * hydrated `data-ready`, and `data-running` while it advances. Each island draws only its items.
 */
export default function RotatingHighlight({
  count,
  interval,
  controls,
  startInView = false,
  activeAttribute = 'data-active-index',
  className,
  pauseRow = 'mt-8 flex justify-center',
  children,
}: Props) {
  const ready = useHydrated();
  const { ref, inView } = useInView<HTMLDivElement>();
  const rotation = useRotation({ count, interval, enabled: !startInView || inView });
  const pauseButton = rotation.reducedMotion ? null : (
    <PauseButton
      paused={rotation.userPaused}
      onToggle={rotation.toggleUserPaused}
      label={controls.label}
      playLabel={controls.play}
      pauseLabel={controls.pause}
    />
  );
  return (
    <div
      ref={ref}
      {...{ [activeAttribute]: rotation.index }}
      data-running={rotation.running || undefined}
      data-ready={ready || undefined}
      className={className}
    >
      {children({ ...rotation, pauseButton })}
      {pauseRow !== null && pauseButton && <div className={pauseRow}>{pauseButton}</div>}
    </div>
  );
}
