/**
 * The site search dialog's words (src/components/site/search/dialog.ts builds the dialog on its first opening and
 * loads these with it, not with the page). Part of the site dictionary as `site.search`.
 */
export const search = {
  title: 'Search the site',
  label: 'Search for',
  placeholder: 'Articles, products, calculators…',
  close: 'Close search',
  loading: 'Loading search…',
  short: 'Type at least two letters.',
  results: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
  none: 'No results for “{query}”. Try another word, or browse our guides.',
  error: 'Search could not load. Check your connection, then try again.',
  hint: 'Press / or Ctrl K on any page to search. Use the arrow keys to move through the results.',
  resultsLabel: 'Results',
};
