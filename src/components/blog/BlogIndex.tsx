import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRotation } from '~/hooks/useRotation';
import type { Messages } from '~/i18n/en';
import type { ArticleSummary } from '~/lib/articles';
import type { PauseTexts } from '~/lib/i18n';
import { BLOG_PAGE_SIZE, BLOG_ROTATION_MS, BLOG_TABS, BLOG_TRANSITION_MS, featuredFor, tabFromQuery } from '~/lib/blog';
import PauseButton from '~/components/ui/PauseButton';
import { fill } from '~/lib/template';
import ArticleCard, { type ArticleCardTexts } from './ArticleCard';

/** `t`, `card` and `pause`: the index's, the cards' and the pause button's texts in the page's language. */
type Props = { articles: ArticleSummary[]; t: Messages['blog']['index']; card: ArticleCardTexts; pause: PauseTexts };

/**
 * The blog index. The server-rendered HTML lists every article (usable without JavaScript); once hydrated,
 * the category tabs rotate the featured article every 5 s until the visitor picks a tab (or arrives with
 * ?category=), a pick also filters the list, and the list shows 6 articles until 'Load More Articles'.
 */
export default function BlogIndex({ articles, t, card, pause }: Props) {
  const [enhanced, setEnhanced] = useState(false);
  const [picked, setPicked] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const rotation = useRotation({ count: BLOG_TABS.length, interval: BLOG_ROTATION_MS, enabled: enhanced && !picked });
  const tab = BLOG_TABS[rotation.index];
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const tablistRef = useRef<HTMLDivElement>(null);

  // On narrow screens the tab row scrolls sideways: keep the selected tab in view (never scrolls the page).
  useEffect(() => {
    const list = tablistRef.current;
    const selected = tabRefs.current[rotation.index];
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return;
    const offset = selected.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollTo({ left: list.scrollLeft + offset - 16, behavior: rotation.reducedMotion ? 'auto' : 'smooth' });
  }, [rotation.index, rotation.reducedMotion]);

  useEffect(() => {
    const preselected = tabFromQuery(new URLSearchParams(window.location.search).get('category'));
    if (preselected) {
      rotation.setIndex(BLOG_TABS.indexOf(preselected));
      setPicked(true);
    }
    setEnhanced(true);
    // Runs once on hydration: the query only preselects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The featured card fades out and back in over 400 ms when the tab changes.
  const target = featuredFor(tab, articles);
  const featuredCandidates = [
    ...new Map(
      BLOG_TABS.map((t) => featuredFor(t, articles))
        .filter((a) => a !== undefined)
        .map((a) => [a.slug, a]),
    ).values(),
  ];
  const [shown, setShown] = useState(target);
  const [fading, setFading] = useState(false);
  useEffect(() => {
    if (target?.slug === shown?.slug) return;
    if (rotation.reducedMotion) {
      setShown(target);
      return;
    }
    setFading(true);
    const t = window.setTimeout(() => {
      setShown(target);
      setFading(false);
    }, BLOG_TRANSITION_MS / 2);
    return () => window.clearTimeout(t);
  }, [target, shown, rotation.reducedMotion]);

  const choose = (i: number) => {
    rotation.setIndex(i);
    setPicked(true);
    setExpanded(false);
  };

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const last = BLOG_TABS.length - 1;
    const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  const filtered = picked && tab.category ? articles.filter((a) => a.category === tab.category) : articles;
  const visible = !enhanced || expanded ? filtered : filtered.slice(0, BLOG_PAGE_SIZE);
  const hasMore = enhanced && !expanded && filtered.length > BLOG_PAGE_SIZE;

  const loadMore = () => {
    setExpanded(true);
    // Keyboard users continue at the first newly shown article.
    window.requestAnimationFrame(() =>
      listRef.current?.children[BLOG_PAGE_SIZE]?.querySelector<HTMLAnchorElement>('h3 a')?.focus(),
    );
  };

  return (
    <div>
      <div {...rotation.pauseProps}>
        {/* Tabs only work with JavaScript: until hydrated they keep their space but stay hidden (no dead controls). */}
        <div
          className={`flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between ${enhanced ? '' : 'invisible'}`}
        >
          <div
            ref={tablistRef}
            role="tablist"
            aria-label={t.tablist}
            className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
          >
            {BLOG_TABS.map((tabItem, i) => {
              const selected = i === rotation.index;
              return (
                <button
                  key={tabItem.id}
                  ref={(el) => {
                    tabRefs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`blog-tab-${tabItem.id}`}
                  aria-selected={selected}
                  aria-controls="blog-featured"
                  tabIndex={selected ? 0 : -1}
                  onClick={() => choose(i)}
                  onKeyDown={(e) => onTabKey(e, i)}
                  className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                    selected
                      ? 'bg-brand-600 text-white shadow-sm'
                      : 'bg-slate-100 text-ink hover:bg-brand-50 hover:text-brand-800'
                  }`}
                >
                  {t.tabs[tabItem.id]}
                </button>
              );
            })}
          </div>
          {/* Its place is kept while it does not apply (before hydration, after a pick, under reduced motion), so
              showing or hiding it never moves the featured article. */}
          <PauseButton
            paused={rotation.userPaused}
            onToggle={rotation.toggleUserPaused}
            label={pause.label}
            playLabel={pause.play}
            pauseLabel={pause.pause}
            className={`self-start sm:self-auto ${enhanced && !picked && !rotation.reducedMotion ? '' : 'invisible'}`}
          />
        </div>

        <div
          id="blog-featured"
          role="tabpanel"
          aria-labelledby={`blog-tab-${tab.id}`}
          aria-live={rotation.running ? 'off' : 'polite'}
          className="mt-8"
        >
          <p className="mb-3 text-sm font-semibold tracking-wider text-brand-600 uppercase">{t.featured}</p>
          {shown ? (
            // Every tab's featured card sits in the same grid cell, the others invisible and inert: the panel is
            // as tall as the tallest, so the rotation never moves the page below it (no layout shift).
            <div className="grid">
              {featuredCandidates
                .filter((a) => a.slug !== shown.slug)
                .map((a) => (
                  <div key={a.slug} aria-hidden="true" inert className="invisible [grid-area:1/1]">
                    <ArticleCard article={a} t={card} featured headingLevel="h2" />
                  </div>
                ))}
              <div
                data-featured={shown.slug}
                // 400 ms transition: 200 ms fading out, 200 ms fading in.
                className={`[grid-area:1/1] transition-opacity duration-200 ease-in-out ${fading ? 'opacity-0' : 'opacity-100'}`}
              >
                <ArticleCard article={shown} t={card} featured headingLevel="h2" lazy={false} />
              </div>
            </div>
          ) : (
            <p className="text-muted">{t.empty}</p>
          )}
        </div>
      </div>

      <section aria-labelledby="latest-articles" className="mt-16">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="latest-articles" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t.latest}
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {picked && tab.category ? fill(t.filtered, { label: t.tabs[tab.id] }) : ''}
            {visible.length < filtered.length
              ? fill(t.showing, { shown: visible.length, total: filtered.length })
              : fill(t.count, { total: filtered.length })}
          </p>
        </div>
        <ul ref={listRef} className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} t={card} />
            </li>
          ))}
        </ul>
        {hasMore && (
          <div className="mt-10 text-center">
            <button
              type="button"
              onClick={loadMore}
              className="inline-flex items-center justify-center rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 transition-colors hover:bg-brand-50"
            >
              {t.loadMore}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
