import type { Stat } from '~/data/stats';
import { useRotation } from '~/hooks/useRotation';
import PauseButton from '~/components/ui/PauseButton';
import { useHydrated } from '~/hooks/useHydrated';

/** /about-us: the stat highlight moves every 3 s across the 4 stats. */
export const STAT_INTERVAL = 3000;

export default function StatsHighlight({ stats }: { stats: Stat[] }) {
  const ready = useHydrated();
  const { index, pauseProps, userPaused, toggleUserPaused, reducedMotion } = useRotation({
    count: stats.length,
    interval: STAT_INTERVAL,
  });
  return (
    <div {...pauseProps} data-active-stat={index} data-ready={ready || undefined}>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map((s, i) => {
          const on = i === index;
          return (
            <div
              key={s.label}
              data-active={on}
              className={`flex flex-col-reverse justify-end rounded-2xl border px-5 py-7 text-center transition-[translate,scale,box-shadow] duration-500 ${
                on
                  ? 'border-accent-400 bg-white/10 shadow-lg shadow-black/20 lg:scale-105'
                  : 'border-white/10 bg-white/[0.03]'
              }`}
            >
              <dt className={`mt-2 text-sm font-medium ${on ? 'text-white' : 'text-slate-300'}`}>{s.label}</dt>
              <dd className={`text-4xl font-bold tracking-tight sm:text-5xl ${on ? 'text-accent-400' : 'text-white'}`}>
                {s.number}
              </dd>
            </div>
          );
        })}
      </dl>
      {!reducedMotion && (
        <div className="mt-8 flex justify-center">
          <PauseButton paused={userPaused} onToggle={toggleUserPaused} label="stat highlights" tone="dark" />
        </div>
      )}
    </div>
  );
}
