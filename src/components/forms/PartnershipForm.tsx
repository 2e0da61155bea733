import { useEffect, useMemo, useState } from 'react';
import { useSubmissionForm } from '~/hooks/useSubmissionForm';
import type { Messages } from '~/i18n/en';
import type { Locale } from '~/i18n/locales';
import { readPartnershipPrefill } from '~/lib/prefill';
import {
  businessDescriptionDefaults,
  fieldErrors,
  NOT_SPECIFIED,
  partnershipSchema,
  partnershipTypeOptions,
  type ValidationTexts,
} from '~/lib/schemas';
import Field from './Field';
import FormFooter from './FormFooter';
import RequiredNote from './RequiredNote';

export const PARTNERSHIP_SUCCESS_MS = 5000;

export type PartnershipFormTexts = Messages['company']['partnershipForm'];

type PageType = 'lender' | 'referral' | 'api';

type Props = {
  /** The page's partnership type (lenders, referral partners, APIs); none on the hub, where choosing one is required. */
  defaultType?: PageType;
  /** Sent as businessDescription (stored for staff, so English); defaults to businessDescriptionDefaults. */
  businessDescription?: string;
  /** Offered when sending fails. */
  supportEmail: string;
  /**
   * Take initial values from the URL query once (the hand-over from the static /partner-contact form), then
   * remove them from the address bar.
   */
  prefillFromUrl?: boolean;
  /** The form's texts in the page's language (`messagesFor(locale).company.partnershipForm`): only those ship. */
  t: PartnershipFormTexts;
  /** The page's language, stored with the inquiry; an inquiry without one is English. */
  locale?: Locale;
};

/**
 * The partnership inquiry form of /partners, /lenders, /referral-partners and /apis: POST /api/partnerships
 * with the 12 fields of partnershipSchema (the hidden ones carry their defaults).
 */
export default function PartnershipForm({
  defaultType,
  businessDescription,
  supportEmail,
  prefillFromUrl = false,
  t,
  locale,
}: Props) {
  // Island props arrive as JSON: `tooLong` is keyed by length there, which validationText reads like `choose`.
  const texts = t.validation as unknown as ValidationTexts;
  const description = businessDescription ?? businessDescriptionDefaults[defaultType ?? 'hub'];
  const initial = useMemo(
    () => ({
      company: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      partnershipType: defaultType ?? '',
      partnershipGoals: '',
      consent: false,
    }),
    [defaultType],
  );
  // The APIs page starts with type api, which the three visible options lack: it gets its own option,
  // so the select shows what will be sent (also when a visitor chose API Partner on /partner-contact).
  const [apiOption, setApiOption] = useState(defaultType === 'api');
  const options = partnershipTypeOptions(apiOption).map((o) => ({
    value: o.value,
    label: t.partnershipTypes[o.value],
  }));
  const [prefilled, setPrefilled] = useState(false);

  const { formId, text, values, setField, status, failed, retrying, honeypot, setHoneypot, formRef, onSubmit } =
    useSubmissionForm({
      initial,
      endpoint: '/api/partnerships',
      failureLog: 'Failed to submit partnership inquiry',
      successMs: PARTNERSHIP_SUCCESS_MS,
      prepare: (v) => {
        const checked = partnershipSchema.safeParse({
          company: v.company,
          firstName: v.firstName,
          lastName: v.lastName,
          email: v.email,
          phone: v.phone,
          jobTitle: NOT_SPECIFIED,
          partnershipType: v.partnershipType,
          businessDescription: description,
          fundingRange: NOT_SPECIFIED,
          clientVolume: NOT_SPECIFIED,
          partnershipGoals: v.partnershipGoals,
          consent: v.consent,
          // English is the default: an English inquiry is stored as it always was, without a locale.
          ...(locale && locale !== 'en' ? { locale } : {}),
        });
        if (!checked.success) return { errors: fieldErrors(checked.error, texts) };
        const { website: _honeypot, ...payload } = checked.data;
        return { payload };
      },
    });

  useEffect(() => {
    if (!prefillFromUrl) return;
    const found = readPartnershipPrefill(window.location.search);
    const entries = Object.entries(found) as [keyof typeof found, string][];
    if (entries.length === 0) return;
    for (const [name, value] of entries) setField(name, value);
    if (found.partnershipType === 'api') setApiOption(true);
    setPrefilled(true);
    // Personal details should not linger in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
  }, [prefillFromUrl, setField]);

  useEffect(() => {
    if (status === 'success') setPrefilled(false);
  }, [status]);

  return (
    <form ref={formRef} data-lead-form onSubmit={onSubmit} noValidate method="post" className="space-y-5">
      <RequiredNote t={t.requiredNote} />
      {prefilled && (
        <p
          role="status"
          className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
        >
          {t.prefilled}
        </p>
      )}
      <Field {...text('company')} label={t.labels.company} required autoComplete="organization" />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...text('firstName')} label={t.labels.firstName} required autoComplete="given-name" />
        <Field {...text('lastName')} label={t.labels.lastName} required autoComplete="family-name" />
        <Field {...text('email')} label={t.labels.email} required type="email" inputMode="email" autoComplete="email" />
        <Field {...text('phone')} label={t.labels.phone} required type="tel" inputMode="tel" autoComplete="tel" />
      </div>
      <Field
        {...text('partnershipType')}
        as="select"
        label={t.labels.partnershipType}
        required
        options={options}
        placeholder={defaultType ? undefined : t.typePlaceholder}
      />
      <Field
        {...text('partnershipGoals')}
        as="textarea"
        rows={5}
        label={t.labels.partnershipGoals}
        required
        placeholder={t.goalsPlaceholder}
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
