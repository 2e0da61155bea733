import { useEffect, useState } from 'react';
import type { Messages } from '~/i18n/en';
import { ApiError, postJson } from '~/lib/api';

type Texts = Messages['site']['unsubscribe']['confirm'];

type State =
  | { step: 'loading' }
  | { step: 'confirm'; token: string; email: string }
  | { step: 'sending'; token: string; email: string }
  | { step: 'done'; message: string }
  | { step: 'invalid' }
  | { step: 'error'; token: string; email: string; message: string };

/** The e-mail a token names (its first part, base64url), or null when the link is not shaped like ours. */
export function emailFromToken(token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.[A-Za-z0-9_-]{43}$/.exec(token);
  if (!match) return null;
  try {
    const base64 = match[1].replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const email = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return email.includes('@') ? email : null;
  } catch {
    return null;
  }
}

/**
 * /unsubscribe?t=<token>: names the address and waits for one click on the confirm button (a link preview or
 * mail scanner that only opens the page removes nothing). The server checks the signature.
 */
export default function UnsubscribeConfirm({ supportEmail, t }: { supportEmail: string; t: Texts }) {
  const [state, setState] = useState<State>({ step: 'loading' });

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('t') ?? '';
    const email = emailFromToken(token);
    setState(email ? { step: 'confirm', token, email } : { step: 'invalid' });
  }, []);

  async function confirm(token: string, email: string) {
    setState({ step: 'sending', token, email });
    try {
      // The answer names the address removed; the page says so in its own language.
      const answer = await postJson<{ email?: string }>('/api/unsubscribe', { token });
      setState({ step: 'done', message: t.done.replace('{email}', () => answer?.email ?? email) });
    } catch (err) {
      if (err instanceof ApiError && (err.status === 400 || err.status === 422)) return setState({ step: 'invalid' });
      setState({
        step: 'error',
        token,
        email,
        message: t.failed,
      });
    }
  }

  const box = 'mt-8 rounded-2xl border p-6 text-left';
  // The question around the address, which is shown in bold.
  const question = t.question.split('{email}');
  return (
    <div aria-live="polite" data-unsubscribe={state.step}>
      {state.step === 'loading' && <p className="mt-8 text-muted">{t.checking}</p>}
      {(state.step === 'confirm' || state.step === 'sending' || state.step === 'error') && (
        <div className={`${box} border-slate-200 bg-white shadow-sm`}>
          <p className="text-lg text-ink">
            {question[0]}
            <strong className="break-all">{state.email}</strong>
            {question[1]}
          </p>
          {state.step === 'error' && (
            <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
              {state.message}
            </p>
          )}
          <button
            type="button"
            onClick={() => confirm(state.token, state.email)}
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
