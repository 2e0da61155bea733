import { useState } from 'react';
import { ApiError } from '~/lib/api';
import { isCancelled, signInWithPasskey, type StaffPerson } from '~/lib/passkeys';

/** Why a passkey sign-in did not work, in a line. */
export function passkeyError(err: unknown): string {
  if (isCancelled(err)) return 'The passkey prompt was closed before it finished. Try again when ready.';
  if (err instanceof ApiError && err.status === 429)
    return 'Too many attempts. Please wait a few minutes and try again.';
  if (err instanceof ApiError && err.status === 401) return 'That passkey was not accepted. It may have been revoked.';
  if (err instanceof ApiError && err.body?.error) return err.body.error;
  return 'Passkeys did not work in this browser. Try again, or use another device.';
}

/** One button: the browser offers the passkeys it holds for this site, and the server opens a session. */
export default function PasskeySignIn({ onSignedIn }: { onSignedIn: (person: StaffPerson) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function signIn() {
    setBusy(true);
    setError('');
    try {
      onSignedIn(await signInWithPasskey());
    } catch (err) {
      setError(passkeyError(err));
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={signIn}
        disabled={busy}
        className="w-full rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </button>
      {error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
