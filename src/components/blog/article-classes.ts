/**
 * The article page's classes: its header (Back to Blog, category, date, title, excerpt, author), hero and body
 * container. The page's Astro components and the content editor's preview (src/components/cms/ArticlePreview.tsx)
 * both use these, so the preview keeps the page's look; the classes live in the site's stylesheet like any other.
 */
export const ARTICLE_CLASSES = {
  header: 'bg-gradient-to-b from-brand-50 to-white',
  headerInner: 'mx-auto max-w-3xl px-4 pt-8 pb-10 sm:px-6 sm:pt-12',
  back: 'inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
  backIcon: 'h-4 w-4',
  meta: 'mt-8 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted',
  pressBadge:
    'inline-flex items-center gap-2 rounded-full bg-brand-950 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase',
  pressDot: 'h-1.5 w-1.5 rounded-full bg-accent-400',
  title: 'mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl',
  excerpt: 'mt-5 text-lg leading-relaxed text-muted sm:text-xl',
  bylineRow: 'mt-8 flex flex-wrap items-center justify-between gap-4',
  byline: 'flex items-center gap-3',
  avatar: 'h-12 w-12 rounded-full bg-brand-100 ring-2 ring-white',
  genericAvatar:
    'flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700 ring-2 ring-white',
  genericAvatarIcon: 'h-6 w-6',
  authorText: 'leading-tight',
  authorName: 'block font-semibold text-ink',
  authorRole: 'block text-sm text-muted',
  heroWrap: 'mx-auto max-w-5xl px-4 sm:px-6 lg:px-8',
  hero: 'block aspect-[40/21] h-auto w-full overflow-hidden rounded-3xl border border-slate-200 bg-brand-50 shadow-sm',
  /** With `article-body`, whose reading typography is ArticleBody.astro's own (scoped) style. */
  body: 'mx-auto max-w-3xl px-4 py-12 sm:px-6',
} as const;
