import LeadLanguage from './LeadLanguage';
import type { ReactNode } from 'react';
import { formatDateTime } from '~/lib/format';
import AlertStatus from './AlertStatus';
import type { AlertStore } from './alertStates';
import ContactDetails from './ContactDetails';
import LeadSource from './LeadSource';
import { field, fullName, type AdminRecord } from './record';

type Props = {
  record: AdminRecord;
  children?: ReactNode;
  /** The inbox, for the staff-alert line (inboxes without alerts leave it out). */
  alert?: AlertStore;
};

/** The card shell shared by the people inboxes: name, date, contact links, details, and the alert line when they have one. */
export default function PersonCard({ record, children, alert }: Props) {
  const name = fullName(record) || 'No name given';
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header>
        <h2 className="text-lg font-semibold break-words text-ink">{name}</h2>
        <p className="text-sm text-muted">
          <time dateTime={field(record, 'submittedAt') || undefined}>{formatDateTime(record.submittedAt)}</time>
        </p>
      </header>
      <LeadLanguage locale={record.locale} />
      <ContactDetails record={record} />
      {children}
      <LeadSource record={record} />
      {alert && (
        <div className="mt-auto">
          <AlertStatus store={alert} id={record.id} label={name} />
        </div>
      )}
    </article>
  );
}
