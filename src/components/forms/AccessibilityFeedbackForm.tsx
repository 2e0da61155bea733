import { FEEDBACK_FORMATS } from '~/data/accessibility';
import { useSubmissionForm } from '~/hooks/useSubmissionForm';
import type { Messages } from '~/i18n/en';
import type { Locale } from '~/i18n/locales';
import { accessibilityFeedbackSchema } from '~/lib/accessibility-feedback-schema';
import { fieldErrors, type ValidationTexts } from '~/lib/schemas';
import Field from './Field';
import FormStatus from './FormStatus';
import Honeypot from './Honeypot';
import RequiredNote from './RequiredNote';
import SubmitButton from './SubmitButton';

/** The success line carries the reply promise: it stays long enough to be read. */
export const FEEDBACK_SUCCESS_MS = 10_000;

type Props = {
  /** Offered when sending fails. */
  supportEmail: string;
  /** The form's texts in the page's language (`messagesFor(locale).accessibility.form`): only those ship. */
  t: Messages['accessibility']['form'];
  /** The page's language, stored with the feedback so staff answer in it. */
  locale?: Locale;
};

const initial = { name: '', email: '', concerning: '', format: '', message: '' };
type Values = typeof initial;

/** The statement's feedback form: POST /api/accessibility-feedback, with only the e-mail and message required. */
export default function AccessibilityFeedbackForm({ supportEmail, t, locale }: Props) {
  // Island props arrive as JSON: `tooLong` is keyed by length there, which validationText reads like `choose`.
  const texts = t.validation as unknown as ValidationTexts;
  const prepare = (v: Values) => {
    // An English message is sent without a locale (the server reads none as English).
    const checked = accessibilityFeedbackSchema.safeParse({ ...v, ...(locale && locale !== 'en' ? { locale } : {}) });
    if (!checked.success) return { errors: fieldErrors(checked.error, texts) };
    return { payload: checked.data };
  };
  const { text, status, failed, retrying, honeypot, setHoneypot, formRef, onSubmit } = useSubmissionForm({
    initial,
    endpoint: '/api/accessibility-feedback',
    failureLog: 'Failed to submit accessibility feedback',
    successMs: FEEDBACK_SUCCESS_MS,
    prepare,
  });
  const formats = FEEDBACK_FORMATS.map((value) => ({ value, label: t.formats[value] }));
  return (
    <form ref={formRef} data-lead-form onSubmit={onSubmit} noValidate method="post" className="space-y-5">
      <RequiredNote t={t.requiredNote} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...text('name')} label={t.labels.name} autoComplete="name" />
        <Field {...text('email')} label={t.labels.email} required type="email" inputMode="email" autoComplete="email" />
        <Field {...text('concerning')} label={t.labels.concerning} placeholder={t.concerningPlaceholder} />
        <Field
          {...text('format')}
          as="select"
          label={t.labels.format}
          options={formats}
          placeholder={t.formatPlaceholder}
        />
      </div>
      <Field
        {...text('message')}
        as="textarea"
        rows={5}
        label={t.labels.message}
        required
        placeholder={t.messagePlaceholder}
      />
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
  );
}
