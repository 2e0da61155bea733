import type { ReactNode } from 'react';
import type { Messages } from '~/i18n/en';

type Props = {
  /** useId() of the calculator: names the form and result headings. */
  id: string;
  /** The form's heading, e.g. 'Your loan'. */
  formTitle: string;
  /** The form's fields. */
  fields: ReactNode;
  /** What screen readers hear when the result changes; null while a field needs fixing. */
  announcement: string | null;
  /** The result, shown when the fields are valid (null otherwise). */
  children: ReactNode;
  /** 'Your estimate' and the prompt to fix the fields, in the page's language. */
  t: Pick<Messages['tools']['calculator'], 'estimateTitle' | 'fixFields'>;
};

/**
 * The one layout of the funding calculators: the form (sticky beside the result on wide screens) and 'Your
 * estimate', announced politely on every change, or a prompt to fix the highlighted fields.
 */
export default function CalculatorLayout({ id, formTitle, fields, announcement, children, t }: Props) {
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        onSubmit={(e) => e.preventDefault()}
        noValidate
        aria-labelledby={`${id}-form-title`}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:self-start"
      >
        <h2 id={`${id}-form-title`} className="text-xl font-semibold">
          {formTitle}
        </h2>
        {fields}
      </form>

      <section aria-labelledby={`${id}-result-title`} className="min-w-0 space-y-6">
        <h2 id={`${id}-result-title`} className="text-xl font-semibold">
          {t.estimateTitle}
        </h2>
        <div aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement ?? t.fixFields}
        </div>
        {announcement !== null ? (
          children
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-muted">{t.fixFields}</p>
        )}
      </section>
    </div>
  );
}
