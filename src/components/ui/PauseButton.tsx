import Icon from './Icon';

type Props = {
  paused: boolean;
  onToggle: () => void;
  /** What it pauses, in English: the button reads "Pause {label}" / "Play {label}". */
  label: string;
  /** The whole text of each state, in the page's language (e.g. site.carousel.play / .pause); overrides `label`. */
  playLabel?: string;
  pauseLabel?: string;
  className?: string;
  tone?: 'light' | 'dark';
};

/** The visible pause/play control every auto-rotating element carries (WCAG 2.2.2). */
export default function PauseButton({
  paused,
  onToggle,
  label,
  playLabel,
  pauseLabel,
  className = '',
  tone = 'light',
}: Props) {
  const colors =
    tone === 'dark'
      ? 'border-white/30 text-white hover:bg-white/10'
      : 'border-slate-300 bg-white text-ink hover:bg-brand-50';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={paused}
      className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium ${colors} ${className}`}
    >
      <Icon name={paused ? 'play' : 'pause'} className="h-4 w-4" />
      <span>{paused ? (playLabel ?? `Play ${label}`) : (pauseLabel ?? `Pause ${label}`)}</span>
    </button>
  );
}
