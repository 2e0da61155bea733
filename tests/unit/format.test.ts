import { describe, expect, it } from 'vitest';
import {
  csvCell,
  formatCompactMoney,
  formatDate,
  formatDateTime,
  isTruncated,
  PREVIEW_LENGTH,
  toCsv,
  truncate,
} from '~/lib/format';

describe('formatDate', () => {
  it('writes the first of the month as an ordinal in French only', () => {
    const first = new Date('2025-07-01T00:00:00Z');
    expect(formatDate(first, 'fr-CA')).toBe('1er juillet 2025');
    expect(formatDate(new Date('2025-07-11T00:00:00Z'), 'fr-CA')).toBe('11 juillet 2025');
    expect(formatDate(first, 'en-US')).toBe('July 1, 2025');
  });
});

describe('formatDateTime', () => {
  it('shows year, short month, day, hour and minute in en-US', () => {
    expect(formatDateTime('2026-01-05T14:07:00Z', 'UTC')).toBe('Jan 5, 2026, 2:07 PM');
    expect(formatDateTime('2025-12-31T23:59:59.999Z', 'America/Toronto')).toBe('Dec 31, 2025, 6:59 PM');
    expect(formatDateTime(new Date(Date.UTC(2025, 6, 4, 0, 5)), 'UTC')).toBe('Jul 4, 2025, 12:05 AM');
    expect(formatDateTime(0, 'UTC')).toBe('Jan 1, 1970, 12:00 AM');
  });

  it("answers 'Unknown' when the date is missing or invalid", () => {
    for (const value of [undefined, null, '', 'not a date', '2026-13-45', {}, [], true, Number.NaN]) {
      expect(formatDateTime(value, 'UTC')).toBe('Unknown');
    }
  });
});

describe('truncate (the 150-character message preview)', () => {
  it('keeps text of up to 150 characters as it is', () => {
    expect(PREVIEW_LENGTH).toBe(150);
    expect(truncate('short')).toBe('short');
    const exactly = 'x'.repeat(150);
    expect(truncate(exactly)).toBe(exactly);
    expect(isTruncated(exactly)).toBe(false);
  });

  it('cuts longer text to 150 characters plus an ellipsis', () => {
    const long = `${'a'.repeat(150)}bcd`;
    expect(truncate(long)).toBe(`${'a'.repeat(150)}...`);
    expect(isTruncated(long)).toBe(true);
  });

  it('never splits an emoji', () => {
    const emoji = '😀'.repeat(151);
    expect(truncate(emoji)).toBe(`${'😀'.repeat(150)}...`);
    expect(truncate('😀'.repeat(150))).toBe('😀'.repeat(150));
  });
});

describe('CSV export', () => {
  it('leaves plain cells alone and quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('Ana')).toBe('Ana');
    expect(csvCell('Silva, Ana')).toBe('"Silva, Ana"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(42)).toBe('42');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1 416 555 0100')).toBe("'+1 416 555 0100");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=cmd')).toBe("'\t=cmd");
    expect(csvCell('＝1+1')).toBe("'＝1+1");
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('builds a header row and one CRLF line per record', () => {
    const csv = toCsv(
      [
        { key: 'name', header: 'Name' },
        { key: 'message', header: 'Message' },
      ],
      [
        { name: 'Ana', message: 'Hi, there' },
        { name: '=cmd', message: undefined },
      ],
    );
    expect(csv).toBe('Name,Message\r\nAna,"Hi, there"\r\n\'=cmd,\r\n');
  });
});

describe('csvCell with lists', () => {
  it('writes a list of plain values as "a; b", and other objects as JSON', () => {
    expect(csvCell(['term-loans', 'po-financing'])).toBe('term-loans; po-financing');
    expect(csvCell([])).toBe('');
    expect(csvCell(['=cmd', 'x'])).toBe("'=cmd; x");
    expect(csvCell([{ a: 1 }])).toBe('"[{""a"":1}]"');
  });
});

describe('formatCompactMoney (headline amounts)', () => {
  const nbsp = '\u00a0';
  it('French: the symbol joined to the sign, US named, non-breaking spaces (« 5 M$ », « 1,5 M$ US »)', () => {
    expect(formatCompactMoney(5_000_000, { locale: 'fr' })).toBe(`5${nbsp}M$`);
    expect(formatCompactMoney(1_500_000, { locale: 'fr', currency: 'USD' })).toBe(`1,5${nbsp}M$${nbsp}US`);
    expect(formatCompactMoney(1_600_000, { locale: 'fr', currency: 'USD' })).toBe(`1,6${nbsp}M$${nbsp}US`);
    expect(formatCompactMoney(2_500_000_000, { locale: 'fr' })).toBe(`2,5${nbsp}G$`);
    expect(formatCompactMoney(500, { locale: 'fr' })).toBe(`500${nbsp}$`);
  });

  it('French: an amount under a million in full, never « k$ » (« 250 000 $ », « 700 000 $ US »)', () => {
    expect(formatCompactMoney(250_000, { locale: 'fr' })).toBe(`250${nbsp}000${nbsp}$`);
    expect(formatCompactMoney(700_000, { locale: 'fr', currency: 'USD' })).toBe(`700${nbsp}000${nbsp}$${nbsp}US`);
    expect(formatCompactMoney(999_999, { locale: 'fr' })).toBe(`999${nbsp}999${nbsp}$`);
    expect(formatCompactMoney(1_000_000, { locale: 'fr' })).toBe(`1${nbsp}M$`);
    for (const value of [5_000, 12_000, 350_000, 999_000])
      expect(formatCompactMoney(value, { locale: 'fr' })).not.toMatch(/k/);
  });

  it('never an ordinary space or a space before the sign in French', () => {
    for (const value of [999, 12_000, 350_000, 1_200_000, 3_200_000]) {
      for (const currency of ['CAD', 'USD'] as const) {
        const text = formatCompactMoney(value, { locale: 'fr', currency });
        expect(text).not.toMatch(/ /);
        expect(text).not.toMatch(/[kMG]\s\$/);
      }
    }
  });

  it('English: the bare sign before the number, whatever the currency', () => {
    expect(formatCompactMoney(5_000_000, { locale: 'en' })).toBe('$5M');
    expect(formatCompactMoney(1_500_000, { locale: 'en', currency: 'USD' })).toBe('$1.5M');
    expect(formatCompactMoney(250_000)).toBe('$250K');
  });

  it('a value that is not a number shows as a dash', () => {
    expect(formatCompactMoney(Number.NaN, { locale: 'fr' })).toBe('—');
  });
});
