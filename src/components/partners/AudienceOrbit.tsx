import type { Card } from '~/data/partners';
import type { Messages } from '~/i18n/en';
import Icon from '~/components/ui/Icon';
import RotatingHighlight from '~/components/ui/RotatingHighlight';

type Props = {
  items: Card[];
  interval: number;
  /** Its own texts: the pause button's name. */
  t: Messages['partners']['orbit'];
};

// Six places on a circle of radius 38 % around the center, clockwise from the top (x = 50 ± 32.9, y = 50 ± 19 / 38).
const places = [
  { node: 'sm:left-1/2 sm:top-[12%]', x: 50, y: 12 },
  { node: 'sm:left-[82.9%] sm:top-[31%]', x: 82.9, y: 31 },
  { node: 'sm:left-[82.9%] sm:top-[69%]', x: 82.9, y: 69 },
  { node: 'sm:left-1/2 sm:top-[88%]', x: 50, y: 88 },
  { node: 'sm:left-[17.1%] sm:top-[69%]', x: 17.1, y: 69 },
  { node: 'sm:left-[17.1%] sm:top-[31%]', x: 17.1, y: 31 },
];

/**
 * 'Who We Empower': six audiences orbiting the brand, one highlighted every 2 s. It is a real list (name and
 * description for every audience); on phones it lays out as a grid of cards, from 640 px as the orbit with the
 * highlighted audience's description beside it.
 */
export default function AudienceOrbit({ items, interval, t }: Props) {
  return (
    <RotatingHighlight
      count={items.length}
      interval={interval}
      controls={t.controls}
      startInView
      pauseRow={null}
      className="grid items-center gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14"
    >
      {({ index, pauseProps, pauseButton }) => {
        const active = items[index];
        return (
          <>
            <div {...pauseProps} className="relative mx-auto w-full sm:aspect-square sm:max-w-[540px]">
              <svg
                aria-hidden="true"
                viewBox="0 0 100 100"
                className="absolute inset-0 hidden h-full w-full sm:block"
                fill="none"
              >
                <circle cx="50" cy="50" r="38" stroke="#bfd3fe" strokeWidth="0.3" strokeDasharray="1 1.2" />
                <circle cx="50" cy="50" r="24" stroke="#dbe6fe" strokeWidth="0.3" />
                {places.slice(0, items.length).map((p, i) => (
                  <line
                    key={p.node}
                    x1="50"
                    y1="50"
                    x2={p.x}
                    y2={p.y}
                    stroke={i === index ? '#2547ea' : '#dbe6fe'}
                    strokeWidth={i === index ? 0.5 : 0.3}
                    className="transition-all duration-500"
                  />
                ))}
              </svg>
              <div
                aria-hidden="true"
                className="absolute top-1/2 left-1/2 hidden h-[30%] w-[30%] -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center rounded-full bg-brand-950 text-center shadow-2xl shadow-brand-900/30 sm:flex"
              >
                <svg viewBox="0 0 48 36" className="h-9 w-12" fill="none">
                  <path
                    d="M10 18c0-4.4 3.2-7.5 7-7.5 5.5 0 8.5 15 14 15 3.8 0 7-3.1 7-7.5s-3.2-7.5-7-7.5c-5.5 0-8.5 15-14 15-3.8 0-7-3.1-7-7.5z"
                    stroke="#2dd4bf"
                    strokeWidth="4"
                    strokeLinecap="round"
                  />
                </svg>
                <span className="mt-1 text-sm font-bold text-white">Boundless AI</span>
              </div>
              <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 sm:block">
                {items.map((item, i) => {
                  const on = i === index;
                  return (
                    <li
                      key={item.id}
                      data-active={on}
                      className={`flex items-start gap-3 rounded-2xl border p-4 transition-all duration-500 sm:absolute sm:w-36 sm:-translate-x-1/2 sm:-translate-y-7 sm:flex-col sm:items-center sm:gap-2 sm:border-0 sm:p-0 sm:text-center ${
                        places[i]?.node ?? ''
                      } ${on ? 'border-brand-500 shadow-md' : 'border-slate-200'} bg-white sm:bg-transparent sm:shadow-none`}
                    >
                      <span
                        className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full border-2 transition-all duration-500 ${
                          on
                            ? 'border-brand-600 bg-brand-600 text-white shadow-lg shadow-brand-600/30 sm:scale-110'
                            : 'border-brand-100 bg-white text-brand-700 shadow-sm'
                        }`}
                      >
                        <Icon name={item.icon} className="h-6 w-6" />
                      </span>
                      <span className="min-w-0">
                        <span
                          className={`block font-semibold transition-colors sm:mx-auto sm:w-min sm:rounded-lg sm:bg-white/90 sm:px-2 sm:py-0.5 sm:text-sm ${on ? 'text-brand-700' : 'text-ink'}`}
                        >
                          {item.title}
                        </span>
                        <span className="mt-1 block text-sm text-muted sm:sr-only">{item.description}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
            <div className="hidden sm:block">
              {/* The highlighted audience, repeated for sighted visitors (the list above already carries every description). */}
              <div
                aria-hidden="true"
                className="rounded-3xl border border-slate-200 bg-white p-8 shadow-lg shadow-brand-900/5"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <Icon name={active.icon} className="h-6 w-6" />
                </span>
                <p className="mt-5 text-2xl font-bold tracking-tight text-ink">{active.title}</p>
                <p className="mt-3 text-lg leading-relaxed text-muted">{active.description}</p>
                <p className="mt-6 flex gap-1.5" data-orbit-dots>
                  {items.map((item, i) => (
                    <span
                      key={item.id}
                      className={`h-1.5 rounded-full transition-all duration-500 ${i === index ? 'w-8 bg-brand-600' : 'w-3 bg-brand-100'}`}
                    />
                  ))}
                </p>
              </div>
              {pauseButton && <div className="mt-6">{pauseButton}</div>}
            </div>
            {pauseButton && <div className="flex justify-center sm:hidden">{pauseButton}</div>}
          </>
        );
      }}
    </RotatingHighlight>
  );
}
