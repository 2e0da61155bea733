import { useEffect, useRef } from 'react';
import FieldError from '~/components/forms/FieldError';
import FieldLabel, { fieldIds } from '~/components/forms/FieldLabel';

type Props = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** A short help line under the label. */
  hint?: string;
  /** Shown inside the box before the value ('$'). */
  prefix?: string;
  /** Shown inside the box after the value ('%'). */
  suffix?: string;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
};

/**
 * A number box of the funding tools: typed as text (so '100,000' or '$50,000' are understood and nothing is
 * silently dropped), with its hint and error wired to the input.
 */
export default function NumberField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  prefix,
  suffix,
  required = false,
  inputMode = 'decimal',
}: Props) {
  const { describedBy } = fieldIds(id, { hint, error });
  const input = useRef<HTMLInputElement>(null);
  // The island hydrates on the visitor's first focus or pointer (client:interact): what they typed before it
  // had hydrated is still in the box (React keeps it), so the field takes it over once, on mount.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, at hydration: later values come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} hint={hint} />
      <div
        className={`mt-1.5 flex items-center rounded-lg border bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 ${error ? 'border-rose-600' : 'border-slate-300'}`}
      >
        {prefix && (
          <span aria-hidden="true" className="pl-3.5 text-slate-600">
            {prefix}
          </span>
        )}
        <input
          ref={input}
          id={id}
          name={name}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          className={`block w-full min-w-0 rounded-lg bg-transparent py-2.5 text-base text-ink focus:outline-none ${prefix ? 'pl-1.5' : 'pl-3.5'} ${suffix ? 'pr-1.5' : 'pr-3.5'}`}
        />
        {suffix && (
          <span aria-hidden="true" className="pr-3.5 text-slate-600">
            {suffix}
          </span>
        )}
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
