import LeadLanguage from './LeadLanguage';
import LeadSource from './LeadSource';
import { formatDateTime } from '~/lib/format';
import { field, type AdminRecord } from './record';

/** One newsletter subscriber: e-mail and when they subscribed. */
export default function SubscriberCard({ record }: { record: AdminRecord }) {
  const email = field(record, 'email');
  return (
    <article className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold break-all">
        <a href={`mailto:${email}`} className="text-brand-700 underline-offset-2 hover:underline">
          {email || 'No e-mail'}
        </a>
      </h2>
      <p className="text-sm text-muted">
        Subscribed{' '}
        <time dateTime={field(record, 'submittedAt') || undefined}>{formatDateTime(record.submittedAt)}</time>
      </p>
      <LeadLanguage locale={record.locale} />
      <LeadSource record={record} />
    </article>
  );
}
