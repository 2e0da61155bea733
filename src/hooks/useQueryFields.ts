import { useCallback, useEffect, useState } from 'react';
import { readParams, writeParams } from '~/lib/url-state';

/**
 * Text fields mirrored in the query string: a shared link opens with its values (missing ones empty), each edit
 * replaces the current history entry, and going back or forward shows that entry's values.
 * Before hydration and without any parameter, the defaults show.
 */
export function useQueryFields<K extends string>(keys: readonly K[], defaults: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(defaults);

  useEffect(() => {
    const load = (initial: boolean) => {
      const params = new URLSearchParams(window.location.search);
      if (keys.some((k) => params.has(k))) setValues(readParams(window.location.search, keys));
      // At hydration the state already holds the defaults, and a field may have taken over what was typed
      // before the island hydrated: leave it.
      else if (!initial) setValues(defaults);
    };
    load(true);
    const onPop = () => load(false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // Callers pass module constants, so this runs once.
  }, [keys, defaults]);

  const setField = useCallback((key: K, value: string) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      writeParams(next, 'replace');
      return next;
    });
  }, []);

  return { values, setField };
}
