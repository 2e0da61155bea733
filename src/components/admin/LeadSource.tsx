import { describeTouch } from '~/lib/attribution';
import { formatDateTime } from '~/lib/format';
import { consentLine, touchesOf, type AdminRecord } from './record';

/** Where a lead came from (first and latest touch of the visit) and the evidence of its consent, when stored. */
export default function LeadSource({ record }: { record: AdminRecord }) {
  const { first, last } = touchesOf(record);
  const firstLine = describeTouch(first);
  const lastLine = describeTouch(last);
  const consent = consentLine(record, formatDateTime);
  if (!firstLine && !consent) return null;
  return (
    <dl className="grid gap-0.5 text-xs text-muted" data-lead-source>
      {firstLine && (
        <div>
          <dt className="inline font-medium">Source: </dt>
          <dd className="inline" data-touch="first">
            {firstLine}
            {first?.landing ? ` · landed on ${first.landing}` : ''}
          </dd>
        </div>
      )}
      {lastLine && lastLine !== firstLine && (
        <div>
          <dt className="inline font-medium">Latest touch: </dt>
          <dd className="inline" data-touch="last">
            {lastLine}
          </dd>
        </div>
      )}
      {consent && (
        <div>
          <dt className="inline font-medium">Consent: </dt>
          <dd className="inline" data-consent>
            {consent}
          </dd>
        </div>
      )}
    </dl>
  );
}
