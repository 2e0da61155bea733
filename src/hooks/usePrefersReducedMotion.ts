import { useMediaQuery } from './useMediaQuery';

/** True when the visitor asked the system for less motion; rotations then stay still. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
