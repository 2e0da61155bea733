type Props = {
  success: boolean;
  successText: string;
  failed: boolean;
  /** The failure line in the page's language, before and after the support address. */
  failure: { before: string; after: string };
  /** While the form keeps retrying: the line saying what was typed is kept and will be sent. */
  retrying?: string | false;
  supportEmail: string;
};

/**
 * The result of a submission. The live region is always in the page so the success text is announced;
 * the failure is an alert. A failure is always shown, so no lead is lost silently; while the form retries on
 * its own, the status says so under it.
 */
export default function FormStatus({ success, successText, failed, failure, retrying, supportEmail }: Props) {
  return (
    <>
      {failed && (
        <p
          role="alert"
          className="rounded-lg border border-rose-200 bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800"
        >
          {failure.before}{' '}
          <a href={`mailto:${supportEmail}`} className="underline underline-offset-2 hover:text-rose-950">
            {supportEmail}
          </a>
          {failure.after}
        </p>
      )}
      <div role="status" aria-live="polite">
        {retrying && <p className="text-sm font-medium text-amber-900">{retrying}</p>}
        {success && (
          <p className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="mt-0.5 h-4 w-4 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{successText}</span>
          </p>
        )}
      </div>
    </>
  );
}
