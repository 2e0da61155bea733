import { useId, useState, type FormEvent } from 'react';
import { ApiError, getJson } from '~/lib/api';
import type { StaffPerson } from '~/lib/passkeys';
import OwnerSetup from './OwnerSetup';
import PasskeySignIn from './PasskeySignIn';

export const WRONG_SECRET = 'That admin secret was not accepted. Check it and try again.';

type Props = {
  onSignIn: (secret: string) => void;
  /** A person signed in with a passkey (or registered the first owner's). */
  onPasskey: (person: StaffPerson) => void;
  /** No owner exists yet: offer to register the first one. */
  bootstrap: boolean;
  /** Shown above the form (e.g. after signing out or when a session's secret stopped working). */
  notice?: string;
};

/**
 * Staff sign-in: a passkey (or, before any owner exists, the first owner's setup), and the environment secret for
 * automation and emergencies, checked against the server before any inbox shows.
 */
export default function SignIn({ onSignIn, onPasskey, bootstrap, notice }: Props) {
  const id = useId();
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = secret.trim();
    if (!value) {
      setError('Please enter the admin secret');
      return;
    }
    setChecking(true);
    setError('');
    try {
      await getJson('/api/contacts?limit=1', { Authorization: `Bearer ${value}` });
      onSignIn(value);
    } catch (err) {
      const status = err instanceof ApiError ? err.status : 0;
      setError(
        status === 401
          ? WRONG_SECRET
          : status === 429
            ? 'Too many attempts. Please wait a few minutes and try again.'
            : 'Could not reach the server. Please try again.',
      );
      setChecking(false);
    }
  }

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-3xl font-bold tracking-tight">Staff sign-in</h1>
      {notice && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {notice}
        </p>
      )}
      <div className="mt-6">
        {bootstrap ? <OwnerSetup onSignedIn={onPasskey} /> : <PasskeySignIn onSignedIn={onPasskey} />}
      </div>
      <h2 className="mt-8 border-t border-slate-200 pt-6 font-semibold">Environment secret</h2>
      <p className="mt-1 text-sm text-muted">
        For automation and emergencies. It is kept only in this browser tab until you sign out, and every use is
        recorded in the audit log.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${id}-secret`} className="block text-sm font-semibold">
            Admin secret
          </label>
          <input
            id={`${id}-secret`}
            type="password"
            autoComplete="current-password"
            value={secret}
            onChange={(e) => {
              setSecret(e.target.value);
              setError('');
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ${error ? 'border-rose-600' : 'border-slate-300'}`}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-rose-700">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={checking}
          className="w-full rounded-full border border-brand-600 px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {checking ? 'Checking...' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}
