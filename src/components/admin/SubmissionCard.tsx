import { formatDateTime } from '../../lib/format';
import ContactDetails from './ContactDetails';
import ExpandableText from './ExpandableText';
import { field, fullName, type AdminRecord } from './record';

/** One contact form submission (§2 /admin): name, date, e-mail, phone, company, message preview. */
export default function SubmissionCard({ record }: { record: AdminRecord }) {
  const message = field(record, 'message');
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header>
        <h2 className="text-lg font-semibold break-words text-ink">{fullName(record) || 'No name given'}</h2>
        <p className="text-sm text-muted">
          <time dateTime={field(record, 'submittedAt') || undefined}>{formatDateTime(record.submittedAt)}</time>
        </p>
      </header>
      <ContactDetails record={record} />
      {message && <ExpandableText text={message} label="message" className="border-t border-slate-100 pt-3" />}
    </article>
  );
}
