/** The ids of a control's hint and error, and the aria-describedby naming those that are shown. */
export function fieldIds(id: string, shown: { hint?: string; error?: string } = {}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [shown.hint ? hintId : '', shown.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}

type Props = {
  /** The control's id. */
  id: string;
  label: string;
  required?: boolean;
  /** A short help line under the label. */
  hint?: string;
};

/** A control's label, its asterisk when required (RequiredNote explains it), and its optional hint. */
export default function FieldLabel({ id, label, required = false, hint }: Props) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-rose-700">
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={fieldIds(id).hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
    </>
  );
}
