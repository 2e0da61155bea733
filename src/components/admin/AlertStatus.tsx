import { useState } from 'react';
import { ApiError, postJsonWith } from '~/lib/api';
import { formatDateTime } from '~/lib/format';
import { allows } from './staff-auth';
import { alertSession, setAlertState, useAlertState, type AlertState, type AlertStore } from './alertStates';

const TONE: Record<AlertState['state'], string> = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  failed: 'bg-red-50 text-red-800 ring-red-600/20',
  none: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

function describe(alert: AlertState): { label: string; detail?: string } {
  switch (alert.state) {
    case 'sent':
      return { label: 'Alert sent', detail: formatDateTime(alert.at) };
    case 'pending':
      return alert.attempts === 0
        ? { label: 'Alert sending' }
        : {
            label: 'Alert pending',
            detail: `next try ${formatDateTime(alert.nextAttemptAt)}${alert.lastError ? ` · last error: ${alert.lastError}` : ''}`,
          };
    case 'failed':
      return { label: 'Alert failed', detail: alert.lastError ? `last error: ${alert.lastError}` : undefined };
    default:
      return { label: 'No alert sent' };
  }
}

/** A record's staff-alert state (sent, pending with the next try, failed with the last error) and Resend. */
type Props = {
  store: AlertStore;
  id: string;
  /** Who the record is from, for the Resend button's accessible name. */
  label: string;
  /** Chat messages: only those that raised an alert show a line. */
  onlyWhenAlerted?: boolean;
};

export default function AlertStatus({ store, id, label, onlyWhenAlerted = false }: Props) {
  const { state, configured } = useAlertState(store, id);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const off = configured !== null && !configured.email && !configured.webhook;
  const current = alertSession();
  const canResend = current !== null && allows(current.auth, 'resend');

  async function resend() {
    const session = alertSession();
    if (!session || busy) return;
    setBusy(true);
    setMessage('');
    try {
      const data = await postJsonWith<{ alert: AlertState }>('/api/alerts/resend', { store, id }, session.auth.headers);
      setAlertState(store, id, data.alert);
      setMessage('Alert queued again.');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return session.onUnauthorized();
      setMessage(
        err instanceof ApiError && err.body?.error
          ? err.body.error
          : 'The alert could not be resent. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  if (off || (onlyWhenAlerted && state?.state !== 'sent' && state?.state !== 'pending' && state?.state !== 'failed'))
    return null;
  const text = state ? describe(state) : { label: 'Checking alert…' };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-100 pt-3 text-sm">
      <p className="min-w-0 flex-1">
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[state?.state ?? 'none']}`}
        >
          {text.label}
        </span>
        {text.detail && <span className="ml-2 break-words text-muted">{text.detail}</span>}
      </p>
      {state && canResend && (
        <button
          type="button"
          onClick={resend}
          disabled={busy}
          aria-label={`Resend alert for ${label}`}
          className="rounded-full border border-slate-300 bg-white px-3 py-1 text-xs font-semibold hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? 'Resending...' : 'Resend'}
        </button>
      )}
      <p role="status" className={message ? 'basis-full text-xs text-muted' : 'sr-only'}>
        {message}
      </p>
    </div>
  );
}
