import { useState } from 'react';
import { ApiError } from '~/lib/api';
import { registerPasskey, type StaffPerson } from '~/lib/passkeys';
import { passkeyError } from './PasskeySignIn';

/** The page an invitation link opens: the invitee creates their passkey and is signed in. */
export default function InviteAccept({ invite, onSignedIn }: { invite: string; onSignedIn: (p: StaffPerson) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function accept() {
    setBusy(true);
    setError('');
    try {
      onSignedIn(await registerPasskey({ via: 'invite', invite }));
    } catch (err) {
      setError(err instanceof ApiError && err.status === 410 ? (err.body?.error ?? '') : passkeyError(err));
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1 className="text-3xl font-bold tracking-tight">You are invited</h1>
      <p className="mt-2 text-muted">
        An owner invited you to the Boundless AI staff inboxes. Create a passkey on this device (your phone or computer
        unlocks it with a fingerprint, face or PIN); there is no password. The link works once, within 24 hours.
      </p>
      <button
        type="button"
        onClick={accept}
        disabled={busy}
        className="mt-6 w-full rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? 'Waiting for your passkey...' : 'Create my passkey'}
      </button>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
