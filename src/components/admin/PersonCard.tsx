import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import ContactDetails from './ContactDetails';
import { field, fullName, type AdminRecord } from './record';

/** The card shell shared by contact submissions and partnership inquiries: name, date, contact links, then details. */
export default function PersonCard({ record, children }: { record: AdminRecord; children?: ReactNode }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header>
        <h2 className="text-lg font-semibold break-words text-ink">{fullName(record) || 'No name given'}</h2>
        <p className="text-sm text-muted">
          <time dateTime={field(record, 'submittedAt') || undefined}>{formatDateTime(record.submittedAt)}</time>
        </p>
      </header>
      <ContactDetails record={record} />
      {children}
    </article>
  );
}
