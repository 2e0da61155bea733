/** Three gray cards shown while a list loads; the status text tells screen readers what is happening. */
export default function PlaceholderCards({ noun }: { noun: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading {noun}…
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li
            key={i}
            data-placeholder
            className="animate-pulse rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="mt-2 h-4 w-1/3 rounded bg-slate-200" />
            <div className="mt-5 h-4 w-3/4 rounded bg-slate-200" />
            <div className="mt-2 h-4 w-1/2 rounded bg-slate-200" />
            <div className="mt-5 h-16 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}
