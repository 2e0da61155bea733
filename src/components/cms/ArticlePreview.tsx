/**
 * The content editor's preview of an article (Sveltia CMS's preview template for the `blog` collection): the
 * article page as a reader sees it, in the pane's language, drawn with the page's own classes
 * (ARTICLE_CLASSES, CategoryTag, Icon) and styled by the built page's own stylesheets. Its header shows Back to
 * Blog, the category, date and read time, the title, the excerpt (else the introduction) and the author; then the
 * hero illustration and the body, laid out in sections as the page does. What the page adds around the article
 * (site header, calls to action, related articles, footer) is left out.
 *
 * The stylesheets go into the template's own frame, not through CMS.registerPreviewStyle: that one applies to the
 * preview of every collection, and the site's reset would strip the editor's default preview of the legal texts
 * and authors of its headings and spacing.
 */
import type { CustomPreviewTemplate, CustomPreviewTemplateProps } from '@sveltia/cms';
import type { ArticlePage } from '~/integrations/cms-preview';
import type { ReactElement } from 'react';
import { blog as en } from '~/i18n/en/blog';
import { blog as fr } from '~/i18n/fr/blog';
import { LOCALE_META, type Locale } from '~/i18n/locales';
import { authorIn, CATEGORIES, introduction, readTimeLabel, type Category } from '~/lib/blog';
import { formatDate } from '~/lib/format';
import { WEB_FONT } from '~/lib/web-font';
import Icon from '~/components/ui/Icon';
import { ARTICLE_CLASSES as c } from '../blog/article-classes';
import CategoryTag from '../blog/CategoryTag';

/** What Sveltia CMS exposes for templates: create-react-class, and its Markdown parser and sanitizer. */
type Editor = {
  createClass: (spec: Spec) => CustomPreviewTemplate;
  marked: { parse: (markdown: string, options: { async: false; gfm: true; breaks: false }) => string };
  DOMPurify: { sanitize: (html: string) => string };
};

type Author = { id: string; name: string; role: string; fr: { name?: string; role: string }; avatar?: string };
/** The authors, once read; whether the page's stylesheets have loaded (nothing is drawn unstyled before). */
type State = { authors: Author[]; styled: boolean };
type Self = { props: CustomPreviewTemplateProps; state: State; setState: (state: Partial<State>) => void };
type Spec = {
  getInitialState: () => State;
  componentDidMount: (this: Self) => void;
  componentDidUpdate: (this: Self) => void;
  render: (this: Self) => ReactElement | null;
};

const texts = { en, fr };

/**
 * The body as the page lays it out (src/lib/sectionize-plugin.ts does it at build): each `##` heading opens a
 * <section> holding what follows it up to the next one, and a table takes keyboard focus. Markdown is parsed and
 * sanitized by the editor's own parser and sanitizer, as its default preview does.
 */
export function bodyHtml(markdown: string, { marked, DOMPurify }: Pick<Editor, 'marked' | 'DOMPurify'>): string {
  const parsed = document.createElement('template');
  parsed.innerHTML = DOMPurify.sanitize(marked.parse(markdown, { async: false, gfm: true, breaks: false }));
  const out = document.createElement('div');
  let section: HTMLElement | undefined;
  for (const node of [...parsed.content.childNodes]) {
    if (node instanceof HTMLHeadingElement && node.tagName === 'H2') {
      section = document.createElement('section');
      section.setAttribute('data-reveal', '');
      out.append(section);
    }
    (section ?? out).append(node);
  }
  for (const table of out.querySelectorAll('table')) table.tabIndex = 0;
  return out.innerHTML;
}

/** A text field of the entry, or '' while the editor has not filled it. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A YYYY-MM-DD day as the page writes it in the language ('January 15, 2026'), or nothing while incomplete. */
function day(value: unknown, locale: Locale): { iso: string; label: string } | undefined {
  const iso = text(value);
  const date = new Date(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(date.getTime())) return undefined;
  return { iso, label: formatDate(date, LOCALE_META[locale].intl) };
}

type ViewProps = {
  data: Record<string, unknown>;
  locale: Locale;
  author?: Author;
  heroSrc: string;
  body: string;
  bodyScope: string | null;
};

