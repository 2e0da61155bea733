import { partnershipTypeLabels } from '../../data/adminInboxes';
import { formatDateTime } from '../../lib/format';
import ContactDetails from './ContactDetails';
import ExpandableText from './ExpandableText';
import { field, fullName, type AdminRecord } from './record';

/** One partnership inquiry with all 12 fields of §3. */
export default function PartnershipCard({ record }: { record: AdminRecord }) {
  const type = field(record, 'partnershipType');
  const goals = field(record, 'partnershipGoals');
  const facts: [string, string][] = [
    ['Partnership type', partnershipTypeLabels[type] ?? type],
    ['Job title', field(record, 'jobTitle')],
    ['Business', field(record, 'businessDescription')],
    ['Funding range', field(record, 'fundingRange')],
    ['Client volume', field(record, 'clientVolume')],
    ['Consent', record.consent === true ? 'Yes' : 'No'],
  ];
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header>
        <h2 className="text-lg font-semibold break-words text-ink">{fullName(record) || 'No name given'}</h2>
        <p className="text-sm text-muted">
          <time dateTime={field(record, 'submittedAt') || undefined}>{formatDateTime(record.submittedAt)}</time>
        </p>
      </header>
      <ContactDetails record={record} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words text-slate-800">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {goals && (
        <div className="border-t border-slate-100 pt-3">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">Comments</h3>
          <ExpandableText text={goals} label="comments" className="mt-1" />
        </div>
      )}
    </article>
  );
}
