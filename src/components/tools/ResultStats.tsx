export type Stat = { label: string; value: string; note?: string; emphasis?: boolean };

/** The headline numbers of a tool, as a description list of cards. */
export default function ResultStats({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {stats.map((s) => (
        <div
          key={s.label}
          className={`rounded-xl border p-4 ${s.emphasis ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white'}`}
        >
          <dt className="text-sm font-medium text-muted">{s.label}</dt>
          <dd className={`mt-1 font-bold tracking-tight text-ink ${s.emphasis ? 'text-3xl' : 'text-2xl'}`}>
            {s.value}
          </dd>
          {s.note && <dd className="mt-1 text-sm text-muted">{s.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
