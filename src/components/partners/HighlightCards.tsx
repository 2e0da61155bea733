import type { Card } from '~/data/partners';
import type { Messages } from '~/i18n/en';
import type { PauseTexts } from '~/i18n/en/partners';
import Icon from '~/components/ui/Icon';
import RotatingHighlight from '~/components/ui/RotatingHighlight';

type Props = {
  items: Card[];
  /** Milliseconds between highlights (see `rotations` in src/data/partners.ts). */
  interval: number;
  /** The pause button's texts, naming the group (e.g. 'feature highlights'). */
  controls: PauseTexts;
  /** 'steps' numbers the cards and joins them with a line (a sequence read in order). */
  variant?: 'cards' | 'steps';
  /** Its own texts: the step number's label ('Step {n}'). */
  t: Messages['partners']['steps'];
};

/**
 * A group of cards with one highlighted in turn. It starts once the group is in view, pauses on hover and
 * keyboard focus and with its own pause button, and stays on the first card under reduced motion.
 */
export default function HighlightCards({ items, interval, controls, variant = 'cards', t }: Props) {
  const steps = variant === 'steps';
  const List = steps ? 'ol' : 'ul';

  return (
    <RotatingHighlight count={items.length} interval={interval} controls={controls} startInView>
      {({ index, pauseProps }) => (
        <div className="relative">
          {steps && (
            <div
              aria-hidden="true"
              className="absolute top-[52px] right-[16%] left-[16%] hidden h-px bg-brand-200 md:block"
            />
          )}
          <List
            {...pauseProps}
            className={`relative grid gap-6 ${items.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-3'}`}
          >
            {items.map((item, i) => {
              const on = i === index;
              return (
                <li
                  key={item.id}
                  data-active={on}
                  className={`relative flex flex-col rounded-2xl border bg-white p-7 transition-all duration-500 ${
                    on
                      ? 'border-brand-500 shadow-xl shadow-brand-900/10 ring-1 ring-brand-500 md:-translate-y-1'
                      : 'border-slate-200 shadow-sm'
                  }`}
                >
                  <span
                    className={`flex h-12 w-12 items-center justify-center rounded-xl transition-colors duration-500 ${
                      on ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700'
                    }`}
                  >
                    <Icon name={item.icon} className="h-6 w-6" />
                  </span>
                  {steps && (
                    <p className="mt-5 text-sm font-semibold tracking-wider text-brand-700 uppercase">
                      {t.step.replace('{n}', String(i + 1))}
                    </p>
                  )}
                  <h3 className={`${steps ? 'mt-1' : 'mt-5'} text-xl font-semibold text-ink`}>{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
                </li>
              );
            })}
          </List>
        </div>
      )}
    </RotatingHighlight>
  );
}
