/** The optional consent box of the contact and partnership forms (the API never receives it). */
export default function ConsentCheckbox({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        name="consent"
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-muted">
        {children}
      </label>
    </div>
  );
}
