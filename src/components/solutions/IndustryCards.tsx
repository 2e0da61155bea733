import type { Industry } from '~/data/industries';
import type { Messages } from '~/i18n/en';
import Icon from '~/components/ui/Icon';
import RotatingHighlight from '~/components/ui/RotatingHighlight';
import IndustryIcon from './IndustryIcon';

/** /who-we-help: the highlighted industry moves every 5 s across the 7 cards. */
export const INDUSTRY_INTERVAL = 5000;

/** The six industries plus 'Other Industries'; one is highlighted in turn, paused on hover and focus. */
export default function IndustryCards({
  industries,
  t,
}: {
  industries: Industry[];
  t: Messages['solutions']['industryCards'];
}) {
  return (
    <RotatingHighlight
      count={industries.length}
      interval={INDUSTRY_INTERVAL}
      controls={{ label: t.pauseLabel, play: t.play, pause: t.pause }}
      activeAttribute="data-active-industry"
    >
      {({ index, pauseProps }) => (
        <ul {...pauseProps} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {industries.map((ind, i) => {
            const on = i === index;
            const last = i === industries.length - 1;
            return (
              <li
                key={ind.id}
                data-active={on}
                className={`rounded-2xl border p-6 transition-[translate,scale,box-shadow] duration-500 ${last ? 'sm:col-span-2' : ''} ${
                  on
                    ? 'border-brand-600 bg-brand-600 text-white shadow-xl shadow-brand-600/25'
                    : 'border-slate-200 bg-white text-ink shadow-sm'
                }`}
              >
                <div className="flex items-center gap-3">
                  <span
                    className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${on ? 'bg-white/15' : 'bg-brand-50 text-brand-600'}`}
                  >
                    <IndustryIcon name={ind.icon} />
                  </span>
                  <h3 className="text-lg font-semibold">{ind.title}</h3>
                </div>
                <p className={`mt-4 text-sm leading-relaxed ${on ? 'text-brand-50' : 'text-muted'}`}>{ind.summary}</p>
                <ul className={`mt-4 grid gap-2 text-sm ${last ? 'sm:grid-cols-2' : ''}`}>
                  {ind.items.map((item) => (
                    <li key={item} className="flex items-start gap-2">
                      <Icon
                        name="check"
                        className={`mt-0.5 h-4 w-4 shrink-0 ${on ? 'text-accent-400' : 'text-accent-600'}`}
                      />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </RotatingHighlight>
  );
}
