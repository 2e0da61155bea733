/** An industry card's pictogram (paths in industry-icon-paths.ts). Decorative. */
import type { IndustryIconName } from '~/types';
import { industryIconPaths as paths } from './industry-icon-paths';

export default function IndustryIcon({ name, className = 'h-6 w-6' }: { name: IndustryIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
