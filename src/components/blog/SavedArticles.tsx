import { useStore } from '@nanostores/react';
import { useHydrated } from '~/hooks/useHydrated';
import { savedArticles } from '~/lib/saved-articles';
import Icon from '~/components/ui/Icon';
import type { Messages } from '~/i18n/en';
import { fill } from '~/lib/template';

/**
 * The reading list kept by the Save button, shown on the blog index when it has entries (this browser only).
 * `t`: its texts in the page's language.
 */
export default function SavedArticles({ t }: { t: Messages['blog']['saved'] }) {
  const list = useStore(savedArticles);
  const mounted = useHydrated();
  if (!mounted || list.length === 0) return null;

  const remove = (slug: string) => savedArticles.set(list.filter((a) => a.slug !== slug));

  return (
    <section
      aria-labelledby="saved-title"
      className="mt-16 rounded-2xl border border-slate-200 bg-brand-50/60 p-6 sm:p-8"
    >
      <h2 id="saved-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
        <Icon name="bookmark" className="h-5 w-5 text-brand-600" />
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.note}</p>
      <ul className="mt-4 divide-y divide-slate-200">
        {list.map((a) => (
          <li key={a.slug} className="flex items-center justify-between gap-4 py-3">
            <a href={a.url} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {a.title}
            </a>
            <button
              type="button"
              onClick={() => remove(a.slug)}
              className="shrink-0 rounded-full px-3 py-1.5 text-sm font-medium text-muted hover:bg-white hover:text-ink"
            >
              {t.remove}
              <span className="sr-only">{fill(t.removeSr, { title: a.title })}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
