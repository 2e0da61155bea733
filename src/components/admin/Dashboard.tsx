import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { inboxes, type InboxKey } from '~/lib/admin-inboxes';
import AccessibilityCard from './AccessibilityCard';
import { useAlertSession } from './alertStates';
import ChatTranscript from './ChatTranscript';
import EraseByEmail from './EraseByEmail';
import InboxView from './InboxView';
import PartnershipCard from './PartnershipCard';
import PrequalificationCard from './PrequalificationCard';
import type { AdminRecord } from './record';
import SubmissionCard from './SubmissionCard';
import SubscriberCard from './SubscriberCard';
import AddPasskey from './AddPasskey';
// The owners' panels open on a click: their code loads then, not with the inboxes.
const AuditLog = lazy(() => import('./AuditLog'));
const StaffPanel = lazy(() => import('./StaffPanel'));
import { allows, type StaffAuth } from './staff-auth';
import type { Permission } from '~/data/staff-roles';

type Panel = 'erase' | 'staff' | 'audit';
/** The panels above the inboxes, each for the roles that may use it. */
const PANELS: { key: Panel; label: string; permission: Permission }[] = [
  { key: 'erase', label: 'Erase by e-mail', permission: 'erase' },
  { key: 'staff', label: 'People and passkeys', permission: 'manageStaff' },
  { key: 'audit', label: 'Audit log', permission: 'audit' },
];

type Props = { auth: StaffAuth; onSignOut: () => void; onUnauthorized: () => void };

const grid = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

function renderRecords(
  key: InboxKey,
  records: AdminRecord[],
  auth: StaffAuth,
  onUnauthorized: () => void,
  focusId?: string,
) {
  if (key === 'chats') {
    return (
      <ul className="grid gap-4 lg:grid-cols-2">
        {records.map((c) => (
          <li key={c.id}>
            <ChatTranscript conversation={c} auth={auth} onUnauthorized={onUnauthorized} startOpen={focusId === c.id} />
          </li>
        ))}
      </ul>
    );
  }
  const Card =
    key === 'partnerships'
      ? PartnershipCard
      : key === 'subscribers'
        ? SubscriberCard
        : key === 'prequalifications'
          ? PrequalificationCard
          : key === 'accessibility'
            ? AccessibilityCard
            : SubmissionCard;
  return (
    <ul className={grid}>
      {records.map((r) => (
        <li
          key={r.id}
          id={`record-${r.id}`}
          tabIndex={-1}
          className="rounded-xl focus:ring-2 focus:ring-brand-500 focus:ring-offset-2 focus:outline-none"
        >
          <Card record={r} />
        </li>
      ))}
    </ul>
  );
}

const isInbox = (value: string): value is InboxKey => inboxes.some((i) => i.key === value);

/** `#contacts` opens an inbox; `#contacts/<record id>` (the link in staff alerts) also shows that record. */
function parseHash(hash: string): { inbox?: InboxKey; recordId?: string } {
  const [key, id] = hash.replace(/^#/, '').split('/');
  if (!isInbox(key)) return {};
  const recordId = id ? decodeURIComponent(id) : '';
  return { inbox: key, recordId: /^[0-9a-z-]{1,80}$/.test(recordId) ? recordId : undefined };
}

/** The signed-in admin: a tab per inbox (kept in the URL hash), erase by e-mail and sign out. */
export default function Dashboard({ auth, onSignOut, onUnauthorized }: Props) {
  const [active, setActive] = useState<InboxKey>('contacts');
  const [focusId, setFocusId] = useState<string | undefined>();
  const alerts = useAlertSession(auth, onUnauthorized);
  const [reloadKey, setReloadKey] = useState(0);
  const [open, setOpen] = useState<Panel | null>(null);
  const toggle = (panel: Panel) => setOpen((o) => (o === panel ? null : panel));
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => {
    const open = () => {
      const { inbox, recordId } = parseHash(window.location.hash);
      if (!inbox) return;
      setActive(inbox);
      setFocusId(recordId);
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);

  function select(key: InboxKey, focus = false) {
    setActive(key);
    setFocusId(undefined);
    history.replaceState(null, '', `#${key}`);
    if (focus) tabs.current[key]?.focus();
  }

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern with automatic activation).
  function onKeyDown(event: KeyboardEvent) {
    const index = inboxes.findIndex((i) => i.key === active);
    const to =
      event.key === 'ArrowRight'
        ? (index + 1) % inboxes.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + inboxes.length) % inboxes.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? inboxes.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    select(inboxes[to].key, true);
  }

  const inbox = inboxes.find((i) => i.key === active) ?? inboxes[0];

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Staff inbox</p>
            <p className="text-sm text-muted">
              Signed in as <strong className="font-semibold text-ink">{auth.name}</strong> · {auth.role}
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            {PANELS.filter((p) => allows(auth, p.permission)).map((p) => (
              <button
                key={p.key}
                type="button"
                aria-expanded={open === p.key}
                aria-controls={`admin-${p.key}`}
                onClick={() => toggle(p.key)}
                className="rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold hover:bg-slate-50"
              >
                {p.label}
              </button>
            ))}
            {auth.via === 'passkey' && <AddPasskey />}
            <button
              type="button"
              onClick={onSignOut}
              className="rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold hover:bg-slate-50"
            >
              Sign out
            </button>
          </div>
        </div>
        {/* Kept mounted while closed, so the result of the last erase stays readable after reopening. */}
        {allows(auth, 'erase') && (
          <div id="admin-erase" hidden={open !== 'erase'}>
            <EraseByEmail auth={auth} onErased={() => setReloadKey((n) => n + 1)} onUnauthorized={onUnauthorized} />
          </div>
        )}
        <Suspense fallback={<p className="text-sm text-muted">Loading…</p>}>
          {open === 'staff' && (
            <div id="admin-staff">
              <StaffPanel auth={auth} onUnauthorized={onUnauthorized} />
            </div>
          )}
          {open === 'audit' && (
            <div id="admin-audit">
              <AuditLog auth={auth} onUnauthorized={onUnauthorized} />
            </div>
          )}
        </Suspense>
      </div>

      {alerts && !alerts.email && !alerts.webhook && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <strong className="font-semibold">Alerts not configured.</strong> New leads are not e-mailed or posted to a
          chat tool: set <code>SMTP_URL</code>, <code>ALERT_EMAIL_TO</code> and <code>ALERT_EMAIL_FROM</code>, or{' '}
          <code>ALERT_WEBHOOK_URL</code>.
        </p>
      )}

      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the tabs inside take focus; the list handles their arrow keys */}
      <div
        role="tablist"
        aria-label="Inboxes"
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
        onKeyDown={onKeyDown}
      >
        {inboxes.map((i) => {
          const selected = i.key === active;
          return (
            <button
              key={i.key}
              ref={(el) => {
                tabs.current[i.key] = el;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${i.key}`}
              aria-selected={selected}
              aria-controls={`admin-panel-${i.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(i.key)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors ${
                selected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-muted hover:border-slate-300 hover:text-ink'
              }`}
            >
              {i.tab}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`admin-panel-${inbox.key}`} aria-labelledby={`admin-tab-${inbox.key}`}>
        <InboxView
          key={inbox.key}
          inbox={inbox}
          auth={auth}
          reloadKey={reloadKey}
          focusId={focusId}
          onUnauthorized={onUnauthorized}
        >
          {(records) => renderRecords(inbox.key, records, auth, onUnauthorized, focusId)}
        </InboxView>
      </div>
    </div>
  );
}
