import { useEffect, useState } from 'react';

/**
 * Mirrors `value` into state from an effect. Called after the other hooks of a component, it only changes once
 * their effects (timers started or cleared) have run, so a data attribute rendered from it tells tests that the
 * component has settled. Undefined until the first effect.
 */
export function useSettled<T>(value: T): T | undefined {
  const [settled, setSettled] = useState<T | undefined>(undefined);
  useEffect(() => setSettled(value), [value]);
  return settled;
}
