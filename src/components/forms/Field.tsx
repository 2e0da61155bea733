import type { HTMLInputTypeAttribute } from 'react';
import FieldError from './FieldError';
import FieldLabel, { fieldIds } from './FieldLabel';

type Base = {
  /** Prefix shared by the form (useId), so ids stay unique when two forms share a page. */
  formId: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string;
  className?: string;
};

type Props = Base &
  (
    | {
        as?: 'input';
        type?: HTMLInputTypeAttribute;
        autoComplete?: string;
        inputMode?: 'text' | 'email' | 'tel';
        placeholder?: string;
      }
    | { as: 'textarea'; rows: number; placeholder?: string }
    | { as: 'select'; options: readonly { value: string; label: string }[]; placeholder?: string }
  );

const control =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/** A labeled form control with its error underneath, wired with aria-invalid and aria-describedby. */
export default function Field(props: Props) {
  const { formId, name, label, value, onChange, required = false, error, className = '' } = props;
  const id = `${formId}-${name}`;
  const { describedBy } = fieldIds(id, { error });
  const shared = {
    id,
    name,
    value,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${control} ${error ? 'border-rose-600' : 'border-slate-300'}`,
  } as const;

  let input;
  if (props.as === 'textarea') {
    input = (
      <textarea
        {...shared}
        rows={props.rows}
        placeholder={props.placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  } else if (props.as === 'select') {
    input = (
      <select {...shared} onChange={(e) => onChange(e.target.value)}>
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        {...shared}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }

  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {input}
      <FieldError id={id} error={error} />
    </div>
  );
}
