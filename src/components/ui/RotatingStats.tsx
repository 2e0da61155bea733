import { figureFit } from '~/lib/figure-fit';
import type { Stat } from '~/lib/stats';
import type { PauseTexts } from '~/lib/i18n';
import { useHydrated } from '~/hooks/useHydrated';
import { useInView } from '~/hooks/useInView';
import { useRotation } from '~/hooks/useRotation';
import PauseButton from './PauseButton';

/** The classes that differ between the places a stats rotation appears (cards keep their shared look). */
export type RotatingStatsClasses = {
  list: string;
  /** Padding, alignment and transition of every card. */
  card: string;
  /** Added to the highlighted card only. */
  cardActive?: string;
  /** The figure's label. */
  term: string;
  /** The row holding the pause button. */
  controls: string;
};

type Props = {
  stats: Stat[];
  /** Milliseconds between highlights. */
  interval: number;
  /** The pause button's texts in the page's language (`pauseTexts`, or a dictionary's `controls`). */
  controls: PauseTexts;
  /** Carries the highlighted index (a test and style hook), on the element that hover and focus pause. */
  indexAttr: `data-${string}`;
  /** Whether hovering or focusing the pause button pauses too ('block') or only the figures do ('list'). */
  pauseOn?: 'block' | 'list';
  /** Hold the rotation until the figures are scrolled into view. */
  startInView?: boolean;
  classes: RotatingStatsClasses;
};

/** Headline figures on a dark band, one highlighted in turn, with the pause button WCAG 2.2.2 asks for. */
export default function RotatingStats({
  stats,
  interval,
  controls,
  indexAttr,
  pauseOn = 'block',
  startInView = false,
  classes,
}: Props) {
  const ready = useHydrated();
  const { ref, inView } = useInView<HTMLDivElement>();
  const { index, running, pauseProps, userPaused, toggleUserPaused, reducedMotion } = useRotation({
    count: stats.length,
    interval,
    enabled: startInView ? inView : true,
  });
  // The element that pauses on hover and focus also exposes the index, once hydrated data-ready, and while the
  // highlight advances data-running.
  const region = {
    ...pauseProps,
    [indexAttr]: index,
    'data-ready': ready || undefined,
    'data-running': running || undefined,
  };
  const onBlock = pauseOn === 'block';
  const active = ['border-accent-400 bg-white/10 shadow-lg shadow-black/20', classes.cardActive]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={startInView ? ref : undefined} {...(onBlock ? region : {})}>
      <dl className={classes.list} {...(onBlock ? {} : region)}>
        {stats.map((s, i) => {
          const on = i === index;
          return (
            <div
              key={s.label}
              data-active={on}
              className={`@container flex flex-col-reverse justify-end rounded-2xl border ${classes.card} duration-500 ${
                on ? active : 'border-white/10 bg-white/[0.03]'
              }`}
            >
              <dt className={`${classes.term} ${on ? 'text-white' : 'text-slate-300'}`}>{s.label}</dt>
              <dd className={`text-4xl font-bold tracking-tight sm:text-5xl ${on ? 'text-accent-400' : 'text-white'}`}>
                <span className={figureFit(s.number)}>{s.number}</span>
              </dd>
            </div>
          );
        })}
      </dl>
      {!reducedMotion && (
        <div className={classes.controls}>
          <PauseButton
            paused={userPaused}
            onToggle={toggleUserPaused}
            label={controls.label}
            playLabel={controls.play}
            pauseLabel={controls.pause}
            tone="dark"
          />
        </div>
      )}
    </div>
  );
}
