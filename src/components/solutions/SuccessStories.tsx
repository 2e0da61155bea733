import { useEffect, useState } from 'react';
import type { SuccessStory } from '~/data/success-stories';
import type { Messages } from '~/i18n/en';
import { fill } from '~/lib/template';
import { articleUrl } from '~/lib/blog';
import type { Locale } from '~/i18n/locales';
import Icon from '~/components/ui/Icon';
import ProgressRing from '~/components/ui/ProgressRing';
import RotatingHighlight, { type Rotation } from '~/components/ui/RotatingHighlight';

/** /who-we-help: the story highlight moves every 4 s; the ring ticks every 100 ms in 2 % steps. */
export const STORY_INTERVAL = 4000;
export const RING_TICK = 100;
export const RING_STEP = 2;

type Props = {
  stories: SuccessStory[];
  t: Messages['solutions']['storyCards'];
  /** The page's language: each card links to its case study in that language. */
  locale?: Locale;
};

/**
 * The six success stories, one highlighted in turn. The ring on the highlighted card counts the time it has been
 * highlighted: +2 % every 100 ms, back to 0 when the highlight moves or resumes (so it reaches 80 % at 4 s).
 * It is hidden below 1150 px.
 */
export default function SuccessStories({ stories, t, locale = 'en' }: Props) {
  return (
    <RotatingHighlight
      count={stories.length}
      interval={STORY_INTERVAL}
      controls={{ label: t.pauseLabel, play: t.play, pause: t.pause }}
      activeAttribute="data-active-story"
    >
      {(rotation) => <Stories rotation={rotation} stories={stories} t={t} locale={locale} />}
    </RotatingHighlight>
  );
}

function Stories({ rotation, stories, t, locale }: Required<Props> & { rotation: Rotation }) {
  const { index, running, pauseProps } = rotation;
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    setProgress(0);
    if (!running) return;
    const tick = window.setInterval(() => setProgress((p) => Math.min(100, p + RING_STEP)), RING_TICK);
    return () => window.clearInterval(tick);
  }, [running, index]);

  return (
    <ul {...pauseProps} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {stories.map((s, i) => {
        const on = i === index;
        return (
          <li
            key={s.id}
            data-active={on}
            className={`relative flex flex-col rounded-2xl border p-6 transition-[translate,scale,box-shadow] duration-500 ${
              on
                ? 'border-brand-600 bg-brand-950 text-white shadow-xl shadow-brand-900/25'
                : 'border-slate-200 bg-white text-ink shadow-sm'
            }`}
          >
            {on && running && (
              <ProgressRing
                progress={progress}
                size={40}
                className="absolute top-5 right-5 hidden text-accent-400 min-[1150px]:block"
              />
            )}
            <p
              className={`text-sm font-semibold tracking-wider uppercase ${on ? 'text-accent-400' : 'text-brand-700'}`}
            >
              {s.product}
            </p>
            <p className="mt-2 text-4xl font-bold tracking-tight">{s.amount}</p>
            <h3 className={`mt-1 font-semibold ${on ? 'text-white' : 'text-ink'}`}>{s.business}</h3>
            <p className={`mt-3 flex-1 text-sm leading-relaxed ${on ? 'text-slate-200' : 'text-muted'}`}>{s.summary}</p>
            <p
              className={`mt-5 inline-flex items-start gap-1.5 text-sm font-medium ${on ? 'text-accent-400' : 'text-teal-700'}`}
            >
              <Icon name="check-circle" className="mt-0.5 h-4 w-4 shrink-0" />
              <span>{fill(t.funded, { period: s.period, asOf: s.asOf })}</span>
            </p>
            <a
              href={articleUrl(s.article, locale)}
              className={`mt-3 inline-flex items-center gap-1.5 text-sm font-semibold underline-offset-4 hover:underline ${on ? 'text-white' : 'text-brand-700'}`}
            >
              {t.readCaseStudy}
              <span className="sr-only">
                {fill(t.caseStudyHint, { amount: s.amount, product: s.product, business: s.business })}
              </span>
              <Icon name="arrow-right" className="h-4 w-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
