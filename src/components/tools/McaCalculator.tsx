import { useId } from 'react';
import { useQueryFields } from '~/hooks/useQueryFields';
import { formatMoney, formatPercent } from '~/lib/format';
import {
  BUSINESS_DAYS_PER_YEAR,
  calculateMca,
  MAX_REPAYMENT_YEARS,
  mcaRules,
  paymentsTooHeavy,
  REVENUE_SHARE_WARNING,
  repaymentModes,
  type RepaymentMode,
} from '~/lib/mca-math';
import { parseFields, parseNumber } from '~/lib/number-input';
import Icon from '~/components/ui/Icon';
import CalculatorLayout from './CalculatorLayout';
import NumberField from './NumberField';
import ResultStats from './ResultStats';

const keys = ['advance', 'factor', 'mode', 'holdback', 'sales', 'debit', 'revenue'] as const;
type Key = (typeof keys)[number];
/** The worked example of the MCA guide: $50,000 at 1.3 with a 10 % holdback of $2,500 daily card sales. */
const defaults: Record<Key, string> = {
  advance: '50000',
  factor: '1.3',
  mode: 'holdback',
  holdback: '10',
  sales: '2500',
  debit: '',
  revenue: '',
};

const isMode = (v: string): v is RepaymentMode => repaymentModes.some((m) => m.value === v);
const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The MCA cost calculator: advance, factor rate and repayment → payback, cost, time to repay, approximate APR. */
export default function McaCalculator() {
  const id = useId();
  const { values, setField } = useQueryFields(keys, defaults);
  const mode: RepaymentMode = isMode(values.mode) ? values.mode : 'holdback';

  // Only the fields of the chosen repayment way count.
  const base = parseFields(
    { advance: values.advance, factor: values.factor },
    { advance: mcaRules.advance, factor: mcaRules.factor },
  );
  const repay =
    mode === 'holdback'
      ? parseFields(
          { holdback: values.holdback, sales: values.sales },
          { holdback: mcaRules.holdback, sales: mcaRules.dailySales },
        )
      : parseFields({ debit: values.debit }, { debit: mcaRules.debit });
  const revenue = values.revenue.trim() ? parseNumber(values.revenue, mcaRules.monthlyRevenue) : null;
  const errors: Partial<Record<Key, string>> = {
    ...(base.ok ? {} : base.errors),
    ...(repay.ok ? {} : repay.errors),
    ...(revenue && !revenue.ok ? { revenue: revenue.error } : {}),
  };
  const valid = base.ok && repay.ok && (!revenue || revenue.ok);
  const result =
    valid && base.ok && repay.ok
      ? calculateMca({
          advance: base.values.advance,
          factor: base.values.factor,
          mode,
          holdback: 'holdback' in repay.values ? repay.values.holdback : undefined,
          dailySales: 'sales' in repay.values ? repay.values.sales : undefined,
          debit: 'debit' in repay.values ? repay.values.debit : undefined,
          monthlyRevenue: revenue?.ok ? revenue.value : undefined,
        })
      : null;

  const field = (key: Key) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    onChange: (v: string) => setField(key, v),
    error: errors[key],
  });

  const timeToRepay = result
    ? mode === 'weekly'
      ? `${count(result.payments, 'week', 'weeks')}`
      : `${count(result.businessDays, 'business day', 'business days')}`
    : '';
  const heavy = result ? paymentsTooHeavy(result) : false;

  return (
    <CalculatorLayout
      id={id}
      formTitle="Your advance"
      announcement={result ? `Total payback ${formatMoney(result.payback)}, cost ${formatMoney(result.cost)}.` : null}
      fields={
        <>
          <NumberField {...field('advance')} label="Advance amount" prefix="$" required />
          <NumberField
            {...field('factor')}
            label="Factor rate"
            hint="The multiplier in the offer, often 1.2 to 1.5."
            required
          />
          <fieldset>
            <legend className="text-sm font-semibold text-ink">How it is repaid</legend>
            <div className="mt-2 space-y-2">
              {repaymentModes.map((m) => (
                <label
                  key={m.value}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={m.value}
                    checked={mode === m.value}
                    onChange={() => setField('mode', m.value)}
                    className="h-4 w-4 accent-brand-600"
                  />
                  <span className="text-sm text-ink">{m.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {mode === 'holdback' ? (
            <>
              <NumberField
                {...field('holdback')}
                label="Holdback"
                suffix="%"
                hint="The share of each day's card sales the provider keeps."
                required
              />
              <NumberField {...field('sales')} label="Average daily card sales" prefix="$" required />
            </>
          ) : (
            <NumberField
              {...field('debit')}
              label={mode === 'daily' ? 'Daily debit' : 'Weekly debit'}
              prefix="$"
              required
            />
          )}
          <NumberField
            {...field('revenue')}
            label="Average monthly revenue (optional)"
            prefix="$"
            hint="All sales, not only card sales: used to check how heavy the payments are."
          />
        </>
      }
    >
      {result && (
        <>
          <ResultStats
            stats={[
              { label: 'Total payback', value: formatMoney(result.payback), emphasis: true },
              { label: 'Cost of capital', value: formatMoney(result.cost), emphasis: true },
              {
                label: 'Cost per dollar advanced',
                value: `${result.centsPerDollar.toLocaleString('en-US', { maximumFractionDigits: 1 })}¢`,
              },
              {
                label: 'Estimated time to repay',
                value: result.tooSlow ? `Over ${MAX_REPAYMENT_YEARS} years` : timeToRepay,
                note: result.tooSlow
                  ? 'At these payments the advance would take decades to repay: check the numbers.'
                  : `About ${result.months.toLocaleString('en-US', { maximumFractionDigits: 1 })} months, paying ${formatMoney(result.dailyPayment)} a business day`,
              },
              {
                label: 'Approximate APR',
                value: result.apr === null ? '—' : result.apr > 1000 ? 'Over 1,000%' : formatPercent(result.apr, 0),
                note: 'The yearly rate that costs the same, for the repayment time above',
              },
            ]}
          />
          {heavy && result.revenueShare !== null && (
            <div role="alert" className="flex gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
              <Icon name="bolt" className="mt-0.5 h-5 w-5 shrink-0 text-rose-700" />
              <p>
                <strong className="font-semibold">Heavy payments: </strong>
                they take about {formatPercent(result.revenueShare, 0)} of your{' '}
                {values.revenue.trim() ? 'revenue' : 'card sales'}, more than {REVENUE_SHARE_WARNING}%. Payments this
                large can strain day-to-day cash; consider a smaller advance or a longer-term option.
              </p>
            </div>
          )}
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700">
            <h3 className="font-semibold text-ink">How this is worked out</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                Total payback is the advance times the factor rate; the cost is the difference, fixed however fast you
                repay.
              </li>
              <li>
                Payments are assumed to arrive as scheduled on business days (5 a week, {BUSINESS_DAYS_PER_YEAR} a year)
                {mode === 'holdback' ? ', at your average daily card sales' : mode === 'weekly' ? ', once a week' : ''}.
                Slower sales stretch a holdback; a fixed debit does not change.
              </li>
              <li>
                The approximate APR is the yearly rate at which those payments are worth the advance. Faster repayment
                means a higher APR for the same cost. Fees are not included.
              </li>
              {!values.revenue.trim() && mode === 'holdback' && (
                <li>Without monthly revenue, the holdback is compared with card sales.</li>
              )}
            </ul>
          </div>
        </>
      )}
    </CalculatorLayout>
  );
}
