import { useState } from 'react';
import { registerPasskey } from '~/lib/passkeys';
import { passkeyError } from './PasskeySignIn';

/** A signed-in person registers another device's passkey (a phone and a laptop, say). */
export default function AddPasskey() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  async function add() {
    setBusy(true);
    setMessage('');
    try {
      await registerPasskey({ via: 'self' });
      setMessage('Passkey added. You can now sign in with it too.');
    } catch (err) {
      setMessage(passkeyError(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={add}
        disabled={busy}
        className="rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60"
      >
        {busy ? 'Waiting for your passkey...' : 'Add a passkey'}
      </button>
      <p role="status" className={message ? 'basis-full text-sm text-muted' : 'sr-only'}>
        {message}
      </p>
    </>
  );
}
