import type { FormStatus as Status } from '~/hooks/useSubmissionForm';
import type { Messages } from '~/i18n/en';
import ConsentCheckbox from './ConsentCheckbox';
import FormStatus from './FormStatus';
import Honeypot from './Honeypot';
import SubmitButton from './SubmitButton';

type Props = {
  /** The form's useId prefix (the consent box's id derives from it). */
  formId: string;
  consent: boolean;
  onConsentChange: (checked: boolean) => void;
  honeypot: string;
  onHoneypotChange: (value: string) => void;
  status: Status;
  failed: boolean;
  /** The lead is waiting for the connection (it is kept and retried). */
  retrying: boolean;
  supportEmail: string;
  /** The form's texts in the page's language: consent wording, result lines and button labels. */
  t: Pick<Messages['company']['contactForm'], 'consent' | 'success' | 'failure' | 'retrying' | 'submit' | 'busy'>;
};

/** The tail of the contact and partnership forms: optional consent, honeypot, result and submit button. */
export default function FormFooter(props: Props) {
  const { formId, consent, onConsentChange, honeypot, onHoneypotChange, status, t } = props;
  return (
    <>
      <ConsentCheckbox id={`${formId}-consent`} checked={consent} onChange={onConsentChange}>
        {t.consent}
      </ConsentCheckbox>
      <Honeypot value={honeypot} onChange={onHoneypotChange} />
      <FormStatus
        success={status === 'success'}
        successText={t.success}
        failed={props.failed}
        failure={t.failure}
        retrying={props.retrying && t.retrying}
        supportEmail={props.supportEmail}
      />
      <SubmitButton busy={status === 'submitting'} label={t.submit} busyLabel={t.busy} />
    </>
  );
}
