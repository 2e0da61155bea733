import { REPLY_WITHIN_HOURS } from '~/data/facts';
import type { Answers } from '~/data/prequal-rules';
import { useSubmissionForm } from '~/hooks/useSubmissionForm';
import { prequalificationSchema } from '~/lib/prequal-schema';
import { fieldErrors } from '~/lib/schemas';
import ConsentCheckbox from '~/components/forms/ConsentCheckbox';
import Field from '~/components/forms/Field';
import FormStatus from '~/components/forms/FormStatus';
import Honeypot from '~/components/forms/Honeypot';
import RequiredNote from '~/components/forms/RequiredNote';
import SubmitButton from '~/components/forms/SubmitButton';

export const PREQUAL_SUCCESS = `Thanks! Our team will e-mail your results to you within ${REPLY_WITHIN_HOURS} hours on business days.`;
export const PREQUAL_SUCCESS_MS = 10_000;

const initial = { name: '', email: '', consent: false };
type Values = typeof initial;

/** "E-mail me my results": name, e-mail and required consent → POST /api/prequalifications with the answers. */
export default function PrequalLeadForm({ answers, supportEmail }: { answers: Answers; supportEmail: string }) {
  const prepare = (v: Values) => {
    const checked = prequalificationSchema.safeParse({ name: v.name, email: v.email, consent: v.consent, answers });
    if (!checked.success) return { errors: fieldErrors(checked.error) };
    return { payload: { name: v.name.trim(), email: v.email.trim(), consent: true, answers } };
  };
  const { formId, text, values, errors, setField, status, failed, honeypot, setHoneypot, formRef, onSubmit } =
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
        E-mail me my results
      </h2>
      <p className="mt-1 text-muted">Get this summary in your inbox, with a note from our team on next steps.</p>
      <form ref={formRef} onSubmit={onSubmit} noValidate method="post" className="mt-6 space-y-5">
        <RequiredNote />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...text('name')} label="Name" required autoComplete="name" />
          <Field {...text('email')} label="Email" required type="email" inputMode="email" autoComplete="email" />
        </div>
        <ConsentCheckbox
          id={`${formId}-consent`}
          checked={values.consent}
          onChange={(v) => setField('consent', v)}
          required
          error={errors.consent}
        >
          I agree that Boundless AI may store my answers and e-mail me my results and related information about
          financing options. I can ask for my data to be erased at any time.
        </ConsentCheckbox>
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <FormStatus
          success={status === 'success'}
          successText={PREQUAL_SUCCESS}
          failed={failed}
          subject="your request"
          supportEmail={supportEmail}
        />
        <SubmitButton busy={status === 'submitting'} label="E-mail me my results" busyLabel="Sending..." />
      </form>
    </section>
  );
}
