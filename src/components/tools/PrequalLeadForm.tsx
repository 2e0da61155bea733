import type { Answers } from '~/data/prequal-rules';
import { useSubmissionForm } from '~/hooks/useSubmissionForm';
import type { Messages } from '~/i18n/en';
import { prequalificationSchema } from '~/lib/prequal-schema';
import { fieldErrors, type ValidationTexts } from '~/lib/schemas';
import ConsentCheckbox from '~/components/forms/ConsentCheckbox';
import Field from '~/components/forms/Field';
import FormStatus from '~/components/forms/FormStatus';
import Honeypot from '~/components/forms/Honeypot';
import RequiredNote from '~/components/forms/RequiredNote';
import SubmitButton from '~/components/forms/SubmitButton';

export const PREQUAL_SUCCESS_MS = 10_000;

const initial = { name: '', email: '', consent: false };
type Values = typeof initial;

/**
 * The validation texts of the form in the page's language, as island props carry them (JSON, where a function is
 * lost): the texts with an argument are spelled out by argument (`tooLong` by length, `prequalAmount` by range),
 * which validationText reads as it reads `choose`.
 */
export type LeadValidationTexts = Omit<Messages['validation'], 'tooLong' | 'prequalAmount'> & {
  tooLong: Record<string, string>;
  prequalAmount: Record<string, string>;
};

type Props = {
  answers: Answers;
  supportEmail: string;
  /** The form's words in the page's language (its success text carries the reply promise). */
  t: Messages['tools']['prequal']['leadForm'];
  /** The validation messages in the page's language. */
  validation: LeadValidationTexts;
  /** The page's language, sent with the lead. */
  locale?: 'en' | 'fr';
};

/**
 * "Email me my results": name, e-mail and required consent → POST /api/prequalifications with the answers and
 * the visitor's language.
 */
export default function PrequalLeadForm({ answers, supportEmail, t, validation, locale = 'en' }: Props) {
  const texts = validation as unknown as ValidationTexts;
  // An English lead is sent as it always was, without a locale (the server reads none as English).
  const language = locale === 'en' ? {} : { locale };
  const prepare = (v: Values) => {
    const checked = prequalificationSchema.safeParse({
      name: v.name,
      email: v.email,
      consent: v.consent,
      answers,
      ...language,
    });
    if (!checked.success) return { errors: fieldErrors(checked.error, texts) };
    return { payload: { name: v.name.trim(), email: v.email.trim(), consent: true, answers, ...language } };
  };
  const { formId, text, values, errors, setField, status, failed, retrying, honeypot, setHoneypot, formRef, onSubmit } =
    useSubmissionForm({
      initial,
      endpoint: '/api/prequalifications',
      failureLog: 'Failed to submit pre-qualification',
      successMs: PREQUAL_SUCCESS_MS,
      prepare,
    });

  return (
    <section
      aria-labelledby={`${formId}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${formId}-title`} className="text-2xl font-bold tracking-tight">
        {t.title}
      </h2>
      <p className="mt-1 text-muted">{t.intro}</p>
      <form ref={formRef} data-lead-form onSubmit={onSubmit} noValidate method="post" className="mt-6 space-y-5">
        <RequiredNote t={t.requiredNote} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...text('name')} label={t.name} required autoComplete="name" />
          <Field {...text('email')} label={t.email} required type="email" inputMode="email" autoComplete="email" />
        </div>
        <ConsentCheckbox
          id={`${formId}-consent`}
          checked={values.consent}
          onChange={(v) => setField('consent', v)}
          required
          error={errors.consent}
        >
          {t.consent}
        </ConsentCheckbox>
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <FormStatus
          success={status === 'success'}
          successText={t.success}
          failed={failed}
          failure={t.failure}
          retrying={retrying && t.retrying}
          supportEmail={supportEmail}
        />
        <SubmitButton busy={status === 'submitting'} label={t.submit} busyLabel={t.busy} />
      </form>
    </section>
  );
}
