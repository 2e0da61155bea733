import { FEEDBACK_REPLY_BUSINESS_DAYS, FEEDBACK_TIME_ZONE, type FeedbackFormat } from '~/data/accessibility';
import { feedbackFormatLabels } from '~/i18n/en/admin';
import { businessDaysAfter, formatDueDay } from '~/lib/business-days';
import ExpandableText from './ExpandableText';
import PersonCard from './PersonCard';
import { field, type AdminRecord } from './record';

/** The day the reply the visitor was promised is due, or '' for a record without a valid time. */
function replyDue(record: AdminRecord): string {
  const at = new Date(field(record, 'submittedAt'));
  if (Number.isNaN(at.getTime())) return '';
  return formatDueDay(businessDaysAfter(at, FEEDBACK_REPLY_BUSINESS_DAYS, FEEDBACK_TIME_ZONE));
}

/** One piece of accessibility feedback: who, what it is about, the format asked for, the message, the reply due. */
export default function AccessibilityCard({ record }: { record: AdminRecord }) {
  const message = field(record, 'message');
  const format = field(record, 'format');
  const facts: [string, string][] = [
    ['Page or feature', field(record, 'concerning')],
    ['Format asked for', feedbackFormatLabels[format as FeedbackFormat] ?? format],
    ['Reply due', replyDue(record)],
  ];
  return (
    <PersonCard record={record} alert="accessibility">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words text-slate-800">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {message && <ExpandableText text={message} label="message" className="border-t border-slate-100 pt-3" />}
    </PersonCard>
  );
}
