import { useEffect, useState } from 'react';
import type { Messages } from '~/i18n/en';
import { ApiError, postJson } from '~/lib/api';

type Texts = Messages['site']['unsubscribe']['confirm'];

type State =
  | { step: 'loading' }
  | { step: 'confirm'; token: string }
  | { step: 'sending'; token: string }
  | { step: 'done'; message: string }
  | { step: 'invalid' }
  | { step: 'error'; token: string; message: string };

/** Whether a link's token is shaped like ours (record id, expiry, signature); the server checks the rest. */
export const isUnsubscribeToken = (token: string): boolean =>
  /^\d{15}-[0-9a-f]{16}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{43}$/.test(token);

/**
 * /unsubscribe?t=<token>: asks for one click on the confirm button (a link preview or mail scanner that only
 * opens the page removes nothing). The token names no address; the server checks it and answers the address
 * it removed.
 */
export default function UnsubscribeConfirm({ supportEmail, t }: { supportEmail: string; t: Texts }) {
  const [state, setState] = useState<State>({ step: 'loading' });

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('t') ?? '';
    setState(isUnsubscribeToken(token) ? { step: 'confirm', token } : { step: 'invalid' });
  }, []);

  async function confirm(token: string) {
    setState({ step: 'sending', token });
    try {
      // The answer names the address removed; the page says so in its own language.
      const answer = await postJson<{ email?: string }>('/api/unsubscribe', { token });
      const email = answer?.email;
      setState({ step: 'done', message: email ? t.done.replace('{email}', () => email) : t.gone });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 400 || err.status === 422)) return setState({ step: 'invalid' });
      setState({ step: 'error', token, message: t.failed });
    }
  }

  const box = 'mt-8 rounded-2xl border p-6 text-left';
  return (
    <div aria-live="polite" data-unsubscribe={state.step}>
      {state.step === 'loading' && <p className="mt-8 text-muted">{t.checking}</p>}
      {(state.step === 'confirm' || state.step === 'sending' || state.step === 'error') && (
        <div className={`${box} border-slate-200 bg-white shadow-sm`}>
          <p className="text-lg text-ink">{t.question}</p>
          {state.step === 'error' && (
            <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
              {state.message}
            </p>
          )}
          <button
            type="button"
            onClick={() => confirm(state.token)}
            disabled={state.step === 'sending'}
            className="mt-5 inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
          >
            {state.step === 'sending' ? t.sending : t.button}
          </button>
        </div>
      )}
      {state.step === 'done' && (
        <p role="status" className={`${box} border-emerald-200 bg-emerald-50 font-medium text-emerald-800`}>
          {state.message}
        </p>
      )}
      {state.step === 'invalid' && (
        <p role="alert" className={`${box} border-rose-200 bg-rose-50 font-medium text-rose-800`}>
          {t.invalid}{' '}
          <a href={`mailto:${supportEmail}`} className="underline underline-offset-2">
            {supportEmail}
          </a>
        </p>
      )}
    </div>
  );
}
