import { isCountry } from '~/data/regions';
import { prequalOptions } from '~/i18n/en/prequal-options';
import { countryNames, regionName } from '~/i18n/en/regions';
import { productTitles } from '~/i18n/en/product-titles';
import { formatMoney } from '~/lib/format';
import PersonCard from './PersonCard';
import { field, type AdminRecord } from './record';

const productTitle = (id: string) => (productTitles as Record<string, string>)[id] ?? id;
/** An answer's English label ('' when the value is missing or unknown). */
const label = (labels: Record<string, string>, value: string) => (Object.hasOwn(labels, value) ? labels[value] : '');
const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** One "Email me my results" request: the person, their answers and the products the rules matched. */
export default function PrequalificationCard({ record }: { record: AdminRecord }) {
  const country = field(record, 'country');
  const region = field(record, 'region');
  const amount = typeof record.amount === 'number' ? formatMoney(record.amount, { cents: false }) : '';
  const where = isCountry(country) ? `${regionName(country, region)}, ${countryNames[country].label}` : region;
  const good = list(record.goodFits).map(productTitle);
  const possible = list(record.possibleFits).map(productTitle);
  const facts: [string, string][] = [
    ['Amount', amount],
    ['Purpose', label(prequalOptions.purpose, field(record, 'purpose'))],
    ['Based in', where],
    ['In business', label(prequalOptions.time, field(record, 'timeInBusiness'))],
    ['Monthly revenue', label(prequalOptions.revenue, field(record, 'monthlyRevenue'))],
    [
      'Has',
      list(record.assets)
        .map((a) => label(prequalOptions.assets, a))
        .join('; ') || 'None of the listed',
    ],
    ['Credit', label(prequalOptions.credit, field(record, 'creditBand')) || 'Not given'],
    ['Good fits', good.join(', ') || 'None'],
    ['Possible fits', possible.join(', ') || 'None'],
    ['Consent', record.consent === true ? 'Yes' : 'No'],
  ];
  return (
    <PersonCard record={record}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words text-slate-800">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </PersonCard>
  );
}
