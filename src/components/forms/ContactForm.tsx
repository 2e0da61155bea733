import { useSubmissionForm } from '~/hooks/useSubmissionForm';
import type { Messages } from '~/i18n/en';
import type { Locale } from '~/i18n/locales';
import { composeContactMessage, contactSchema, fieldErrors, inquiryTypes, type ValidationTexts } from '~/lib/schemas';
import Field from './Field';
import FormFooter from './FormFooter';
import RequiredNote from './RequiredNote';

export const CONTACT_SUCCESS_MS = 5000;

export type ContactFormTexts = Messages['company']['contactForm'];

type Props = {
  /** Offered when sending fails. */
  supportEmail: string;
  /** The form's texts in the page's language (`messagesFor(locale).company.contactForm`): only those ship. */
  t: ContactFormTexts;
  /** The page's language, stored with the message; a message without one is English. */
  locale?: Locale;
};

const initial = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  inquiry: '',
  message: '',
  consent: false,
};
type Values = typeof initial;

/**
 * Validates with the shared schema (Reading A), then builds the message the server expects. The inquiry type and
 * its 'Inquiry Type:' prefix stay English in every language: they are for staff.
 */
function prepare(v: Values, texts: ValidationTexts, locale: Locale | undefined) {
  const draft = {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    company: v.company,
    message: v.message,
    consent: v.consent,
    // English is the default: an English message is stored as it always was, without a locale.
    ...(locale && locale !== 'en' ? { locale } : {}),
  };
  const checked = contactSchema.safeParse(draft);
  if (!checked.success) return { errors: fieldErrors(checked.error, texts) };
  // The inquiry prefix counts towards the message limit, so the composed message is checked too.
  const payload = { ...checked.data, message: composeContactMessage(v.inquiry, checked.data.message) };
  const final = contactSchema.safeParse(payload);
  if (!final.success) return { errors: fieldErrors(final.error, texts) };
  return { payload };
}

/** The 'Send Us a Message' form of /contact-us: POST /api/contact. */
export default function ContactForm({ supportEmail, t, locale }: Props) {
  // Island props arrive as JSON: `tooLong` is keyed by length there, which validationText reads like `choose`.
  const texts = t.validation as unknown as ValidationTexts;
  const { formId, text, values, setField, status, failed, retrying, honeypot, setHoneypot, formRef, onSubmit } =
    useSubmissionForm({
      initial,
      endpoint: '/api/contact',
      failureLog: 'Failed to submit contact form',
      successMs: CONTACT_SUCCESS_MS,
      prepare: (v) => prepare(v, texts, locale),
    });
  const options = inquiryTypes.map((o) => ({ value: o.value, label: t.inquiryTypes[o.value] }));
  return (
    <form ref={formRef} data-lead-form onSubmit={onSubmit} noValidate method="post" className="space-y-5">
      <RequiredNote t={t.requiredNote} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...text('firstName')} label={t.labels.firstName} required autoComplete="given-name" />
        <Field {...text('lastName')} label={t.labels.lastName} required autoComplete="family-name" />
        <Field {...text('email')} label={t.labels.email} required type="email" inputMode="email" autoComplete="email" />
        <Field {...text('phone')} label={t.labels.phone} required type="tel" inputMode="tel" autoComplete="tel" />
        <Field {...text('company')} label={t.labels.company} autoComplete="organization" />
        <Field
          {...text('inquiry')}
          as="select"
          label={t.labels.inquiry}
          options={options}
          placeholder={t.inquiryPlaceholder}
        />
      </div>
      <Field
        {...text('message')}
        as="textarea"
        rows={4}
        label={t.labels.message}
        required
        placeholder={t.messagePlaceholder}
      />
      <FormFooter
        formId={formId}
        consent={values.consent}
        onConsentChange={(v) => setField('consent', v)}
        honeypot={honeypot}
        onHoneypotChange={setHoneypot}
        status={status}
        failed={failed}
        retrying={retrying}
        supportEmail={supportEmail}
        t={t}
      />
    </form>
  );
}
