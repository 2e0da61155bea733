import type { Stat } from '~/data/stats';
import { useInView } from '~/hooks/useInView';
import { useRotation } from '~/hooks/useRotation';
import PauseButton from '~/components/ui/PauseButton';

type Props = { stats: Stat[]; interval: number };

/** The case study's results, one highlighted in turn (6 s over 2), on the dark case-study panel. */
export default function CaseStudyStats({ stats, interval }: Props) {
  const { ref, inView } = useInView<HTMLDivElement>();
  const { index, pauseProps, userPaused, toggleUserPaused, reducedMotion } = useRotation({
    count: stats.length,
    interval,
    enabled: inView,
  });
  return (
    <div ref={ref}>
      <dl {...pauseProps} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-1" data-active-index={index}>
        {stats.map((s, i) => {
          const on = i === index;
          return (
            <div
              key={s.label}
              data-active={on}
              className={`flex flex-col-reverse justify-end rounded-2xl border p-4 transition-all sm:p-6 duration-500 ${
                on ? 'border-accent-400 bg-white/10 shadow-lg shadow-black/20' : 'border-white/10 bg-white/[0.03]'
              }`}
            >
              <dt className={`mt-1 text-sm font-medium sm:text-base ${on ? 'text-white' : 'text-slate-300'}`}>
                {s.label}
              </dt>
              <dd className={`text-4xl font-bold sm:text-5xl tracking-tight ${on ? 'text-accent-400' : 'text-white'}`}>
                {s.number}
              </dd>
            </div>
          );
        })}
      </dl>
      {!reducedMotion && (
        <div className="mt-6">
          <PauseButton paused={userPaused} onToggle={toggleUserPaused} label="result highlights" tone="dark" />
        </div>
      )}
    </div>
  );
}
