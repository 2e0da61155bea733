import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_CONSENT_BY_LOCALE } from '~/data/newsletter';
import type { Locale } from '~/i18n/locales';
import { ApiError } from '~/lib/api';
import { takeEarlySubmit } from '~/lib/early-submit';
import { leadSender } from '~/lib/lead-delivery';
import { localizePath } from '~/lib/locale-paths';
import { siteWords } from '~/lib/site-words';
import { messages, subscribeSchema } from '~/lib/schemas';
import Honeypot from '~/components/forms/Honeypot';

export const NEWSLETTER_SUCCESS_MS = 10_000;

type Status = 'idle' | 'submitting' | 'success' | 'error';

type Props = {
  /** Validation key (`emailInvalid`, `tooLong:254`) → its text in the page's language. */
  validation: Record<string, string>;
  /** The page's language: the form's words, its consent wording (whose version goes with the sign-up), links. */
  locale: Locale;
};

export default function NewsletterForm({ validation, locale }: Props) {
  const t = siteWords(locale).newsletter;
  const consent = NEWSLETTER_CONSENT_BY_LOCALE[locale];
  const privacyHref = localizePath('/privacy-terms', locale);
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');
  const [retrying, setRetrying] = useState(false);
  const send = useRef(leadSender('newsletter', '/api/subscribe'));

  useEffect(() => {
    if (status !== 'success') return;
    const timer = window.setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const formRef = useRef<HTMLFormElement>(null);
  // Once hydrated: keep an address typed (or autofilled) before, and send it if the button was already pressed.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = (form.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '';
    if (typed) setEmail(typed);
    if (takeEarlySubmit(form)) void subscribe(typed);
    // Runs once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'submitting') return;
    void subscribe(email);
  }

  async function subscribe(email: string) {
    const parsed = subscribeSchema.safeParse({
      email,
      consentVersion: consent.version,
      locale,
      website: website || undefined,
    });
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? messages.emailInvalid;
      setError(validation[key] ?? validation[messages.emailInvalid] ?? key);
      setStatus('error');
      return;
    }
    setStatus('submitting');
    setError('');
    // The functions answer in English: their words are shown on English pages only.
    const explain = (err: unknown) => {
      const server = err instanceof ApiError && locale === 'en' ? err.body?.fields?.email || err.body?.error : '';
      setError(err instanceof ApiError ? server || t.failed : err instanceof Error ? t.failed : t.failedUnknown);
      setStatus('error');
    };
    try {
      // Under an Idempotency-Key, retried until the server answers: one subscription, whatever the connection.
      const sent = await send.current(parsed.data, (_n, err) => {
        explain(err);
        setRetrying(true);
      });
      if (!sent) return;
      setRetrying(false);
      setEmail('');
      setStatus('success');
    } catch (err) {
      setRetrying(false);
      explain(err);
    }
  }

  const submitting = status === 'submitting';
  return (
    <form
      ref={formRef}
      data-lead-form
      onSubmit={onSubmit}
      noValidate
      className="w-full max-w-md"
      aria-describedby={`${id}-consent ${id}-status`}
    >
      <label htmlFor={`${id}-email`} className="mb-2 block text-sm font-semibold text-white">
        {t.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t.placeholder}
          value={email}
          aria-invalid={status === 'error'}
          aria-describedby={status === 'error' ? `${id}-status` : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (status === 'error') {
              setStatus('idle');
              setError('');
            }
          }}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2.5 text-white placeholder:text-slate-300 focus:border-white focus:outline-none"
        />
        <Honeypot value={website} onChange={setWebsite} />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-full bg-accent-500 px-5 py-2.5 font-semibold text-brand-950 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {submitting ? t.subscribing : t.subscribe}
        </button>
      </div>
      <p id={`${id}-consent`} className="mt-2 text-xs leading-relaxed text-slate-300" data-newsletter-consent>
        {consent.text}{' '}
        <a href={privacyHref} className="underline underline-offset-2 hover:text-white">
          {t.privacyLink}
        </a>
      </p>
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {status === 'success' ? <span className="text-accent-400">{t.success}</span> : null}
        {status === 'error' && retrying ? <span className="block text-amber-200">{t.retrying}</span> : null}
        {status === 'error' ? <span className="text-rose-300">{error}</span> : null}
      </p>
    </form>
  );
}
