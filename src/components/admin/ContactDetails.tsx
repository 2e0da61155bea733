import Icon from '~/components/ui/Icon';
import { field, telHref, type AdminRecord } from './record';

/** E-mail (mailto), phone (tel, when present) and company (when present) of a record. */
export default function ContactDetails({ record }: { record: AdminRecord }) {
  const email = field(record, 'email');
  const phone = field(record, 'phone');
  const company = field(record, 'company');
  const tel = phone ? telHref(phone) : null;
  return (
    <ul className="space-y-1 text-sm">
      {email && (
        <li className="flex min-w-0 items-center gap-2">
          <span className="sr-only">Email: </span>
          <Icon name="mail" className="h-4 w-4 shrink-0 text-slate-500" />
          <a
            href={`mailto:${email}`}
            className="truncate font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {email}
          </a>
        </li>
      )}
      {phone && (
        <li className="flex items-center gap-2">
          <span className="sr-only">Phone: </span>
          <Icon name="phone" className="h-4 w-4 shrink-0 text-slate-500" />
          {tel ? (
            <a href={tel} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {phone}
            </a>
          ) : (
            <span>{phone}</span>
          )}
        </li>
      )}
      {company && (
        <li className="flex min-w-0 items-center gap-2 text-slate-700">
          <span className="sr-only">Company: </span>
          <Icon name="building" className="h-4 w-4 shrink-0 text-slate-500" />
          <span className="break-words">{company}</span>
        </li>
      )}
    </ul>
  );
}
