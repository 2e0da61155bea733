import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  assetOptions,
  creditOptions,
  prequalSteps,
  purposeOptions,
  revenueOptions,
  timeInBusinessOptions,
  type Answers,
  type StepId,
} from '~/data/prequal-rules';
import { countries, isCountry, regions, type Country } from '~/data/regions';
import type { Messages } from '~/i18n/en';
import { LOCALE_META } from '~/i18n/locales';
import { currencyAffix, formatMoney } from '~/lib/format';
import { inputNumber, parseNumber } from '~/lib/number-input';
import { answered, isStep, reachable, stepIds, type Step } from '~/lib/prequal-steps';
import { answersToParams, completeAnswers, prequalParams, readAnswers, readProduct } from '~/lib/prequal-url';
import { isProductId, PRODUCT_IDS, type ProductId } from '~/data/product-ids';
import { readParams, writeParams } from '~/lib/url-state';
import { fill } from '~/lib/template';
import NumberField from './NumberField';
import PrequalChoices, { choiceClass, selectClass } from './PrequalChoices';
import type { LeadValidationTexts } from './PrequalLeadForm';
import PrequalResult, { type PrequalLinks } from './PrequalResult';

// The lead form brings the validator; it loads only when a result is shown.
const PrequalLeadForm = lazy(() => import('./PrequalLeadForm'));

type Props = {
  signupUrl: string;
  bookingUrl: string;
  supportEmail: string;
  /** The flow's words in the page's language: questions, options, result, lead form. */
  t: Messages['tools']['prequal'];
  /** The number field's messages. */
  common: Messages['tools']['calculator'];
  /** The lead form's validation messages. */
  validation: LeadValidationTexts;
  /** The page's language: how the amount is typed and shown, and the lead's language. */
  locale?: 'en' | 'fr';
  /** The site links of the result, in the page's language. */
  links: PrequalLinks;
};
const amountRule = { min: AMOUNT_MIN, max: AMOUNT_MAX, integer: true, unit: 'money' } as const;

/**
 * The 60-second pre-qualification: one question per step, then the products that fit with why, what to prepare
 * and a signup link carrying the answers. Step and answers live in the URL (a step is a history entry).
 */
