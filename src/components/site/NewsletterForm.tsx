import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, postJson } from '~/lib/api';
import { NEWSLETTER_CONSENT } from '~/data/newsletter';
import { subscribeSchema, validationText } from '~/lib/schemas';
import Honeypot from '~/components/forms/Honeypot';

export const NEWSLETTER_SUCCESS_MS = 10_000;
export const SUBSCRIBE_SUCCESS = "Thanks! You've been subscribed to our newsletter.";

type Status = 'idle' | 'submitting' | 'success' | 'error';

export default function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState('');

  useEffect(() => {
    if (status !== 'success') return;
    const t = window.setTimeout(() => setStatus('idle'), NEWSLETTER_SUCCESS_MS);
    return () => window.clearTimeout(t);
  }, [status]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = subscribeSchema.safeParse({
      email,
      consentVersion: NEWSLETTER_CONSENT.version,
      website: website || undefined,
    });
    if (!parsed.success) {
      setError(validationText(parsed.error.issues[0]?.message ?? 'emailInvalid'));
      setStatus('error');
      return;
    }
    setStatus('submitting');
    setError('');
    try {
      await postJson('/api/subscribe', parsed.data);
      setEmail('');
      setStatus('success');
    } catch (err) {
      const message =
        err instanceof ApiError
          ? err.body?.fields?.email || err.body?.error || 'Failed to subscribe'
          : err instanceof Error
            ? 'Failed to subscribe'
            : 'Failed to subscribe to newsletter';
      setError(message);
      setStatus('error');
    }
  }

  const submitting = status === 'submitting';
  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-md" aria-describedby={`${id}-consent ${id}-status`}>
      <label htmlFor={`${id}-email`} className="mb-2 block text-sm font-semibold text-white">
        Get funding insights in your inbox
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
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
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={`${id}-consent`} className="mt-2 text-xs leading-relaxed text-slate-300" data-newsletter-consent>
        {NEWSLETTER_CONSENT.text}{' '}
        <a href="/privacy-terms" className="underline underline-offset-2 hover:text-white">
          How we handle your data
        </a>
      </p>
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {status === 'success' ? <span className="text-accent-400">{SUBSCRIBE_SUCCESS}</span> : null}
        {status === 'error' ? <span className="text-rose-300">{error}</span> : null}
      </p>
    </form>
  );
}
