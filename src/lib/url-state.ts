/**
 * The funding tools keep what the visitor entered in the query string, so a result can be shared and the back
 * button works: a new step is a new history entry (push), typing only updates the current one (replace).
 */

/** The values of `keys` in a query string ('' for a missing key). */
export function readParams<K extends string>(search: string, keys: readonly K[]): Record<K, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
}

/** A query string of the non-empty values, in the order given ('' when nothing is set). */
export function toQuery(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Writes the values into the address bar, keeping the path and hash; does nothing when they are already there. */
export function writeParams(values: Record<string, string | undefined>, mode: 'push' | 'replace'): void {
  const query = toQuery(values);
  if (query === window.location.search) return;
  const url = `${window.location.pathname}${query}${window.location.hash}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(window.history.state, '', url);
}
