import ExpandableText from './ExpandableText';
import PersonCard from './PersonCard';
import { field, type AdminRecord } from './record';

/** One contact form submission in /admin: name, date, e-mail, phone, company, message preview. */
export default function SubmissionCard({ record }: { record: AdminRecord }) {
  const message = field(record, 'message');
  return (
    <PersonCard record={record} alert="contacts">
      {message && <ExpandableText text={message} label="message" className="border-t border-slate-100 pt-3" />}
    </PersonCard>
  );
}
