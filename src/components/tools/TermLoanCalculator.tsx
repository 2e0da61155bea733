import { useId } from 'react';
import { useQueryFields } from '~/hooks/useQueryFields';
import { downloadCsv } from '~/lib/download';
import { formatMoney, formatPercent, toCsv } from '~/lib/format';
import { calculateLoan, loanRules, scheduleCsvColumns, scheduleCsvRows } from '~/lib/loan-math';
import { parseFields } from '~/lib/number-input';
import BalanceChart from './BalanceChart';
import CalculatorLayout from './CalculatorLayout';
import NumberField from './NumberField';
import ResultStats from './ResultStats';

const keys = ['amount', 'apr', 'months', 'fee'] as const;
/** The worked example the page opens with. */
const defaults = { amount: '100000', apr: '9', months: '36', fee: '' };

/** The loan payment calculator: amount, APR, term and optional fee → payment, interest, cost, APR with fee, schedule. */
export default function TermLoanCalculator() {
  const id = useId();
  const { values, setField } = useQueryFields(keys, defaults);
  const parsed = parseFields(values, loanRules);
  const errors = parsed.ok ? {} : parsed.errors;
  const result = parsed.ok ? calculateLoan(parsed.values) : null;
  const input = parsed.ok ? parsed.values : null;

  const field = (key: (typeof keys)[number]) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    onChange: (v: string) => setField(key, v),
    error: errors[key],
  });

  function download() {
    if (!result || !input) return;
    downloadCsv(
      `loan-schedule-${input.amount}-${input.months}m.csv`,
      toCsv(scheduleCsvColumns, scheduleCsvRows(result.schedule)),
    );
  }

  return (
    <CalculatorLayout
      id={id}
      formTitle="Your loan"
      announcement={
        result && input
          ? `Monthly payment ${formatMoney(result.monthlyPayment)}, total interest ${formatMoney(result.totalInterest)}.`
          : null
      }
      fields={
        <>
          <NumberField {...field('amount')} label="Loan amount" prefix="$" required />
          <NumberField
            {...field('apr')}
            label="Interest rate (APR)"
            suffix="%"
            hint="The yearly rate the lender quotes."
            required
          />
          <NumberField
            {...field('months')}
            label="Term in months"
            inputMode="numeric"
            hint="Term loans run 1 to 7 years (12 to 84 months)."
            required
          />
          <NumberField
            {...field('fee')}
            label="Origination fee (optional)"
            suffix="%"
            hint="A share of the amount kept back when the loan is paid out."
          />
        </>
      }
    >
      {result && input && (
        <>
          <ResultStats
            stats={[
              { label: 'Monthly payment', value: formatMoney(result.monthlyPayment), emphasis: true },
              { label: 'Total interest', value: formatMoney(result.totalInterest), emphasis: true },
              {
                label: 'Total cost',
                value: formatMoney(result.totalCost),
                note:
                  result.feeAmount > 0
                    ? `Amount, interest and a ${formatMoney(result.feeAmount)} fee`
                    : 'Amount plus interest',
              },
              {
                label: 'APR including fee',
                value: formatPercent(result.aprWithFee),
                note:
                  result.feeAmount > 0
                    ? `You receive ${formatMoney(input.amount - result.feeAmount)} and repay the full amount`
                    : 'No fee entered',
              },
            ]}
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <h3 className="mb-2 font-semibold">Balance over time</h3>
            <BalanceChart amount={input.amount} schedule={result.schedule} />
          </div>
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id={`${id}-schedule-title`} className="font-semibold">
                Amortization schedule
              </h3>
              <button
                type="button"
                onClick={download}
                className="inline-flex items-center gap-2 rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Download CSV
              </button>
            </div>
            <div
              role="region"
              aria-labelledby={`${id}-schedule-title`}
              // A scrollable region must take keyboard focus, or keyboard users cannot scroll it.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              className="max-h-96 overflow-auto rounded-xl border border-slate-200"
            >
              <table className="w-full text-right text-sm tabular-nums">
                <caption className="sr-only">
                  Each month&apos;s payment split into interest and principal, and the balance left
                </caption>
                <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left">
                      Month
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Payment
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Interest
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Principal
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Balance
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {result.schedule.map((r) => (
                    <tr key={r.month}>
                      <th scope="row" className="px-3 py-1.5 text-left font-medium">
                        {r.month}
                      </th>
                      <td className="px-3 py-1.5">{formatMoney(r.payment)}</td>
                      <td className="px-3 py-1.5">{formatMoney(r.interest)}</td>
                      <td className="px-3 py-1.5">{formatMoney(r.principal)}</td>
                      <td className="px-3 py-1.5">{formatMoney(r.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm text-muted">
              Amounts are rounded to the cent; the last payment settles the balance exactly.
            </p>
          </div>
        </>
      )}
    </CalculatorLayout>
  );
}
