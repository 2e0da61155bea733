import type { FocusEvent } from 'react';

type PauseProps = {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (e: FocusEvent<HTMLElement>) => void;
};

/**
 * useRotation's pauseProps, but only keyboard focus pauses: a mouse click also focuses the card it hits, and
 * that must not keep the rotation paused after "resumes 5 s after the last click".
 */
export function keyboardFocusOnly<P extends PauseProps>(pauseProps: P): P {
  return {
    ...pauseProps,
    onFocus: (e: FocusEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      if (typeof target.matches === 'function' && target.matches(':focus-visible')) pauseProps.onFocus();
    },
  };
}
