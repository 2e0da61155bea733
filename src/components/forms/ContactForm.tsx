import { useSubmissionForm } from '~/hooks/useSubmissionForm';
import { composeContactMessage, contactSchema, fieldErrors, inquiryTypes } from '~/lib/schemas';
import Field from './Field';
import FormFooter from './FormFooter';
import RequiredNote from './RequiredNote';

export const CONTACT_SUCCESS = 'Thanks! Your message has been received.';
export const CONTACT_SUCCESS_MS = 5000;

type Props = {
  /** Offered when sending fails. */
  supportEmail: string;
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

/** Validates with the shared schema (Reading A), then builds the message the server expects. */
function prepare(v: Values) {
  const draft = {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email,
    phone: v.phone,
    company: v.company,
    message: v.message,
  };
  const checked = contactSchema.safeParse(draft);
  if (!checked.success) return { errors: fieldErrors(checked.error) };
  // The inquiry prefix counts towards the message limit, so the composed message is checked too.
  const payload = { ...checked.data, message: composeContactMessage(v.inquiry, checked.data.message) };
  const final = contactSchema.safeParse(payload);
  if (!final.success) return { errors: fieldErrors(final.error) };
  return { payload };
}

/** The 'Send Us a Message' form of /contact-us: POST /api/contact. */
export default function ContactForm({ supportEmail }: Props) {
  const { formId, text, values, setField, status, failed, honeypot, setHoneypot, formRef, onSubmit } =
    useSubmissionForm({
      initial,
      endpoint: '/api/contact',
      failureLog: 'Failed to submit contact form',
      successMs: CONTACT_SUCCESS_MS,
      prepare,
    });
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate method="post" className="space-y-5">
      <RequiredNote />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...text('firstName')} label="First Name" required autoComplete="given-name" />
        <Field {...text('lastName')} label="Last Name" required autoComplete="family-name" />
        <Field {...text('email')} label="Email" required type="email" inputMode="email" autoComplete="email" />
        <Field {...text('phone')} label="Phone" required type="tel" inputMode="tel" autoComplete="tel" />
        <Field {...text('company')} label="Company" autoComplete="organization" />
        <Field
          {...text('inquiry')}
          as="select"
          label="Inquiry Type"
          options={inquiryTypes}
          placeholder="Select an inquiry type"
        />
      </div>
      <Field {...text('message')} as="textarea" rows={4} label="Message" required placeholder="How can we help?" />
      <FormFooter
        formId={formId}
        consent={values.consent}
        onConsentChange={(v) => setField('consent', v)}
        consentLabel="I agree to receive communications from Boundless AI about my inquiry."
        honeypot={honeypot}
        onHoneypotChange={setHoneypot}
        status={status}
        failed={failed}
        successText={CONTACT_SUCCESS}
        subject="your message"
        supportEmail={supportEmail}
        submitLabel="Send Message"
        busyLabel="Sending..."
      />
    </form>
  );
}
