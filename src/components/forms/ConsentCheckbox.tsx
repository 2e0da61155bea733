import FieldError from './FieldError';
import { fieldIds } from './FieldLabel';

/**
 * The consent box: optional on the contact and partnership forms; required (with `required` and its `error`)
 * where consent is the basis for what happens next, as for e-mailing pre-qualification results.
 */
export default function ConsentCheckbox({
  id,
  checked,
  onChange,
  children,
  required = false,
  error,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
  required?: boolean;
  error?: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="consent"
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldIds(id, { error }).describedBy}
          className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm text-muted">
          {children}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-rose-700">
              *
            </span>
          )}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
