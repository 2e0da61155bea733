/** Our own line icons (24×24, stroke = currentColor). Decorative unless a `title` is given. */
import type { IconName } from '~/types';
import { iconPaths as paths } from './icon-paths';

type Props = { name: IconName; className?: string; title?: string };

export default function Icon({ name, className = 'h-5 w-5', title }: Props) {
  const filled = name === 'star' || name === 'play';
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <path d={paths[name]} />
    </svg>
  );
}
