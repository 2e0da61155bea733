import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '~/data/staff-roles';
import { roleLabels } from '~/i18n/en/admin';
import { ApiError, deleteJson, getJson, postJsonWith } from '~/lib/api';
import { formatDateTime } from '~/lib/format';
import type { StaffAuth } from './staff-auth';

type PasskeyRow = { hash: string; createdAt: string; revokedAt?: string };
type PersonRow = {
  id: string;
  name: string;
  role: StaffRole;
  createdAt: string;
  createdBy: string;
  revokedAt?: string;
  passkeys: PasskeyRow[];
};
type InviteRow = {
  id: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  state: 'pending' | 'used' | 'cancelled' | 'expired';
};
type Target = { kind: 'person' | 'passkey'; id: string; label: string };

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none';
const small = 'rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold hover:bg-slate-50';

/** Owners: who has access, invitations (a one-time link, 24 hours) and revocation of a person or one passkey. */
export default function StaffPanel({ auth, onUnauthorized }: { auth: StaffAuth; onUnauthorized: () => void }) {
  const id = useId();
  const [people, setPeople] = useState<PersonRow[] | null>(null);
  const [invites, setInvites] = useState<InviteRow[]>([]);
  const [message, setMessage] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('viewer');
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [confirming, setConfirming] = useState<Target | null>(null);

  const failed = useCallback(
    (err: unknown, what: string) => {
      if (err instanceof ApiError && err.status === 401) return onUnauthorized();
      setMessage(err instanceof ApiError && err.body?.error ? err.body.error : `${what} failed. Please try again.`);
    },
    [onUnauthorized],
  );

  const load = useCallback(async () => {
    try {
      const [staff, invitations] = await Promise.all([
        getJson<PersonRow[]>('/api/staff/people', auth.headers),
        getJson<InviteRow[]>('/api/staff/invites', auth.headers),
      ]);
      setPeople(staff.data);
      setInvites(invitations.data);
    } catch (err) {
      failed(err, 'Loading the staff list');
    }
  }, [auth, failed]);

  useEffect(() => {
    void load();
  }, [load]);

  async function invite(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setMessage('Please enter the name of the person to invite.');
    try {
      const data = await postJsonWith<{ link: string; expiresAt: string }>(
        '/api/staff/invites',
        { name: name.trim(), role },
        auth.headers,
      );
      setLink({ url: data.link, expiresAt: data.expiresAt });
      setMessage(`Invitation for ${name.trim()} created. Send them the link below.`);
      setName('');
      await load();
    } catch (err) {
      failed(err, 'The invitation');
    }
  }

  async function revoke(target: Target) {
    setConfirming(null);
    try {
      await deleteJson(`/api/staff/people?${target.kind}=${target.id}`, auth.headers);
      setMessage(`${target.label} revoked. It stops working on its next request.`);
      await load();
    } catch (err) {
      failed(err, 'Revoking');
    }
  }

  async function cancel(row: InviteRow) {
    try {
      await deleteJson(`/api/staff/invites?invite=${row.id}`, auth.headers);
      setMessage(`Invitation for ${row.name} cancelled. Its link no longer works.`);
      await load();
    } catch (err) {
      failed(err, 'Cancelling the invitation');
    }
  }

  const revokeButton = (target: Target) =>
    confirming?.id === target.id ? (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold">Revoke {target.label}?</span>
        <button type="button" className={`${small} border-rose-300 text-rose-700`} onClick={() => revoke(target)}>
          Yes, revoke
        </button>
        <button type="button" className={small} onClick={() => setConfirming(null)}>
          Cancel
        </button>
      </span>
    ) : (
      <button
        type="button"
        className={small}
        onClick={() => setConfirming(target)}
        aria-label={`Revoke ${target.label}`}
      >
        Revoke
      </button>
    );

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5 rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        People and passkeys
      </h2>
      <p role="status" className={message ? 'text-sm text-brand-900' : 'sr-only'}>
        {message}
      </p>
      <form onSubmit={invite} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1">
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
            Name of the person to invite
          </label>
          <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-semibold">
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(e) => setRole(e.target.value as StaffRole)}
            className={field}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Create invitation
        </button>
      </form>
      {link && (
        <div className="rounded-lg border border-brand-200 bg-brand-50/50 p-3 text-sm">
          <label htmlFor={`${id}-link`} className="block font-semibold">
            Invitation link (works once, until {formatDateTime(link.expiresAt)})
          </label>
          <div className="mt-1 flex gap-2">
            <input id={`${id}-link`} readOnly value={link.url} className={field} onFocus={(e) => e.target.select()} />
            <button type="button" className={small} onClick={() => void navigator.clipboard?.writeText(link.url)}>
              Copy
            </button>
          </div>
        </div>
      )}
      {invites.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Invitations</h3>
          <ul className="divide-y divide-slate-100 text-sm">
            {invites.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {row.name} · {row.role} · {row.state}
                  <span className="block text-xs text-muted">
                    By {row.invitedBy} {formatDateTime(row.createdAt)}, valid until {formatDateTime(row.expiresAt)}
                  </span>
                </span>
                {row.state === 'pending' && (
                  <button
                    type="button"
                    className={small}
                    onClick={() => void cancel(row)}
                    aria-label={`Cancel the invitation for ${row.name}`}
                  >
                    Cancel invitation
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {people === null ? (
        <p className="text-sm text-muted">Loading the staff list…</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {people.map((p) => (
            <li key={p.id} className="space-y-2 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-semibold">{p.name}</span> · {p.role}
                  {p.revokedAt && <span className="ml-2 text-rose-700">revoked {formatDateTime(p.revokedAt)}</span>}
                  <span className="block text-xs text-muted">
                    Added {formatDateTime(p.createdAt)} by {p.createdBy}
                  </span>
                </p>
                {!p.revokedAt && p.id !== auth.id && revokeButton({ kind: 'person', id: p.id, label: p.name })}
              </div>
              <ul className="space-y-1 pl-4 text-xs text-muted">
                {p.passkeys.map((k, i) => (
                  <li key={k.hash} className="flex flex-wrap items-center gap-2">
                    <span>
                      Passkey {i + 1}, registered {formatDateTime(k.createdAt)}
                      {k.revokedAt && ` · revoked ${formatDateTime(k.revokedAt)}`}
                    </span>
                    {!k.revokedAt &&
                      !p.revokedAt &&
                      revokeButton({ kind: 'passkey', id: k.hash, label: `${p.name}’s passkey ${i + 1}` })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
