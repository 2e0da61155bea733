/**
 * Opens the site search: a click on any [data-search-open] button (the header's, before or after its island
 * hydrates) or the "/" or Ctrl/⌘K keys. The dialog's markup is on the page; its script (./dialog.ts), Pagefind and
 * the index are fetched on the first opening only.
 */
import { isSearchShortcut } from '~/lib/site-search';

export function wireSearch(doc: Document): void {
  const dialog = doc.querySelector<HTMLDialogElement>('[data-site-search]');
  if (!dialog) return;
  let mounted: Promise<unknown> | undefined;

  const open = () => {
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLInputElement>('input')?.focus();
    mounted ??= import('./dialog').then((m) => m.mountSearch(dialog));
  };

  doc.addEventListener('click', (event) => {
    if (!(event.target as Element | null)?.closest?.('[data-search-open]')) return;
    event.preventDefault();
    open();
  });
  doc.addEventListener('keydown', (event) => {
    if (dialog.open || !isSearchShortcut(event)) return;
    event.preventDefault();
    open();
  });
  // A click on the backdrop (outside the panel) closes, as Escape does. Escape closes at once even when the field
  // holds text (in a search field, the browser's own Escape would only clear it).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dialog.close();
  });
}
