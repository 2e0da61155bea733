import { Fragment } from 'react';
import { FEATURE_BRAND_TEXT } from '~/data/feature-brand';
import type { FeatureCard } from '~/lib/features';
import type { PauseTexts } from '~/lib/i18n';
import { useRotation } from '~/hooks/useRotation';
import { useSettled } from '~/hooks/useSettled';
import Icon from '~/components/ui/Icon';
import PauseButton from '~/components/ui/PauseButton';
import { keyboardFocusOnly } from './keyboardFocusOnly';

/** The featured card advances every 4 s; a click pauses rotation until 5 s after the last click. */
export const FEATURE_INTERVAL = 4000;
export const FEATURE_CLICK_HOLD = 5000;

/** `features` in the page's language; `controls`: its pause button's texts (home.features.carousel.pauseLabel). */
type Props = { features: FeatureCard[]; controls: PauseTexts };

function withBrand(text: string, featured: boolean) {
  return text.split(FEATURE_BRAND_TEXT).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? (
        <strong className={`font-semibold ${featured ? 'text-accent-400' : 'text-brand-700'}`}>
          {FEATURE_BRAND_TEXT}
        </strong>
      ) : null}
      {part}
    </Fragment>
  ));
}

/** The four feature cards, one featured (enlarged) at a time. Each title is a button that features its card. */
export default function FeatureCarousel({ features, controls }: Props) {
  const rotation = useRotation({ count: features.length, interval: FEATURE_INTERVAL });
  // The data's isFeatured card starts featured; the rotation index counts steps from it.
  const first = Math.max(
    0,
    features.findIndex((f) => f.isFeatured),
  );
  const featured = (rotation.index + first) % features.length;

  const running = useSettled(rotation.running);

  const feature = (i: number) => {
    rotation.setIndex(i - first);
    rotation.hold(FEATURE_CLICK_HOLD);
  };

  return (
    <div data-rotation="features" data-running={running}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4 lg:gap-7" {...keyboardFocusOnly(rotation.pauseProps)}>
        {features.map((f, i) => {
          const on = i === featured;
          return (
            <li
              key={f.id}
              data-featured={on}
              className={`relative flex flex-col rounded-3xl p-7 transition-[background-color,box-shadow,scale] duration-500 ease-out ${
                on
                  ? 'z-10 bg-brand-950 text-white shadow-[0_24px_60px_-16px_rgba(11,20,55,0.55)] lg:scale-[1.05]'
                  : 'bg-white text-ink shadow-sm ring-1 ring-slate-200 hover:ring-brand-200'
              }`}
            >
              <span
                className={`flex h-12 w-12 items-center justify-center rounded-2xl transition-colors duration-500 ${
                  on ? 'bg-accent-400/15 text-accent-400' : 'bg-brand-50 text-brand-700'
                }`}
              >
                <Icon name={f.icon} className="h-6 w-6" />
              </span>
              <h3 className="mt-6 text-lg leading-snug font-semibold">
                {/* The stretched button makes the whole card clickable while the card keeps its heading. */}
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => feature(i)}
                  className="text-left after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
                >
                  {f.title}
                </button>
              </h3>
              <p
                className={`mt-3 text-[0.95rem] leading-relaxed transition-colors duration-500 ${on ? 'text-slate-300' : 'text-muted'}`}
              >
                {withBrand(f.description, on)}
              </p>
              <span
                aria-hidden="true"
                className={`mt-6 h-1 rounded-full transition-all duration-500 ${on ? 'w-12 bg-accent-400' : 'w-6 bg-slate-200'}`}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex justify-center lg:justify-end">
        <PauseButton
          paused={rotation.userPaused}
          onToggle={rotation.toggleUserPaused}
          label={controls.label}
          playLabel={controls.play}
          pauseLabel={controls.pause}
          className={rotation.reducedMotion ? 'invisible' : ''}
        />
      </div>
    </div>
  );
}
