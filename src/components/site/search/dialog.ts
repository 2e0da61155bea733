/**
 * The search dialog's behavior, loaded on its first opening: it loads Pagefind from the bundle the build wrote,
 * which picks the index of the page's `<html lang>` (English pages search English pages, French pages French
 * ones), searches as the visitor types and lists the pages with an excerpt whose matched words are marked.
 */
import { MAX_RESULTS, MIN_QUERY, PAGEFIND_BUNDLE, resultHref } from '~/lib/site-search';
import { fill, plural, type Plural } from '~/lib/template';

type Texts = { loading: string; short: string; results: Plural; none: string; error: string };

type ResultData = { url: string; excerpt: string; meta: { title?: string } };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options?: Record<string, unknown>,
    ms?: number,
  ): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
};

/** Typing pauses this long before a search runs (Pagefind drops the searches a newer one replaces). */
const TYPING_PAUSE_MS = 150;

let pagefind: Promise<Pagefind> | undefined;
/** The Pagefind module, loaded once per page; a failed load may be retried on the next search. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const bundle = `${PAGEFIND_BUNDLE}pagefind.js`;
    const module = (await import(/* @vite-ignore */ bundle)) as Pagefind;
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  })().catch((error: unknown) => {
    pagefind = undefined;
    throw error;
  });
  return pagefind;
}

/**
 * An excerpt as nodes: Pagefind's text with its <mark> around matched words. Parsed inertly and rebuilt from
 * text and <mark> only, so nothing else of the string can reach the page.
 */
function excerptNodes(html: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${html}</p>`, 'text/html').body;
  const nodes: Node[] = [];
  const walk = (parent: Node) => {
    for (const child of Array.from(parent.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) nodes.push(document.createTextNode(child.textContent ?? ''));
      else if (child.nodeName === 'MARK') {
        const mark = document.createElement('mark');
        mark.textContent = child.textContent;
        nodes.push(mark);
      } else walk(child);
    }
  };
  walk(parsed);
  return nodes;
}

function resultItem(data: ResultData): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = resultHref(data.url);
  link.className =
    'block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';
  link.dataset.searchResult = '';
  const title = document.createElement('span');
  title.className = 'block font-semibold text-ink';
  title.textContent = data.meta.title ?? link.pathname;
  const excerpt = document.createElement('span');
  excerpt.className =
    'mt-0.5 block text-sm text-muted [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:font-semibold [&_mark]:text-ink';
  excerpt.append(...excerptNodes(data.excerpt));
  link.append(title, excerpt);
  item.append(link);
  return item;
}

export function mountSearch(dialog: HTMLDialogElement): void {
  const texts = JSON.parse(dialog.dataset.texts ?? '{}') as Texts;
  const locale = dialog.dataset.locale;
  const input = dialog.querySelector<HTMLInputElement>('input')!;
  const status = dialog.querySelector<HTMLElement>('[role="status"]')!;
  const list = dialog.querySelector<HTMLUListElement>('[data-search-results]')!;
  let latest = '';

  const show = (message: string, items: HTMLLIElement[] = []) => {
    status.textContent = message;
    list.replaceChildren(...items);
  };

  const run = async () => {
    const query = input.value.trim();
    latest = query;
    if (query.length < MIN_QUERY) {
      show(query ? texts.short : '');
      return;
    }
    try {
      if (!status.textContent) status.textContent = texts.loading;
      const engine = await loadPagefind();
      const found = await engine.debouncedSearch(query, {}, TYPING_PAUSE_MS);
      if (!found || query !== latest) return; // replaced by a newer search
      const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (query !== latest) return;
      const count = found.results.length;
      show(
        count ? fill(plural(texts.results, count, locale), { count, query }) : fill(texts.none, { query }),
        data.map(resultItem),
      );
    } catch {
      if (query === latest) show(texts.error);
    }
  };

  input.addEventListener('input', () => void run());
  // Arrow keys move from the field through the results and back, as in a menu.
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [input, ...list.querySelectorAll<HTMLAnchorElement>('[data-search-result]')];
    const at = stops.indexOf(document.activeElement as HTMLInputElement);
    if (at < 0 || stops.length < 2) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next].focus();
  });
  // Start Pagefind now, while the visitor types; and search what was typed before this script arrived.
  loadPagefind().catch(() => undefined);
  if (input.value.trim()) void run();
}
