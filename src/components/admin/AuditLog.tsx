import { useCallback, useEffect, useState } from 'react';
import type { AuditAction } from '~/data/staff-roles';
import { auditActions } from '~/i18n/en/admin';
import { ApiError, getJson, parseNextLink } from '~/lib/api';
import { formatDateTime } from '~/lib/format';
import type { StaffAuth } from './staff-auth';

type Entry = {
  id: string;
  at: string;
  actor: { kind: string; name: string };
  action: AuditAction;
  target: string;
  ip: string;
  detail?: Record<string, string | number | boolean>;
};

const PAGE = 50;

const details = (detail: Entry['detail']) =>
  detail
    ? Object.entries(detail)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ')
    : '';

/** Owners: who did what and when, newest first, 50 at a time. Read-only, like the API behind it. */
export default function AuditLog({ auth, onUnauthorized }: { auth: StaffAuth; onUnauthorized: () => void }) {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<string | null>(`/api/audit?limit=${PAGE}`);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  const load = useCallback(
    async (url: string, replace: boolean) => {
      setState('loading');
      try {
        const { data, response } = await getJson<Entry[]>(url, auth.headers);
        setEntries((old) => (replace ? data : [...old, ...data]));
        setNext(parseNextLink(response.headers.get('link')));
        setState('ready');
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return onUnauthorized();
        setState('error');
      }
    },
    [auth, onUnauthorized],
  );

  useEffect(() => {
    void load(`/api/audit?limit=${PAGE}`, true);
  }, [load]);

  return (
    <section aria-labelledby="audit-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="audit-title" className="text-lg font-semibold">
          Audit log
        </h2>
        <button
          type="button"
          onClick={() => void load(`/api/audit?limit=${PAGE}`, true)}
          className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold hover:bg-slate-50"
        >
          Refresh
        </button>
      </div>
      <p className="text-sm text-muted">
        Every sign-in, list, export, erase, alert resend, invitation and revocation, newest first. Entries cannot be
        changed or deleted and are kept for at least two years.
      </p>
      {state === 'error' && (
        <p role="alert" className="text-sm text-rose-700">
          The audit log could not be loaded. Please try again.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-4">
                When
              </th>
              <th scope="col" className="py-2 pr-4">
                Who
              </th>
              <th scope="col" className="py-2 pr-4">
                What
              </th>
              <th scope="col" className="py-2 pr-4">
                Target
              </th>
              <th scope="col" className="py-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(e.at)}</td>
                <td className="py-2 pr-4">
                  {e.actor.name}
                  <span className="block text-xs text-muted">{e.ip}</span>
                </td>
                <td className="py-2 pr-4">{auditActions[e.action] ?? e.action}</td>
                <td className="py-2 pr-4 break-all">{e.target}</td>
                <td className="py-2 break-all text-muted">{details(e.detail)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {state === 'loading' && (
        <p role="status" className="text-sm text-muted">
          Loading the audit log…
        </p>
      )}
      {next && state === 'ready' && entries.length > 0 && (
        <button
          type="button"
          onClick={() => void load(next, false)}
          className="rounded-full border border-brand-600 px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Load older entries
        </button>
      )}
    </section>
  );
}
