/** The Boundless AI mark (an open, unbroken loop) and wordmark: our own artwork. */
export default function Logo({
  className = 'h-8 w-auto',
  inverted = false,
}: {
  className?: string;
  inverted?: boolean;
}) {
  const text = inverted ? '#ffffff' : '#0b1437';
  return (
    <svg viewBox="0 0 188 36" className={className} role="img" aria-label="Boundless AI" focusable="false">
      <defs>
        <linearGradient id={inverted ? 'logo-g-inv' : 'logo-g'} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#608cfa" />
          <stop offset="1" stopColor="#14b8a6" />
        </linearGradient>
      </defs>
      <path
        d="M10 18c0-4.4 3.2-7.5 7-7.5 5.5 0 8.5 15 14 15 3.8 0 7-3.1 7-7.5s-3.2-7.5-7-7.5c-5.5 0-8.5 15-14 15-3.8 0-7-3.1-7-7.5z"
        fill="none"
        stroke={`url(#${inverted ? 'logo-g-inv' : 'logo-g'})`}
        strokeWidth="4.2"
        strokeLinecap="round"
      />
      {/* The page's font (Inter once cached): naming Inter here would fetch it before the first paint. */}
      <text x="46" y="24.5" fill={text} fontSize="19" fontWeight="700" letterSpacing="-0.3">
        Boundless<tspan fill={inverted ? '#2dd4bf' : '#2547ea'}> AI</tspan>
      </text>
    </svg>
  );
}
