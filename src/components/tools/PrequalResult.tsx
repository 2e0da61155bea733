import type { RefObject } from 'react';
import { commonDocuments, optionLabel, productDocuments, purposeOptions, type Answers } from '~/data/prequal-rules';
import { products } from '~/data/products';
import { countries, regionName } from '~/data/regions';
import { formatMoney } from '~/lib/format';
import { matchProducts, type ProductMatch } from '~/lib/prequal-match';
import { signupLink } from '~/lib/prequal-url';
import Icon from '~/components/ui/Icon';

type Props = {
  answers: Answers;
  signupUrl: string;
  bookingUrl: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: () => void;
  onRestart: () => void;
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
const fitLabel = { good: 'Good fit', possible: 'Possible fit', unlikely: 'Less likely for now' } as const;

function ProductCard({ match, answers, signupUrl }: { match: ProductMatch; answers: Answers; signupUrl: string }) {
  const product = products.find((p) => p.id === match.product)!;
  const titleId = `prequal-${product.id}`;
  const likely = match.fit !== 'unlikely';
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
          {fitLabel[match.fit]}
        </span>
      </div>
      <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {likely ? 'Why' : 'Why not for now'}
      </h4>
      <ul className="mt-2 space-y-3">
        {match.reasons.map((r) => (
          <li key={r.text} className="flex gap-3">
            <span
              className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${r.met ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}
            >
              <Icon name={r.met ? 'check' : 'bolt'} className="h-4 w-4" />
              <span className="sr-only">{r.met ? 'Fits:' : 'Watch out:'}</span>
            </span>
            <span>
              <span className="text-slate-800">{r.text}</span>
              <span className="mt-0.5 block text-sm text-muted">
                Based on:{' '}
                <a
                  href={r.source.href}
                  className="text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
                >
                  {r.source.fact}
                </a>
              </span>
            </span>
          </li>
        ))}
      </ul>
      {likely && (
        <>
          <h4 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">What to prepare</h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {productDocuments[match.product].map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-center gap-3 pt-1">
            <a
              href={signupLink(signupUrl, answers, match.product)}
              {...external}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Get Started Free<span className="sr-only"> with {product.title} (opens in a new tab)</span>
              <Icon name="arrow-right" className="h-4 w-4" />
            </a>
            <a
              href={`/financial-products#${product.id}`}
              className="rounded-full px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Learn more<span className="sr-only"> about {product.title}</span>
            </a>
          </div>
        </>
      )}
    </article>
  );
}

/** The result of the pre-qualification: fitting products first, the others folded away, and the basics to prepare. */
export default function PrequalResult({ answers, signupUrl, bookingUrl, headingRef, onEdit, onRestart }: Props) {
  const matches = matchProducts(answers);
  const fits = matches.filter((m) => m.fit !== 'unlikely');
  const others = matches.filter((m) => m.fit === 'unlikely');
  const country = optionLabel(countries, answers.country);
  const purpose = optionLabel(purposeOptions, answers.purpose).toLowerCase();

  return (
    <section aria-labelledby="prequal-result-title" className="space-y-8">
      <div className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
        <h2
          id="prequal-result-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
        >
          {fits.length === 0
            ? 'No clear fit from these answers'
            : `${fits.length} of 6 products ${fits.length === 1 ? 'looks' : 'look'} like a fit`}
        </h2>
        <p className="mt-2 text-slate-700">
          {`For ${formatMoney(answers.amount, { cents: false })} (${purpose}), for a business in ${regionName(answers.country, answers.region)}, ${country}.`}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onEdit}
            className="rounded-full border border-brand-600 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Change my answers
          </button>
          <button
            type="button"
            onClick={onRestart}
            className="rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-white"
          >
            Start over
          </button>
        </div>
      </div>

      {fits.length > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {fits.map((m) => (
            <ProductCard key={m.product} match={m} answers={answers} signupUrl={signupUrl} />
          ))}
        </div>
      ) : (
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">
            Lenders look at more than these few questions. Create a free profile to see what lenders say, or talk to one
            of our experts about your options.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <a
              href={signupLink(signupUrl, answers)}
              {...external}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              Get Started Free<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a
              href={bookingUrl}
              {...external}
              className="rounded-full border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Talk to an Expert<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      )}

      {others.length > 0 && (
        <details className="group rounded-2xl border border-slate-200 bg-white p-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 font-semibold text-ink">
            {`Less likely for now (${others.length})`}
            <Icon name="chevron-down" className="h-5 w-5 transition-transform group-open:rotate-180" />
          </summary>
          <div className="mt-5 grid gap-6 lg:grid-cols-2">
            {others.map((m) => (
              <ProductCard key={m.product} match={m} answers={answers} signupUrl={signupUrl} />
            ))}
          </div>
        </details>
      )}

      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-semibold">What every lender asks for</h3>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
          {commonDocuments.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          See{' '}
          <a
            href="/blog/how-to-prepare-for-a-business-loan-application"
            className="text-brand-700 underline underline-offset-2"
          >
            how to prepare for a business loan application
          </a>{' '}
          for the full list.
        </p>
      </div>
    </section>
  );
}
