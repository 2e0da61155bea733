import { useEffect, useState } from 'react';

/**
 * False in the server HTML, true once the island's effects have run. Islands expose it as `data-ready`, so tests
 * (and styles) know the timers are armed.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
