import type { RefObject } from 'react';
import type { Answers, ProductId, RuleId } from '~/data/prequal-rules';
import type { Messages } from '~/i18n/en';
import { formatMoney } from '~/lib/format';
import { matchProducts, type ProductMatch } from '~/lib/prequal-match';
import { signupLink } from '~/lib/prequal-url';
import { fill, plural } from '~/lib/template';
import Icon from '~/components/ui/Icon';

/** The site links of the result, in the page's language (the pages without a twin stay English). */
export type PrequalLinks = {
  /** /financial-products: each product's own page is `/` its id (who it suits, eligibility, costs). */
  products: string;
  /** The article on preparing an application. */
  prepare: string;
  /** The page each rule's fact comes from. */
  sources: Record<RuleId, string>;
};

type Texts = Messages['tools']['prequal'];

type Props = {
  answers: Answers;
  signupUrl: string;
  bookingUrl: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: () => void;
  onRestart: () => void;
  /** The product the visitor came to check: shown first among the products of its verdict. */
  focus?: ProductId;
  /** The result's words in the page's language. */
  t: Texts;
  locale?: string;
  links: PrequalLinks;
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

function ProductCard({
  match,
  answers,
  signupUrl,
  t,
  links,
}: {
  match: ProductMatch;
  answers: Answers;
  signupUrl: string;
  t: Texts;
  links: PrequalLinks;
}) {
  const product = { id: match.product, ...t.products[match.product] };
  const titleId = `prequal-${product.id}`;
  const likely = match.fit !== 'unlikely';
  const res = t.result;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={titleId} className="text-xl font-semibold">
            {product.title}
          </h3>
          <p className="mt-0.5 text-sm text-muted">{product.subtitle}</p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${match.fit === 'good' ? 'bg-emerald-100 text-emerald-900' : match.fit === 'possible' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
        >
          {res.fit[match.fit]}
        </span>
      </div>
      <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {likely ? res.why : res.whyNot}
      </h4>
      <ul className="mt-2 space-y-3">
        {match.reasons.map((r) => {
          const words = t.rules[r.rule];
          const text = r.met ? words.met : words.unmet;
          return (
            <li key={text} className="flex gap-3">
              <span
                className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${r.met ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
              >
                <Icon name={r.met ? 'check' : 'bolt'} className="h-4 w-4" />
                <span className="sr-only">{r.met ? res.fits : res.watch}</span>
              </span>
              <span>
                <span className="text-slate-800">{text}</span>
                <span className="mt-0.5 block text-sm text-muted">
                  {res.basedOn}{' '}
                  <a
                    href={links.sources[r.rule]}
                    className="text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
                  >
                    {words.fact}
                  </a>
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      {likely && (
        <>
          <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">{res.prepare}</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {t.documents.products[match.product].map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-3 pt-1">
            <a
              href={signupLink(signupUrl, answers, match.product)}
              {...external}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {res.getStarted}
              <span className="sr-only">{fill(res.getStartedWith, { product: product.title })}</span>
              <Icon name="arrow-right" className="h-4 w-4" />
            </a>
            <a
              href={`${links.products}/${product.id}`}
              className="rounded-full px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {res.learnMore}
              <span className="sr-only">{fill(res.learnMoreAbout, { product: product.title })}</span>
            </a>
          </div>
        </>
      )}
    </article>
  );
}

/** The result of the pre-qualification: fitting products first, the others folded away, and the basics to prepare. */
export default function PrequalResult({
  answers,
  signupUrl,
  bookingUrl,
  headingRef,
  onEdit,
  onRestart,
  focus,
  t,
  locale,
  links,
}: Props) {
  const all = matchProducts(answers);
  const matches = [...all.filter((m) => m.product === focus), ...all.filter((m) => m.product !== focus)];
  const fits = matches.filter((m) => m.fit !== 'unlikely');
  const others = matches.filter((m) => m.fit === 'unlikely');
  const res = t.result;
  const country = t.countries[answers.country].label;
  const regionNames: Record<string, string> = t.regions[answers.country];
  const region = regionNames[answers.region] ?? answers.region;
  const purpose = t.options.purpose[answers.purpose].toLowerCase();
  const card = (m: ProductMatch) => (
    <ProductCard key={m.product} match={m} answers={answers} signupUrl={signupUrl} t={t} links={links} />
  );

  return (
    <section aria-labelledby="prequal-result-title" className="space-y-8">
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
        <h2
          id="prequal-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {fits.length === 0 ? res.noFit : fill(plural(res.fitCount, fits.length, locale), { count: fits.length })}
        </h2>
        <p className="mt-2 text-slate-700">
          {fill(res.summary, {
            amount: formatMoney(answers.amount, { cents: false, locale }),
            purpose,
            region,
            country,
          })}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onEdit}
            className="rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {res.edit}
          </button>
          <button
            type="button"
            onClick={onRestart}
            className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-white"
          >
            {res.restart}
          </button>
        </div>
      </div>

      {fits.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">{fits.map(card)}</div>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">{res.noFitText}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a
              href={signupLink(signupUrl, answers)}
              {...external}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {res.getStarted}
              <span className="sr-only">{res.newTab}</span>
            </a>
            <a
              href={bookingUrl}
              {...external}
              className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {res.talkToExpert}
              <span className="sr-only">{res.newTab}</span>
            </a>
          </div>
        </div>
      )}

      {others.length > 0 && (
        <details className="group rounded-2xl border border-slate-200 bg-white p-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold text-ink">
            {fill(res.others, { count: others.length })}
            <Icon name="chevron-down" className="h-5 w-5 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-5 grid gap-6 lg:grid-cols-2">{others.map(card)}</div>
        </details>
      )}

      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-semibold">{res.everyLender}</h3>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          {t.documents.common.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          {res.seeBefore}{' '}
          <a href={links.prepare} className="text-brand-700 underline underline-offset-2">
            {res.seeLink}
          </a>
          {/* No space before closing punctuation: the French sentence ends on the link and a period. */}
          {/^[.,)]/.test(res.seeAfter) ? '' : ' '}
          {res.seeAfter}
        </p>
      </div>
    </section>
  );
}
