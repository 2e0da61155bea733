import { fieldIds } from './FieldLabel';

/** A control's error message, under it; the control names it in aria-describedby (see fieldIds). */
export default function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={fieldIds(id).errorId} className="mt-1.5 text-sm font-medium text-rose-700">
      {error}
    </p>
  );
}
