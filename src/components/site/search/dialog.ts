/**
 * The search dialog, built and wired on its first opening (nothing of it is in the page): the words of the page's
 * language, then Pagefind from the bundle the build wrote, which picks the index of the page's `<html lang>`
 * (English pages search English pages, French pages French ones). It searches as the visitor types and lists the
 * pages with an excerpt whose matched words are marked.
 */
import { iconPaths } from '~/components/ui/icon-paths';
import { search as en } from '~/i18n/en/search';
import { search as fr } from '~/i18n/fr/search';
import { MAX_RESULTS, MIN_QUERY, PAGEFIND_BUNDLE, resultHref } from '~/lib/site-search';
import { fill, plural } from '~/lib/template';

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

/** An element with classes, attributes and children. */
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.append(...children);
  return el;
}

/** One of our line icons (src/components/ui/icon-paths.ts), decorative. */
function icon(name: 'search' | 'close', className: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [k, v] of Object.entries({
    viewBox: '0 0 24 24',
    class: className,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
    focusable: 'false',
  }))
    svg.setAttribute(k, v);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', iconPaths[name]);
  svg.append(path);
  return svg;
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
      else if (child.nodeName === 'MARK') nodes.push(h('mark', {}, child.textContent ?? ''));
      else walk(child);
    }
  };
  walk(parsed);
  return nodes;
}

function resultItem(data: ResultData): HTMLLIElement {
  const link = h(
    'a',
    {
      href: resultHref(data.url),
      class:
        'block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
      'data-search-result': '',
    },
    h('span', { class: 'block font-semibold text-ink' }, data.meta.title ?? resultHref(data.url)),
    h(
      'span',
      {
        class:
          'mt-0.5 block text-sm text-muted [&_mark]:rounded-sm [&_mark]:bg-amber-100 [&_mark]:px-0.5 [&_mark]:font-semibold [&_mark]:text-ink',
      },
      ...excerptNodes(data.excerpt),
    ),
  );
  return h('li', {}, link);
}

/** Builds the dialog in the page's language, adds it to the page and wires it; the caller opens it. */
export function createSearchDialog(doc: Document): HTMLDialogElement {
  const locale = doc.documentElement.lang.toLowerCase().startsWith('fr') ? 'fr' : 'en';
  const t = locale === 'fr' ? fr : en;

  const input = h('input', {
    id: 'site-search-input',
    type: 'search',
    enterkeyhint: 'search',
    autocomplete: 'off',
    spellcheck: 'false',
    placeholder: t.placeholder,
    'aria-describedby': 'site-search-hint',
    'aria-controls': 'site-search-results',
    class:
      'min-w-0 flex-1 rounded-lg border-0 bg-transparent px-2 py-3 text-base text-ink placeholder:text-slate-500 focus:ring-2 focus:ring-brand-600 focus:outline-none [&::-webkit-search-cancel-button]:appearance-none',
  });
  const close = h('button', {
    type: 'button',
    class: 'rounded-lg p-2 text-ink hover:bg-brand-50',
    'aria-label': t.close,
  });
  close.append(icon('close', 'h-5 w-5'));
  const status = h('p', { role: 'status', class: 'px-4 pt-3 text-sm text-muted empty:hidden' });
  const list = h('ul', {
    id: 'site-search-results',
    'aria-label': t.resultsLabel,
    class: 'flex-1 space-y-1 overflow-y-auto px-2 py-2 empty:hidden sm:px-3',
  });
  const bar = h(
    'div',
    { class: 'flex items-center gap-2 border-b border-slate-200 px-3 py-2 sm:px-4' },
    icon('search', 'h-5 w-5 shrink-0 text-muted'),
    h('label', { for: 'site-search-input', class: 'sr-only' }, t.label),
    input,
    close,
  );
  const dialog = h(
    'dialog',
    {
      id: 'site-search',
      'aria-labelledby': 'site-search-title',
      class:
        'm-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink backdrop:bg-brand-950/60 sm:mx-auto sm:mt-[10vh] sm:h-auto sm:max-h-[80vh] sm:w-[min(42rem,calc(100%-2rem))] sm:rounded-2xl sm:shadow-2xl',
    },
    h(
      'div',
      { class: 'flex h-full max-h-[inherit] flex-col' },
      h('h2', { id: 'site-search-title', class: 'sr-only' }, t.title),
      bar,
      status,
      list,
      h(
        'p',
        { id: 'site-search-hint', class: 'hidden border-t border-slate-200 px-4 py-3 text-xs text-muted sm:block' },
        t.hint,
      ),
    ),
  );
  doc.body.append(dialog);

  let latest = '';
  const show = (message: string, items: HTMLLIElement[] = []) => {
    status.textContent = message;
    list.replaceChildren(...items);
  };
  const run = async () => {
    const query = input.value.trim();
    latest = query;
    if (query.length < MIN_QUERY) {
      show(query ? t.short : '');
      return;
    }
    try {
      if (!status.textContent) status.textContent = t.loading;
      const engine = await loadPagefind();
      const found = await engine.debouncedSearch(query, {}, TYPING_PAUSE_MS);
      if (!found || query !== latest) return; // replaced by a newer search
      const data = await Promise.all(found.results.slice(0, MAX_RESULTS).map((r) => r.data()));
      if (query !== latest) return;
      const count = found.results.length;
      show(
        count ? fill(plural(t.results, count, locale), { count, query }) : fill(t.none, { query }),
        data.map(resultItem),
      );
    } catch {
      if (query === latest) show(t.error);
    }
  };

  input.addEventListener('input', () => void run());
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop (outside the panel) closes, as Escape does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    // Escape closes at once, even with text in the field (there the browser's own Escape would only clear it).
    if (event.key === 'Escape') {
      event.preventDefault();
      dialog.close();
      return;
    }
    // The arrow keys move from the field through the results and back, as in a menu.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const stops = [input, ...list.querySelectorAll<HTMLAnchorElement>('[data-search-result]')];
    const at = stops.indexOf(doc.activeElement as HTMLInputElement);
    if (at < 0 || stops.length < 2) return;
    event.preventDefault();
    stops[event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0)].focus();
  });
  // Start Pagefind now, while the visitor types.
  loadPagefind().catch(() => undefined);
  return dialog;
}
