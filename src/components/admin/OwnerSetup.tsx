import { useId, useState, type FormEvent } from 'react';
import { registerPasskey, type StaffPerson } from '~/lib/passkeys';
import { passkeyError } from './PasskeySignIn';

const input =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';

/**
 * While no owner exists: the environment secret vouches, once, for the first owner's passkey under their name.
 * From then on owners invite everyone else.
 */
export default function OwnerSetup({ onSignedIn }: { onSignedIn: (person: StaffPerson) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // Closed, it is one button the size of the passkey sign-in it stands in for: nothing moves when it appears.
  const [open, setOpen] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !secret.trim()) return setError('Please enter your name and the environment secret.');
    setBusy(true);
    setError('');
    try {
      onSignedIn(
        await registerPasskey({ via: 'bootstrap', name: name.trim() }, { Authorization: `Bearer ${secret.trim()}` }),
      );
    } catch (err) {
      setError(passkeyError(err));
      setBusy(false);
    }
  }

  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="w-full rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        Set up the first owner
      </button>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/50 p-4">
      <div>
        <h2 className="font-semibold">Set up the first owner</h2>
        <p className="mt-1 text-sm text-muted">
          No owner has a passkey yet. Enter your name and the environment secret once; your passkey then signs you in as
          owner, and you invite everyone else.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
          Your name
        </label>
        <input
          id={`${id}-name`}
          // Opened by the button just pressed: the first field takes focus.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={input}
        />
      </div>
      <div>
        <label htmlFor={`${id}-secret`} className="block text-sm font-semibold">
          Environment secret (ADMIN_TOKEN)
        </label>
        <input
          id={`${id}-secret`}
          type="password"
          autoComplete="off"
          value={secret}
          onChange={(e) => setSecret(e.target.value)}
          className={input}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {busy ? 'Waiting for your passkey...' : 'Create the owner passkey'}
      </button>
    </form>
  );
}
