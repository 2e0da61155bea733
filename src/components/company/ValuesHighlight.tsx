import type { Value } from '~/data/company';
import type { PauseTexts } from '~/lib/i18n';
import Icon from '~/components/ui/Icon';
import RotatingHighlight from '~/components/ui/RotatingHighlight';

/** /about-us: the values highlight moves every 3 s across the 3 values. */
export const VALUE_INTERVAL = 3000;

type Props = {
  /** The values in the page's language (`valuesFor` in src/data/company.ts). */
  values: Value[];
  /** The pause button's texts ("Pause value highlights"), in the page's language (`pauseTexts`). */
  controls: PauseTexts;
};

export default function ValuesHighlight({ values, controls }: Props) {
  return (
    <RotatingHighlight
      count={values.length}
      interval={VALUE_INTERVAL}
      controls={controls}
      activeAttribute="data-active-value"
    >
      {({ index, pauseProps }) => (
        <ul {...pauseProps} className="grid gap-5 md:grid-cols-3">
          {values.map((v, i) => {
            const on = i === index;
            return (
              <li
                key={v.title}
                data-active={on}
                className={`rounded-2xl border p-7 transition-[translate,scale,box-shadow] duration-500 ${
                  on
                    ? 'border-brand-600 bg-brand-600 text-white shadow-xl shadow-brand-600/25'
                    : 'border-slate-200 bg-white text-ink shadow-sm'
                }`}
              >
                <span
                  className={`flex h-12 w-12 items-center justify-center rounded-xl ${on ? 'bg-white/15' : 'bg-brand-50 text-brand-600'}`}
                >
                  <Icon name={v.icon} className="h-6 w-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{v.title}</h3>
                <p className={`mt-3 leading-relaxed ${on ? 'text-brand-50' : 'text-muted'}`}>{v.description}</p>
              </li>
            );
          })}
        </ul>
      )}
    </RotatingHighlight>
  );
}
