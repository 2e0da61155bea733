/** The pre-qualification's answer styles: a choice card (radio button or checkbox) and a list box. */
export const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-ink transition-colors hover:border-brand-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40';
export const selectClass =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

type Props<V extends string> = {
  /** The radio group's name (unique in the page). */
  name: string;
  options: readonly { value: V }[];
  labels: Record<V, string>;
  value: V | undefined;
  onChange: (v: V) => void;
  /** The question's label, description and error wiring. */
  group: Record<string, string | boolean | undefined>;
};

/** One question answered by one choice: a grid of radio cards. */
export default function PrequalChoices<V extends string>({ name, options, labels, value, onChange, group }: Props<V>) {
  return (
    <fieldset {...group} className="grid gap-2 sm:grid-cols-2">
      {options.map((o) => (
        <label key={o.value} className={choiceClass}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="h-4 w-4 shrink-0 accent-brand-600"
          />
          <span>{labels[o.value]}</span>
        </label>
      ))}
    </fieldset>
  );
}
