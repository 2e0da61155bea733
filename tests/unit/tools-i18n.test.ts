import { describe, expect, it } from 'vitest';
import { productOrder, rules } from '../../src/data/prequal-rules';
import { regions } from '../../src/data/regions';
import { tools as en } from '../../src/i18n/en/tools';
import { tools as fr } from '../../src/i18n/fr/tools';
import { currencyAffix, formatMoney, formatPercent } from '../../src/lib/format';
import { calculateLoan, loanRules } from '../../src/lib/loan-math';
import { mcaRules } from '../../src/lib/mca-math';
import { inputNumber, parseFields, parseNumber } from '../../src/lib/number-input';

/**
 * French amounts are compared with their spaces made ordinary: Intl puts a non-breaking space (U+00A0, or the
 * narrow U+202F in some ICU versions) between thousands and before '$' or '%', which is right on the page but
 * invisible in an assertion.
 */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const frNumbers = { locale: 'fr', texts: fr.calculator.number } as const;

describe('the funding tools in French', () => {
  it('shows the reference term loan ($100,000 at 9 % over 36 months) as « 3 179,97 $ » a month', () => {
    const r = calculateLoan({ amount: 100_000, apr: 9, months: 36, fee: 0 });
    expect(plain(formatMoney(r.monthlyPayment, { locale: 'fr' }))).toBe('3 179,97 $');
    expect(plain(formatMoney(r.totalInterest, { locale: 'fr' }))).toBe('14 479,04 $');
    expect(plain(formatMoney(100_000, { cents: false, locale: 'fr' }))).toBe('100 000 $');
    expect(
      plain(formatPercent(calculateLoan({ amount: 100_000, apr: 9, months: 36, fee: 2 }).aprWithFee, 1, 'fr')),
    ).toBe('10,4 %');
    // English stays as it was.
    expect(formatMoney(r.monthlyPayment)).toBe('$3,179.97');
    expect(formatMoney(r.monthlyPayment, { locale: 'en' })).toBe('$3,179.97');
    expect(formatPercent(10.386, 1, 'en')).toBe('10.4%');
  });

  it('reads numbers typed the French way: « 100 000 », « 9,5 », « 100 000 $ », and a point too', () => {
    expect(parseFields({ amount: '100 000', apr: '9,5', months: '36', fee: '' }, loanRules, frNumbers)).toEqual({
      ok: true,
      values: { amount: 100_000, apr: 9.5, months: 36, fee: 0 },
    });
    expect(parseNumber('100\u00a0000\u00a0$', loanRules.amount, frNumbers)).toEqual({ ok: true, value: 100_000 });
    expect(parseNumber('1.3', mcaRules.factor, frNumbers)).toEqual({ ok: true, value: 1.3 });
    expect(parseNumber('1,30', mcaRules.factor, frNumbers)).toEqual({ ok: true, value: 1.3 });
    // English keeps the comma as a thousands separator.
    expect(parseNumber('100,000', loanRules.amount)).toEqual({ ok: true, value: 100_000 });
  });

  it('says what is wrong in French, with the limits in French format', () => {
    const error = (raw: string, rule: Parameters<typeof parseNumber>[1]) => {
      const parsed = parseNumber(raw, rule, frNumbers);
      return parsed.ok ? '' : plain(parsed.error);
    };
    expect(error('0', loanRules.amount)).toBe('Veuillez entrer un nombre de 1 $ à 1 000 000 000 $');
    expect(error('30', loanRules.fee)).toBe('Veuillez entrer un nombre de 0 % à 25 %');
    expect(error('1', mcaRules.factor)).toBe('Veuillez entrer un nombre supérieur à 1 et d’au plus 3');
    expect(error('', loanRules.amount)).toBe('Veuillez remplir ce champ');
    expect(error('abc', loanRules.amount)).toBe('Veuillez entrer un nombre');
    expect(error('-5', loanRules.amount)).toBe('Veuillez entrer un nombre positif ou nul');
    expect(error('12,5', loanRules.months)).toBe('Veuillez entrer un nombre entier');
  });

  it('puts the dollar sign where Intl writes it: before the amount in English, after it in French', () => {
    expect(currencyAffix('en')).toEqual({ prefix: '$' });
    expect(currencyAffix('fr')).toEqual({ suffix: '$' });
  });

  it('opens the calculators with their example typed the French way', () => {
    expect(plain(inputNumber(100_000, 'fr'))).toBe('100 000');
    expect(inputNumber(1.3, 'fr')).toBe('1,3');
    expect(inputNumber(100_000, 'en')).toBe('100000');
    expect(inputNumber(1.3, 'en')).toBe('1.3');
  });

  it('has French words for every rule, province, state and product', () => {
    for (const rule of rules) expect(fr.prequal.rules[rule.id].fact.length).toBeGreaterThan(20);
    for (const r of regions.CA) expect(fr.prequal.regions.CA).toHaveProperty(r.value);
    for (const r of regions.US) expect(fr.prequal.regions.US).toHaveProperty(r.value);
    for (const id of productOrder) {
      expect(fr.prequal.documents.products[id]).toHaveLength(en.prequal.documents.products[id].length);
    }
    expect(fr.prequal.regions.CA.QC).toBe('Québec');
  });

  it('gives the islands texts that survive the trip to the browser as JSON (no functions)', () => {
    for (const texts of [en, fr]) {
      for (const part of [texts.calculator, texts.termLoan, texts.mca, texts.prequal]) {
        expect(JSON.parse(JSON.stringify(part))).toEqual(part);
      }
    }
  });

  it('puts a non-breaking space, never an ordinary one, before : ; ! ? and inside « »', () => {
    const texts: string[] = [];
    const collect = (value: unknown) => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(fr);
    // An ordinary space, or none, before : ; ! ? or inside « » is wrong.
    const wrong = texts.filter((t) => / [:;!?»]|« |[\p{L}\d)»][;!?]|[\p{L})»]:/u.test(t));
    expect(wrong).toEqual([]);
    expect(texts.filter((t) => t.trim() === '')).toEqual([]);
    expect(texts.filter((t) => /\u00a0[:;!?]/.test(t)).length).toBeGreaterThan(10);
  });
});
