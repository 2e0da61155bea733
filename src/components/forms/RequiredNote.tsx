/** Explains the asterisk once, above the fields it marks. */
export default function RequiredNote() {
  return (
    <p className="text-sm text-muted">
      Fields marked{' '}
      <span aria-hidden="true" className="text-rose-700">
        *
      </span>
      <span className="sr-only">with an asterisk</span> are required.
    </p>
  );
}
