import { useEffect } from 'react';
import { useRotation } from '~/hooks/useRotation';

type Props = {
  count: number;
  interval: number;
  startDelay: number;
  enabled: boolean;
  onIndex: (index: number) => void;
};

/**
 * Headless: one pass of the shared rotation timer. The steps island remounts it (new `key`) to start a fresh pass,
 * which is how "a second auto-cycle starts 2 s after nothing is hovered" restarts the timer with its own delay.
 */
export default function StepCycle({ count, interval, startDelay, enabled, onIndex }: Props) {
  const { index } = useRotation({ count, interval, startDelay, once: true, enabled });
  useEffect(() => onIndex(index), [index, onIndex]);
  return null;
}
