import { useId, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '~/i18n/locales';
import { readAttribution } from '~/lib/attribution-touch';
import { hideForm, requestPerson } from '~/lib/chat-handoff';
import type { ContactFound } from '~/lib/contact-in-text';
import { localizePath } from '~/lib/locale-paths';
import { siteWords } from '~/lib/site-words';

type Props = {
  locale: Locale;
  /** What the visitor typed into the chat, to prefill. */
  found: ContactFound;
};

type Errors = Partial<Record<'name' | 'email' | 'phone' | '_', string>>;

/**
 * The small form that hands the conversation to a person: name, e-mail and an optional phone, with the line
 * that says what they are used for. Checked with the shared schema (loaded when it is sent, so the chat's own
 * code stays small); the server's answer, in the visitor's language, shows at the field it concerns.
 */
export default function ChatHandoffForm({ locale, found }: Props) {
  const t = siteWords(locale).chat.handoff;
  const id = useId();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const prefilled = Boolean(found.email || found.phone);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const contact = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? '').trim(),
    };
    const [{ chatHandoffSchema, fieldErrors }, texts] = await Promise.all([
      import('~/lib/schemas'),
      locale === 'fr' ? import('~/i18n/fr/validation') : import('~/i18n/en/validation'),
    ]);
    const checked = chatHandoffSchema.safeParse({
      conversationId: 'checking-fields',
      ...contact,
      phone: contact.phone || undefined,
    });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error, texts.validation));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSending(true);
    setErrors({});
    const result = await requestPerson(
      { name: contact.name.trim(), email: contact.email.trim(), ...(contact.phone ? { phone: contact.phone } : {}) },
      { locale, attribution: readAttribution(), page: location.pathname },
    );
    setSending(false);
    if (!result.ok) setErrors({ ...(result.fields ?? {}), _: result.error || t.failed });
  }

  const field = (
    name: 'name' | 'email' | 'phone',
    label: string,
    type: string,
    autoComplete: string,
    value?: string,
  ) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-xs font-semibold text-ink">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={value}
        required={name !== 'phone'}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-ink focus:border-brand-500 focus:outline-none sm:text-sm"
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-xs font-medium text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-2.5 rounded-2xl border border-brand-200 bg-brand-50 p-3.5"
      data-testid="handoff-form"
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold text-ink">
        {t.title}
      </h3>
      <p className="text-sm text-slate-700">{t.intro}</p>
      {prefilled ? <p className="text-xs text-slate-700">{t.found}</p> : null}
      {field('name', t.name, 'text', 'name')}
      {field('email', t.email, 'email', 'email', found.email)}
      {field('phone', t.phone, 'tel', 'tel', found.phone)}
      <p className="text-xs text-slate-700">
        {t.consent}{' '}
        <a href={localizePath('/privacy-terms', locale)} className="font-semibold text-brand-700 underline">
          {t.privacyLink}
        </a>
      </p>
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {errors._}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {sending ? t.sending : t.submit}
        </button>
        <button
          type="button"
          onClick={hideForm}
          className="rounded-full px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
