/**
 * Short amounts in the page's language: the one formatter of '$5M' and « 5 M$ » (and of whole amounts in full,
 * '$500,000'), used by the pages (through src/lib/format.ts) and by the dictionaries alike. Beside the
 * dictionaries, so they may import it.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_META } from './locales';

/** The Intl locale of a site language ('fr' → 'fr-CA'); anything else is English ('en-US'). */
const intlOf = (locale?: string): string => LOCALE_META[isLocale(locale) ? locale : DEFAULT_LOCALE].intl;

const fullFormats = new Map<string, Intl.NumberFormat>();
/** A whole amount, the sign alone (« 250 000 $ »: fr-CA groups and signs with U+00A0). */
function fullFormat(intl: string): Intl.NumberFormat {
  let format = fullFormats.get(intl);
  if (!format) {
    format = new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    fullFormats.set(intl, format);
  }
  return format;
}

/** A whole amount in full, in the page's language: '$500,000' in English, « 500 000 $ » in French. */
export function formatWholeMoney(value: number, { locale }: { locale?: string } = {}): string {
  if (!Number.isFinite(value)) return '—';
  return fullFormat(intlOf(locale)).format(Math.round(value));
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rounded amount in the short form headlines use: '$5M', '$1.5M', '$250K' in English. In French, millions and
 * billions take the OQLF symbols with the sign against them (« 5 M$ », « 3,5 G$ »; Intl writes « 5 M $ »), and an
 * amount under a million is written in full (« 250 000 $ », never « 250 k$ », which a Quebec reader stumbles
 * on); the currency is named when it is not the Canadian dollar (« 1,5 M$ US », « 250 000 $ US »). English keeps
 * the bare sign whatever the currency, as the case studies' headlines do. The only place a short amount is
 * written: the French dictionaries use it too.
 */
export function formatCompactMoney(
  value: number,
  { locale, currency = 'CAD' }: { locale?: string; currency?: 'CAD' | 'USD' } = {},
): string {
  if (!Number.isFinite(value)) return '—';
  const intl = intlOf(locale);
  const key = `${intl}|${currency}`;
  let format = compactFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intl, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormats.set(key, format);
  }
  if (intl === LOCALE_META.en.intl) return format.format(value);
  const us = currency === 'USD' ? '\u00a0US' : '';
  if (Math.abs(value) < 1_000_000) return `${fullFormat(intl).format(Math.round(value))}${us}`;
  // French: rebuild from the parts so the symbol and the sign join (« M$ ») and every space is non-breaking.
  const parts = format.formatToParts(value);
  const text = parts
    .map((part, i) => {
      if (part.type === 'literal' && parts[i - 1]?.type === 'compact' && parts[i + 1]?.type === 'currency') return '';
      if (part.type === 'literal') return part.value.replace(/\s/g, '\u00a0');
      if (part.type === 'currency') return '$';
      return part.value;
    })
    .join('');
  return `${text}${us}`;
}
