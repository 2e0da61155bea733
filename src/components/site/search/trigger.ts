/**
 * Opens the site search: a click on any [data-search] button (the header's, before or after its island
 * hydrates) or the "/" or Ctrl/⌘K keys. Nothing of the search is in the page: the first opening fetches the
 * dialog's script (./dialog.ts, which builds it in the page's language), then Pagefind and the index.
 */
import { isSearchShortcut } from '~/lib/site-search';

export function wireSearch(doc: Document): void {
  let dialog: Promise<HTMLDialogElement> | undefined;

  const open = async () => {
    dialog ??= import('./dialog').then((m) => m.createSearchDialog(doc));
    const el = await dialog;
    if (!el.open) el.showModal();
    el.querySelector('input')?.focus();
  };

  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-search]')) return;
    event.preventDefault();
    void open();
  });
  doc.addEventListener('keydown', (event) => {
    if (doc.querySelector('dialog#site-search[open]') || !isSearchShortcut(event)) return;
    event.preventDefault();
    void open();
  });
}
