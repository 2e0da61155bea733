import { useId, useState } from 'react';
import { isTruncated, PREVIEW_LENGTH, truncate } from '~/lib/format';

type Props = { text: string; /** What the text is, for the button ('message'). */ label: string; className?: string };

/** Stored text as text (never markup): a 150-character preview with a button to read all of it. */
export default function ExpandableText({ text, label, className = '' }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = isTruncated(text, PREVIEW_LENGTH);
  return (
    <div className={className}>
      <p id={id} className="text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
        {open || !long ? text : truncate(text, PREVIEW_LENGTH)}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
          className="mt-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {open ? 'Show less' : `Show full ${label}`}
        </button>
      )}
    </div>
  );
}
