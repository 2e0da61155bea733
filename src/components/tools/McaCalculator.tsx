import { useId } from 'react';
import { useQueryFields } from '~/hooks/useQueryFields';
import type { Messages } from '~/i18n/en';
import { currencyAffix, formatMoney, formatNumber, formatPercent } from '~/lib/format';
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
import { inputNumber, parseFields, parseNumber } from '~/lib/number-input';
import { fill, plural } from '~/lib/template';
import Icon from '~/components/ui/Icon';
import CalculatorLayout from './CalculatorLayout';
import NumberField from './NumberField';
import ResultStats from './ResultStats';

const keys = ['advance', 'factor', 'mode', 'holdback', 'sales', 'debit', 'revenue'] as const;
type Key = (typeof keys)[number];
/**
 * The worked example of the MCA guide: $50,000 at 1.3 with a 10 % holdback of $2,500 daily card sales, as typed
 * in each language ('1.3' in English, '1,3' in French).
 */
const example = (locale: 'en' | 'fr'): Record<Key, string> => ({
  advance: inputNumber(50_000, locale),
  factor: inputNumber(1.3, locale),
  mode: 'holdback',
  holdback: inputNumber(10, locale),
  sales: inputNumber(2_500, locale),
  debit: '',
  revenue: '',
});
// One object per language for the page's lifetime: useQueryFields loads the defaults once.
const defaults = { en: example('en'), fr: example('fr') };

const isMode = (v: string): v is RepaymentMode => repaymentModes.some((m) => m.value === v);

type Props = {
  /** The calculator's words in the page's language. */
  t: Messages['tools']['mca'];
  /** The words the calculators share (estimate heading, field messages). */
  common: Messages['tools']['calculator'];
  /** The page's language: how numbers are typed and shown. */
  locale?: 'en' | 'fr';
};

/** The MCA cost calculator: advance, factor rate and repayment → payback, cost, time to repay, approximate APR. */
export default function McaCalculator({ t, common, locale = 'en' }: Props) {
  const id = useId();
  const { values, setField } = useQueryFields(keys, defaults[locale]);
  const mode: RepaymentMode = isMode(values.mode) ? values.mode : 'holdback';
  const options = { locale, texts: common.number };
  const money = (value: number) => formatMoney(value, { locale });
  // Where the dollar sign goes in an amount box: before the number in English, after it in French.
  const amount = currencyAffix(locale);

  // Only the fields of the chosen repayment way count.
  const base = parseFields(
    { advance: values.advance, factor: values.factor },
    { advance: mcaRules.advance, factor: mcaRules.factor },
    options,
  );
  const repay =
    mode === 'holdback'
      ? parseFields(
          { holdback: values.holdback, sales: values.sales },
          { holdback: mcaRules.holdback, sales: mcaRules.dailySales },
          options,
        )
      : parseFields({ debit: values.debit }, { debit: mcaRules.debit }, options);
  const revenue = values.revenue.trim() ? parseNumber(values.revenue, mcaRules.monthlyRevenue, options) : null;
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
      ? fill(plural(t.weeks, result.payments, locale), { count: formatNumber(result.payments, 0, locale) })
      : fill(plural(t.businessDays, result.businessDays, locale), {
          count: formatNumber(result.businessDays, 0, locale),
        })
    : '';
  const heavy = result ? paymentsTooHeavy(result) : false;

  return (
    <CalculatorLayout
      id={id}
      formTitle={t.formTitle}
      t={common}
      announcement={result ? fill(t.announce, { payback: money(result.payback), cost: money(result.cost) }) : null}
      fields={
        <>
          <NumberField {...field('advance')} label={t.advance} {...amount} required />
          <NumberField {...field('factor')} label={t.factor} hint={t.factorHint} required />
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t.howRepaid}</legend>
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
                  <span className="text-sm text-ink">{t.modes[m.value]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {mode === 'holdback' ? (
            <>
              <NumberField {...field('holdback')} label={t.holdback} suffix="%" hint={t.holdbackHint} required />
              <NumberField {...field('sales')} label={t.sales} {...amount} required />
            </>
          ) : (
            <NumberField
              {...field('debit')}
              label={mode === 'daily' ? t.dailyDebit : t.weeklyDebit}
              {...amount}
              required
            />
          )}
          <NumberField {...field('revenue')} label={t.revenue} {...amount} hint={t.revenueHint} />
        </>
      }
    >
      {result && (
        <>
          <ResultStats
            stats={[
              { label: t.payback, value: money(result.payback), emphasis: true },
              { label: t.cost, value: money(result.cost), emphasis: true },
              { label: t.perDollar, value: fill(t.cents, { cents: formatNumber(result.centsPerDollar, 1, locale) }) },
              {
                label: t.timeToRepay,
                value: result.tooSlow ? fill(t.overYears, { years: MAX_REPAYMENT_YEARS }) : timeToRepay,
                note: result.tooSlow
                  ? t.tooSlow
                  : fill(t.pace, { months: formatNumber(result.months, 1, locale), daily: money(result.dailyPayment) }),
              },
              {
                label: t.apr,
                value:
                  result.apr === null
                    ? '—'
                    : result.apr > 1000
                      ? fill(t.aprOver, { limit: formatPercent(1000, 0, locale) })
                      : formatPercent(result.apr, 0, locale),
                note: t.aprNote,
              },
            ]}
          />
          {heavy && result.revenueShare !== null && (
            <div role="alert" className="flex gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
              <Icon name="bolt" className="mt-0.5 h-5 w-5 shrink-0 text-rose-700" />
              <p>
                <strong className="font-semibold">{t.heavyTitle}</strong>
                {fill(t.heavyText, {
                  share: formatPercent(result.revenueShare, 0, locale),
                  base: values.revenue.trim() ? t.heavyBase.revenue : t.heavyBase.cardSales,
                  limit: formatPercent(REVENUE_SHARE_WARNING, 0, locale),
                })}
              </p>
            </div>
          )}
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-700">
            <h3 className="font-semibold text-ink">{t.howTitle}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>{t.howPayback}</li>
              <li>{fill(t.howPayments[mode], { perYear: formatNumber(BUSINESS_DAYS_PER_YEAR, 0, locale) })}</li>
              <li>{t.howApr}</li>
              {!values.revenue.trim() && mode === 'holdback' && <li>{t.howNoRevenue}</li>}
            </ul>
          </div>
        </>
      )}
    </CalculatorLayout>
  );
}