export default function PrequalifyFlow({
  signupUrl,
  bookingUrl,
  supportEmail,
  t,
  common,
  validation,
  locale = 'en',
  links,
}: Props) {
  const id = useId();
  const numberOptions = { locale, texts: common.number };
  /** A country's provinces or states named in the page's language (in its alphabetical order, in French). */
  const regionOptions = (country: Country) => {
    const names: Record<string, string> = t.regions[country];
    const list = regions[country].map((r) => ({ value: r.value, label: names[r.value] ?? r.value }));
    return locale === 'en' ? list : list.sort((a, b) => a.label.localeCompare(b.label, LOCALE_META[locale].intl));
  };
  const [answers, setAnswers] = useState<Partial<Answers>>({});
  const [product, setProduct] = useState<ProductId | undefined>();
  const [amountText, setAmountText] = useState('');
  const [step, setStep] = useState<Step>('location');
  const [error, setError] = useState('');
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const load = useCallback(() => {
    const raw = readParams(window.location.search, prequalParams);
    const next = readAnswers(raw);
    setAnswers(next);
    setProduct(readProduct(raw));
    setAmountText(next.amount !== undefined ? inputNumber(next.amount, locale) : raw.amount);
    setStep(reachable(isStep(raw.step) ? raw.step : 'location', next));
    setError('');
    setReady(true);
  }, [locale]);

  useEffect(() => {
    load();
    const onPop = () => {
      moved.current = true;
      load();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [load]);

  // After moving to another step, the question (or the result heading) takes focus, so it is read out.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [step]);

  /** An edit on the current step: same history entry. */
  const update = (patch: Partial<Answers>, chosen: ProductId | undefined = product) => {
    const next = { ...answers, ...patch };
    setAnswers(next);
    setError('');
    writeParams({ step, ...answersToParams(next), product: chosen }, 'replace');
  };

  /** A new step: a new history entry. */
  const go = (target: Step, a: Partial<Answers> = answers, chosen: ProductId | undefined = product) => {
    moved.current = true;
    setStep(target);
    setError('');
    writeParams({ step: target, ...answersToParams(a), product: chosen }, 'push');
  };

  const index = step === 'result' ? stepIds.length : stepIds.indexOf(step);

  function next(event: FormEvent) {
    event.preventDefault();
    if (step === 'result') return;
    let current = answers;
    if (step === 'amount') {
      const parsed = parseNumber(amountText, amountRule, numberOptions);
      if (!parsed.ok) {
        setError(parsed.error);
        return;
      }
      current = { ...answers, amount: parsed.value };
    }
    if (step === 'assets' && !current.assets) current = { ...current, assets: [] };
    if (!answered(step, current)) {
      setError(step === 'location' ? (current.country ? t.errors.region : t.errors.country) : t.errors.answer);
      return;
    }
    setAnswers(current);
    go(index + 1 < stepIds.length ? stepIds[index + 1] : 'result', current);
  }

  function back() {
    if (index > 0) go(stepIds[index - 1]);
  }

  function restart() {
    setAnswers({});
    setProduct(undefined);
    setAmountText('');
    go('location', {}, undefined);
  }

  const complete = completeAnswers(answers);
  if (ready && step === 'result' && complete) {
    return (
      <div className="space-y-10">
        <PrequalResult
          answers={complete}
          signupUrl={signupUrl}
          bookingUrl={bookingUrl}
          headingRef={heading}
          onEdit={() => go('location')}
          onRestart={restart}
          focus={product}
          t={t}
          locale={locale}
          links={links}
        />
        <Suspense fallback={<p className="text-muted">{t.loadingForm}</p>}>
          <PrequalLeadForm
            answers={complete}
            supportEmail={supportEmail}
            t={t.leadForm}
            validation={validation}
            locale={locale}
          />
        </Suspense>
      </div>
    );
  }

  const current = prequalSteps[Math.min(index, stepIds.length - 1)];
  const errorId = `${id}-error`;
  const groupProps = {
    'aria-labelledby': `${id}-question`,
    'aria-describedby': error ? errorId : undefined,
    'aria-invalid': error ? true : undefined,
  };

  const radios = <V extends string>(
    name: string,
    options: readonly { value: V }[],
    labels: Record<V, string>,
    value: V | undefined,
    set: (v: V) => void,
  ) => (
    <PrequalChoices
      name={`${id}-${name}`}
      options={options}
      labels={labels}
      value={value}
      onChange={set}
      group={groupProps}
    />
  );

  let body;
  switch (current.id) {
    case 'location': {
      const country = answers.country;
      body = (
        <fieldset {...groupProps} className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-country`} className="block text-sm font-semibold">
              {t.country}
            </label>
            <select
              id={`${id}-country`}
              value={country ?? ''}
              onChange={(e) =>
                update({
                  country: isCountry(e.target.value) ? (e.target.value as Country) : undefined,
                  region: undefined,
                })
              }
              className={`${selectClass} ${error && !country ? 'border-rose-600' : 'border-slate-300'}`}
            >
              <option value="">{t.chooseCountry}</option>
              {countries.map((c) => (
                <option key={c.value} value={c.value}>
                  {t.countries[c.value].label}
                </option>
              ))}
            </select>
          </div>
          {country && (
            <div>
              <label htmlFor={`${id}-region`} className="block text-sm font-semibold">
                {t.countries[country].regionLabel}
              </label>
              <select
                id={`${id}-region`}
                value={answers.region ?? ''}
                onChange={(e) => update({ region: e.target.value || undefined })}
                className={`${selectClass} ${error && !answers.region ? 'border-rose-600' : 'border-slate-300'}`}
              >
                <option value="">{t.chooseRegion}</option>
                {regionOptions(country).map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="sm:col-span-2 sm:max-w-sm">
            <label htmlFor={`${id}-product`} className="block text-sm font-semibold">
              {t.productInMind}
            </label>
            <select
              id={`${id}-product`}
              value={product ?? ''}
              onChange={(e) => {
                const chosen = isProductId(e.target.value) ? e.target.value : undefined;
                setProduct(chosen);
                update({}, chosen);
              }}
              className={`${selectClass} border-slate-300`}
            >
              <option value="">{t.anyProduct}</option>
              {PRODUCT_IDS.map((p) => (
                <option key={p} value={p}>
                  {t.products[p].title}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
      );
      break;
    }
    case 'time':
      body = radios('time', timeInBusinessOptions, t.options.time, answers.timeInBusiness, (v) =>
        update({ timeInBusiness: v }),
      );
      break;
    case 'revenue':
      body = radios('revenue', revenueOptions, t.options.revenue, answers.monthlyRevenue, (v) =>
        update({ monthlyRevenue: v }),
      );
      break;
    case 'amount':
      body = (
        <div className="max-w-sm">
          <NumberField
            id={`${id}-amount`}
            name="amount"
            label={t.amount}
            {...currencyAffix(locale)}
            inputMode="numeric"
            hint={fill(t.amountHint, { min: formatMoney(AMOUNT_MIN, { cents: false, locale }) })}
            value={amountText}
            error={error || undefined}
            onChange={(v) => {
              setAmountText(v);
              const parsed = parseNumber(v, amountRule, numberOptions);
              update({ amount: parsed.ok ? parsed.value : undefined });
            }}
          />
        </div>
      );
      break;
    case 'purpose':
      body = radios('purpose', purposeOptions, t.options.purpose, answers.purpose, (v) => update({ purpose: v }));
      break;
    case 'assets': {
      const ticked = answers.assets ?? [];
      body = (
        <fieldset {...groupProps} className="grid gap-2 sm:grid-cols-2">
          {assetOptions.map((o) => (
            <label key={o.value} className={choiceClass}>
              <input
                type="checkbox"
                value={o.value}
                checked={ticked.includes(o.value)}
                onChange={(e) =>
                  update({ assets: e.target.checked ? [...ticked, o.value] : ticked.filter((v) => v !== o.value) })
                }
                className="h-4 w-4 shrink-0 rounded accent-brand-600"
              />
              <span>{t.options.assets[o.value]}</span>
            </label>
          ))}
        </fieldset>
      );
      break;
    }
    case 'credit':
      body = radios('credit', creditOptions, t.options.credit, answers.creditBand, (v) => update({ creditBand: v }));
      break;
  }

  const hints: Partial<Record<StepId, string>> = t.hints;
  const last = index === stepIds.length - 1;

  return (
    <form onSubmit={next} noValidate className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <div className="mb-6">
        <p className="text-sm font-semibold text-brand-700">
          {fill(t.stepOf, { step: index + 1, total: stepIds.length })}
        </p>
        {/* One segment per step (no inline width: the CSP allows no style attributes). */}
        <div className="mt-2 flex gap-1" aria-hidden="true">
          {stepIds.map((s, i) => (
            <div key={s} className={`h-2 flex-1 rounded-full ${i <= index ? 'bg-brand-600' : 'bg-slate-200'}`} />
          ))}
        </div>
      </div>
      <h2 id={`${id}-question`} ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {t.questions[current.id]}
      </h2>
      {hints[current.id] && <p className="mt-1 text-muted">{hints[current.id]}</p>}
      <div className="mt-6">{body}</div>
      {error && current.id !== 'amount' && (
        <p id={errorId} className="mt-3 text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        {index > 0 ? (
          <button
            type="button"
            onClick={back}
            className="inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t.back}
          </button>
        ) : (
          <span />
        )}
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {last ? (answers.creditBand ? t.see : t.skip) : t.next}
        </button>
      </div>
    </form>
  );
}
