import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inboxes } from '~/lib/admin-inboxes';
import { ApiError, deleteJson, getJson } from '~/lib/api';
import { downloadJson } from '~/lib/download';
import { validation } from '~/i18n/en/validation';
import { eraseRequestSchema, fieldErrors } from '~/lib/schemas';
import { allows, type StaffAuth } from './staff-auth';

type Props = {
  auth: StaffAuth;
  /** Called after records were removed, so the open list reloads. */
  onErased: () => void;
  onUnauthorized: () => void;
};

type Result = { removed: number; byStore: Record<string, number> };

/**
 * A person's privacy requests: download everything held about one e-mail address as a JSON file (access and
 * portability), or delete it all, after a confirmation.
 */
export default function EraseByEmail({ auth, onErased, onUnauthorized }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const [result, setResult] = useState('');

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (confirming && !el.open) el.showModal();
    if (!confirming && el.open) el.close();
  }, [confirming]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = eraseRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error, validation).email ?? validation.emailInvalid);
      return;
    }
    setResult('');
    setConfirming(parsed.data.email);
  }

  async function download() {
    const parsed = eraseRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error, validation).email ?? validation.emailInvalid);
      return;
    }
    setResult('');
    try {
      const { data } = await getJson<{ records: Record<string, unknown[]>; conversations: unknown[] }>(
        `/api/records?email=${encodeURIComponent(parsed.data.email)}`,
        auth.headers,
      );
      downloadJson(`personal-data-${new Date().toISOString().slice(0, 10)}.json`, data);
      const count = Object.values(data.records).flat().length;
      setResult(
        `Downloaded ${count} ${count === 1 ? 'record' : 'records'} and ${data.conversations.length} ${data.conversations.length === 1 ? 'conversation' : 'conversations'} for ${parsed.data.email}.`,
      );
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onUnauthorized();
      setError('The records could not be downloaded. Please try again.');
    }
  }

  async function erase() {
    if (!confirming) return;
    setErasing(true);
    try {
      const { data } = await deleteJson<Result>(`/api/records?email=${encodeURIComponent(confirming)}`, auth.headers);
      const parts = inboxes.map((inbox) => `${inbox.noun}: ${data.byStore?.[inbox.key] ?? 0}`).join(', ');
      setResult(`Removed ${data.removed} ${data.removed === 1 ? 'record' : 'records'} for ${confirming} (${parts}).`);
      setEmail('');
      setConfirming(null);
      onErased();
    } catch (err) {
      setConfirming(null);
      if (err instanceof ApiError && err.status === 401) return onUnauthorized();
      console.error('Failed to erase records', err);
      setResult('');
      setError('The records could not be erased. Please try again.');
    } finally {
      setErasing(false);
    }
  }

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold">A person's records</h2>
      <p className="mt-1 text-sm text-muted">
        For privacy requests: downloads, or deletes, every record with this address in every inbox, and every chat
        conversation in which it was typed.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            E-mail address to erase
          </label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            placeholder="person@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setError('');
            }}
            className={`w-full rounded-lg border bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none ${error ? 'border-rose-600' : 'border-slate-300'}`}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm font-medium text-rose-700">
              {error}
            </p>
          )}
        </div>
        {allows(auth, 'access') && (
          <button
            type="button"
            onClick={() => void download()}
            className="rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold hover:bg-slate-50"
          >
            Download records (JSON)
          </button>
        )}
        <button
          type="submit"
          className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800"
        >
          Erase records
        </button>
      </form>
      <p role="status" className="mt-2 text-sm font-medium text-emerald-800 empty:hidden">
        {result}
      </p>

      <dialog
        ref={dialog}
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-dialog-text`}
        onClose={() => setConfirming(null)}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={`${id}-dialog-title`} className="text-lg font-semibold break-words">
          Erase every record of {confirming}?
        </h2>
        <p id={`${id}-dialog-text`} className="mt-2 text-sm text-muted">
          Their records in every inbox, their newsletter subscription and the chat conversations in which they typed
          this address are deleted for good. This cannot be undone.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            // Focus starts on the safe choice of a destructive confirmation.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onClick={() => setConfirming(null)}
            className="rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold hover:bg-slate-50"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={erase}
            disabled={erasing}
            className="rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {erasing ? 'Erasing...' : 'Erase'}
          </button>
        </div>
      </dialog>
    </div>
  );
}
