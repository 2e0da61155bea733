import type { FormStatus as Status } from '~/hooks/useSubmissionForm';
import ConsentCheckbox from './ConsentCheckbox';
import FormStatus from './FormStatus';
import Honeypot from './Honeypot';
import SubmitButton from './SubmitButton';

type Props = {
  /** The form's useId prefix (the consent box's id derives from it). */
  formId: string;
  consent: boolean;
  onConsentChange: (checked: boolean) => void;
  /** What the visitor agrees to. */
  consentLabel: string;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  status: Status;
  failed: boolean;
  successText: string;
  /** What could not be sent, e.g. 'your message'. */
  subject: string;
  supportEmail: string;
  submitLabel: string;
  busyLabel: string;
};

/** The tail of the contact and partnership forms: optional consent, honeypot, result and submit button. */
export default function FormFooter(props: Props) {
  const { formId, consent, onConsentChange, consentLabel, honeypot, onHoneypotChange, status } = props;
  return (
    <>
      <ConsentCheckbox id={`${formId}-consent`} checked={consent} onChange={onConsentChange}>
        {consentLabel}
      </ConsentCheckbox>
      <Honeypot value={honeypot} onChange={onHoneypotChange} />
      <FormStatus
        success={status === 'success'}
        successText={props.successText}
        failed={props.failed}
        subject={props.subject}
        supportEmail={props.supportEmail}
      />
      <SubmitButton busy={status === 'submitting'} label={props.submitLabel} busyLabel={props.busyLabel} />
    </>
  );
}
