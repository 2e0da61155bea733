import { useId } from 'react';
import { useQueryFields } from '~/hooks/useQueryFields';
import type { Messages } from '~/i18n/en';
import { downloadCsv } from '~/lib/download';
import { currencyAffix, formatMoney, formatPercent, toCsv } from '~/lib/format';
import { calculateLoan, loanRules, scheduleCsvColumns, scheduleCsvRows } from '~/lib/loan-math';
import { inputNumber, parseFields } from '~/lib/number-input';
import { fill } from '~/lib/template';
import BalanceChart from './BalanceChart';
import CalculatorLayout from './CalculatorLayout';
import NumberField from './NumberField';
import ResultStats from './ResultStats';

const keys = ['amount', 'apr', 'months', 'fee'] as const;
/** The worked example the page opens with, as typed in each language ('100000' in English, '100 000' in French). */
const example = (locale: 'en' | 'fr') => ({
  amount: inputNumber(100_000, locale),
  apr: inputNumber(9, locale),
  months: inputNumber(36, locale),
  fee: '',
});
// One object per language for the page's lifetime: useQueryFields loads the defaults once.
const defaults = { en: example('en'), fr: example('fr') };

type Props = {
  /** The calculator's words in the page's language. */
  t: Messages['tools']['termLoan'];
  /** The words the calculators share (estimate heading, field messages). */
  common: Messages['tools']['calculator'];
  /** The page's language: how numbers are typed and shown. */
  locale?: 'en' | 'fr';
};

/** The loan payment calculator: amount, APR, term and optional fee → payment, interest, cost, APR with fee, schedule. */
export default function TermLoanCalculator({ t, common, locale = 'en' }: Props) {
  const id = useId();
  const { values, setField } = useQueryFields(keys, defaults[locale]);
  const parsed = parseFields(values, loanRules, { locale, texts: common.number });
  const errors = parsed.ok ? {} : parsed.errors;
  const result = parsed.ok ? calculateLoan(parsed.values) : null;
  const input = parsed.ok ? parsed.values : null;
  const money = (value: number) => formatMoney(value, { locale });

  const field = (key: (typeof keys)[number]) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    onChange: (v: string) => setField(key, v),
    error: errors[key],
  });

  function download() {
    if (!result || !input) return;
    const columns = scheduleCsvColumns.map((c) => ({ key: c.key, header: t.columns[c.key] }));
    const name = fill(t.fileName, { amount: input.amount, months: input.months });
    downloadCsv(name, toCsv(columns, scheduleCsvRows(result.schedule)));
  }

  return (
    <CalculatorLayout
      id={id}
      formTitle={t.formTitle}
      t={common}
      announcement={
        result && input
          ? fill(t.announce, { payment: money(result.monthlyPayment), interest: money(result.totalInterest) })
          : null
      }
      fields={
        <>
          <NumberField {...field('amount')} label={t.amount} {...currencyAffix(locale)} required />
          <NumberField {...field('apr')} label={t.apr} suffix="%" hint={t.aprHint} required />
          <NumberField {...field('months')} label={t.months} inputMode="numeric" hint={t.monthsHint} required />
          <NumberField {...field('fee')} label={t.fee} suffix="%" hint={t.feeHint} />
        </>
      }
    >
      {result && input && (
        <>
          <ResultStats
            stats={[
              { label: t.monthlyPayment, value: money(result.monthlyPayment), emphasis: true },
              { label: t.totalInterest, value: money(result.totalInterest), emphasis: true },
              {
                label: t.totalCost,
                value: money(result.totalCost),
                note: result.feeAmount > 0 ? fill(t.costWithFee, { fee: money(result.feeAmount) }) : t.costNoFee,
              },
              {
                label: t.aprWithFee,
                value: formatPercent(result.aprWithFee, 1, locale),
                note:
                  result.feeAmount > 0
                    ? fill(t.received, { received: money(input.amount - result.feeAmount) })
                    : t.noFee,
              },
            ]}
          />
          <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
            <h3 className="mb-2 font-semibold">{t.balanceTitle}</h3>
            <BalanceChart amount={input.amount} schedule={result.schedule} t={t.chart} locale={locale} />
          </div>
          <div className="space-y-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 id={`${id}-schedule-title`} className="font-semibold">
                {t.scheduleTitle}
              </h3>
              <button
                type="button"
                onClick={download}
                className="inline-flex items-center gap-2 rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t.download}
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
                <caption className="sr-only">{t.caption}</caption>
                <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-700 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left">
                      {t.columns.month}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t.columns.payment}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t.columns.interest}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t.columns.principal}
                    </th>
                    <th scope="col" className="px-3 py-2">
                      {t.columns.balance}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {result.schedule.map((r) => (
                    <tr key={r.month}>
                      <th scope="row" className="px-3 py-1.5 text-left font-medium">
                        {r.month}
                      </th>
                      <td className="px-3 py-1.5">{money(r.payment)}</td>
                      <td className="px-3 py-1.5">{money(r.interest)}</td>
                      <td className="px-3 py-1.5">{money(r.principal)}</td>
                      <td className="px-3 py-1.5">{money(r.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className="text-sm text-muted">{t.rounding}</p>
          </div>
        </>
      )}
    </CalculatorLayout>
  );
}
