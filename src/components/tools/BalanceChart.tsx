import { useEffect, useId, useRef, useState } from 'react';
import type { Messages } from '~/i18n/en';
import type { ScheduleRow } from '~/lib/loan-math';
import { formatMoney } from '~/lib/format';
import { fill, plural } from '~/lib/template';

const H = 240;
const PAD = { left: 76, right: 16, top: 12, bottom: 36 };

/**
 * The balance still owed after each month, as an SVG line chart. Its title and description say what it shows
 * in words; the table next to it holds every number.
 */
export default function BalanceChart({
  amount,
  schedule,
  t,
  locale,
}: {
  amount: number;
  schedule: ScheduleRow[];
  /** The chart's words in the page's language. */
  t: Messages['tools']['termLoan']['chart'];
  /** The page's language, for the amounts. */
  locale?: string;
}) {
  const id = useId();
  // The drawing is as wide as its box, so its labels keep their real size on a phone.
  const box = useRef<HTMLElement>(null);
  const [W, setW] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setW(Math.max(280, Math.round(entry.contentRect.width))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const months = schedule.length;
  const x = (month: number) => PAD.left + (month / months) * (W - PAD.left - PAD.right);
  const y = (balance: number) => PAD.top + (1 - balance / amount) * (H - PAD.top - PAD.bottom);
  const points = [[0, amount], ...schedule.map((r) => [r.month, r.balance])] as const;
  const line = points.map(([m, b], i) => `${i ? 'L' : 'M'}${x(m).toFixed(1)},${y(b).toFixed(1)}`).join(' ');
  const area = `${line} L${x(months).toFixed(1)},${y(0).toFixed(1)} L${x(0).toFixed(1)},${y(0).toFixed(1)} Z`;
  const half = schedule[Math.max(0, Math.round(months / 2) - 1)];
  const yTicks = [0, 0.5, 1].map((f) => f * amount);
  const xTicks = [...new Set([0, Math.round(months / 2), months])];
  const money = (value: number) => formatMoney(value, { cents: false, locale });

  return (
    <figure ref={box}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        width={W}
        height={H}
        className="block h-auto max-w-full"
      >
        <title id={`${id}-title`}>{t.title}</title>
        <desc id={`${id}-desc`}>
          {fill(plural(t.falls, months, locale), { from: money(amount), zero: money(0), months }) +
            (months > 2 ? fill(t.halfway, { month: half.month, balance: money(half.balance) }) : t.end)}
        </desc>
        {yTicks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="12" fill="#475569">
              {money(tick)}
            </text>
          </g>
        ))}
        {xTicks.map((m) => (
          <text
            key={m}
            x={x(m)}
            y={H - PAD.bottom + 18}
            textAnchor={m === 0 ? 'start' : m === months ? 'end' : 'middle'}
            fontSize="12"
            fill="#475569"
          >
            {m === 0 ? t.start : fill(t.month, { month: m })}
          </text>
        ))}
        <path d={area} fill="#2547ea" fillOpacity="0.1" />
        <path d={line} fill="none" stroke="#2547ea" strokeWidth="2.5" strokeLinejoin="round" />
      </svg>
      <figcaption className="sr-only">{t.caption}</figcaption>
    </figure>
  );
}
