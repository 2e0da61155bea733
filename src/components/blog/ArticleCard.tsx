import type { Messages } from '~/i18n/en';
import type { ArticleSummary } from '~/lib/articles';
import { fill } from '~/lib/template';
import Icon from '~/components/ui/Icon';
import CategoryTag from './CategoryTag';

export type ArticleCardTexts = Messages['blog']['card'];

type Props = {
  article: ArticleSummary;
  /** 'Read Article', its screen-reader hint and the category names, in the page's language. */
  t: ArticleCardTexts;
  headingLevel?: 'h2' | 'h3';
  /** Large horizontal card for the featured slot of the index. */
  featured?: boolean;
  /** Images below the fold load lazily. */
  lazy?: boolean;
};

/** An article card: image, category, read time, title, excerpt and 'Read Article'. Pure markup (no state). */
export default function ArticleCard({
  article,
  t,
  headingLevel: Heading = 'h3',
  featured = false,
  lazy = true,
}: Props) {
  return (
    <article
      data-article-card={article.slug}
      className={`group flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${
        featured ? 'flex-col lg:flex-row' : 'flex-col'
      }`}
    >
      <div className={`shrink-0 overflow-hidden bg-brand-50 ${featured ? 'lg:w-1/2' : ''}`}>
        <img
          src={article.heroImage}
          alt=""
          width={1200}
          height={630}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          className="aspect-[40/21] h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </div>
      <div className={`flex flex-1 flex-col ${featured ? 'p-6 sm:p-8 lg:p-10' : 'p-6'}`}>
        {/* The site search indexes a card's title and summary, not its labels (data-pagefind-ignore). */}
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted" data-pagefind-ignore="">
          <CategoryTag category={article.category} label={t.categories[article.category]} />
          <span>{article.readTime}</span>
        </p>
        <Heading
          className={`mt-4 font-bold tracking-tight text-balance text-ink ${featured ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
        >
          <a href={article.url} className="hover:text-brand-700 focus-visible:text-brand-700">
            {article.title}
          </a>
        </Heading>
        <p className={`mt-3 text-muted ${featured ? 'text-lg' : 'line-clamp-3'}`}>{article.summary}</p>
        {featured && (
          <p className="mt-4 text-sm text-muted" data-pagefind-ignore="">
            {article.authorName} · <time dateTime={article.date}>{article.dateLabel}</time>
          </p>
        )}
        <p className="mt-auto pt-5" data-pagefind-ignore="">
          <a
            href={article.url}
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t.read}
            <span className="sr-only">{fill(t.readHint, { title: article.title })}</span>
            <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </a>
        </p>
      </div>
    </article>
  );
}
