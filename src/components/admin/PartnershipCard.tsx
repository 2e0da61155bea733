import { partnershipTypeLabels } from '~/lib/schemas';
import ExpandableText from './ExpandableText';
import PersonCard from './PersonCard';
import { field, type AdminRecord } from './record';

/** One partnership inquiry with all 12 fields the form sends. */
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
    <PersonCard record={record} alert="partnerships">
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
    </PersonCard>
  );
}
