import type { Category } from '~/lib/blog';

/** Each category keeps one color everywhere (all pairs pass 4.5:1 contrast). */
const tones: Record<Category, string> = {
  'Press Release': 'bg-accent-500/15 text-teal-900',
  Guide: 'bg-brand-100 text-brand-800',
  'Case Study': 'bg-amber-100 text-amber-900',
  Insights: 'bg-violet-100 text-violet-900',
};

/** `label` is the category's name in the page's language. */
type Props = { category: Category; label: string; className?: string };

/** The small category pill of cards and article headers. */
export default function CategoryTag({ category, label, className = '' }: Props) {
  return (
    <span
      data-category-tag
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ${tones[category]} ${className}`}
    >
      {label}
    </span>
  );
}
