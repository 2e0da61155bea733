/** A field hidden from people and assistive technology; bots fill it, and the server then stores nothing. */
export default function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="text"
      name="website"
      tabIndex={-1}
      autoComplete="off"
      aria-hidden="true"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className="hidden"
    />
  );
}