/** The article's part of the page (src/layouts/ArticleLayout.astro, src/components/blog/Article*.astro). */
export function ArticleView({ data, locale, author, heroSrc, body, bodyScope }: ViewProps) {
  const t = texts[locale];
  const markdown = text(data.body);
  const category = CATEGORIES.find((name) => name === data.category) as Category | undefined;
  const date = day(data.date, locale);
  const updated = day(data.updated, locale);
  const shown = author && authorIn(author, locale);
  // Date · read time · Updated …, as the page's header line; the gaps come from the line's own classes.
  const parts: ReactElement[] = [];
  if (date)
    parts.push(
      <time key="date" dateTime={date.iso}>
        {date.label}
      </time>,
    );
  // Before a category is chosen, counted as any article but a press release (always 2 minutes) is.
  if (markdown)
    parts.push(
      <span key="read" data-read-time>
        {readTimeLabel(markdown, category ?? 'Guide', t.article.readTime)}
      </span>,
    );
  if (updated)
    parts.push(
      <span key="updated" data-updated>
        {t.article.updated} <time dateTime={updated.iso}>{updated.label}</time>
      </span>,
    );
  const meta = parts.flatMap((part, i) =>
    i === 0
      ? [part]
      : [
          <span key={`dot-${i}`} aria-hidden="true">
            ·
          </span>,
          part,
        ],
  );
  return (
    <article data-article-preview>
      <header className={c.header}>
        <div className={c.headerInner}>
          <a href={locale === 'fr' ? '/fr/blog' : '/blog'} className={c.back}>
            <Icon name="arrow-left" className={c.backIcon} />
            {t.article.back}
          </a>
          <p className={c.meta}>
            {category === 'Press Release' ? (
              <span className={c.pressBadge} data-press-badge>
                <span className={c.pressDot} aria-hidden="true" />
                {t.article.pressBadge}
              </span>
            ) : (
              category && <CategoryTag category={category} label={t.card.categories[category]} />
            )}
            {meta}
          </p>
          <h1 className={c.title}>{text(data.title)}</h1>
          <p className={c.excerpt} data-excerpt>
            {text(data.excerpt) || introduction(markdown)}
          </p>
          {shown && (
            <div className={c.bylineRow}>
              <div className={c.byline} data-author={shown.id}>
                {shown.avatar ? (
                  <img src={shown.avatar} alt="" width="48" height="48" className={c.avatar} />
                ) : (
                  <span className={c.genericAvatar} data-generic-avatar>
                    <Icon name="user" className={c.genericAvatarIcon} />
                  </span>
                )}
                <p className={c.authorText}>
                  <span className={c.authorName}>{shown.name}</span>
                  <span className={c.authorRole}>{shown.role}</span>
                </p>
              </div>
            </div>
          )}
        </div>
      </header>
      {heroSrc && (
        <div className={c.heroWrap}>
          <img src={heroSrc} alt={text(data.heroAlt)} className={c.hero} />
        </div>
      )}
      <div
        className={`article-body ${c.body}`}
        data-article-body
        {...(bodyScope ? { [bodyScope]: '' } : {})}
        dangerouslySetInnerHTML={{ __html: body }}
      />
    </article>
  );
}

/** The authors of content/authors.json as the editor holds them (a file collection: one entry, a root list). */
async function loadAuthors(props: CustomPreviewTemplateProps): Promise<Author[]> {
  const found = await props.getCollection('authors');
  for (const entry of Array.isArray(found) ? found : [found]) {
    const list = entry?.getIn(['data', 'authors']) as { toJS: () => unknown } | undefined;
    const authors = list?.toJS();
    if (Array.isArray(authors)) return authors as Author[];
  }
  return [];
}

/**
 * The pane's language. The entry holds the pane's data and, under `i18n`, the other languages' (as Netlify and
 * Decap CMS pass it): the pane's language is the one missing there. The frame's own `lang` is not: the editor
 * keeps one frame when the pane switches language.
 */
function paneLocale(entry: CustomPreviewTemplateProps['entry']): Locale {
  const others = entry.get('i18n') as { has: (key: string) => boolean } | undefined;
  return others?.has('en') && !others.has('fr') ? 'fr' : 'en';
}

/** Links `urls` into the frame's head once (the frame outlives a remount); `done` once they have loaded or failed. */
function linkStyles(frame: Document, urls: string[], done: () => void) {
  const linked = new Set([...frame.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
  let pending = 0;
  const settle = () => {
    pending -= 1;
    if (pending === 0) done();
  };
  for (const href of urls) {
    const url = new URL(href, window.location.origin).href;
    if (linked.has(url)) continue;
    const link = frame.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
    pending += 1;
    frame.head.append(link);
  }
  if (pending === 0) done();
}

/**
 * The template for a built article page: its stylesheets, and the attribute Astro scopes its body's style with
 * (null when it has none).
 */
export function articlePreview({ styles, bodyScope }: ArticlePage): CustomPreviewTemplate {
  const editor = window as unknown as Editor;
  /** The frame's document as the page's: its language, and the page's font rule (src/lib/web-font.ts). */
  function syncFrame(this: Self) {
    const root = this.props.document.documentElement;
    root.lang = LOCALE_META[paneLocale(this.props.entry)].htmlLang;
    try {
      // Inter once this browser has it cached, else its fallback, as every page of the site decides.
      root.classList.toggle(WEB_FONT.className, !!localStorage.getItem(WEB_FONT.storageKey));
    } catch {
      // Storage blocked: the fallback font, as on the site.
    }
  }
  return editor.createClass({
    getInitialState: () => ({ authors: [], styled: false }),
    componentDidMount() {
      syncFrame.call(this);
      linkStyles(this.props.document, styles, () => this.setState({ styled: true }));
      loadAuthors(this.props)
        .then((authors) => this.setState({ authors }))
        .catch(() => {
          // The byline stays out until the authors are readable; the rest of the preview is unaffected.
        });
    },
    componentDidUpdate() {
      syncFrame.call(this);
    },
    render() {
      if (!this.state.styled) return null;
      const { entry, getAsset } = this.props;
      const data = (entry.get('data') as { toJS: () => Record<string, unknown> } | undefined)?.toJS() ?? {};
      const hero = text(data.heroImage);
      return (
        <ArticleView
          data={data}
          locale={paneLocale(entry)}
          author={this.state.authors.find((a) => a.id === data.author)}
          heroSrc={hero && (getAsset(hero)?.toString() ?? hero)}
          body={bodyHtml(text(data.body), editor)}
          bodyScope={bodyScope}
        />
      );
    },
  });
}
