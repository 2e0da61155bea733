/**
 * Where a business can be based to use the marketplace: Canada or the United States, by province or state, as
 * codes. Their names are in the dictionaries (`tools.prequal.countries` and `.regions`; the English ones alone,
 * for the staff app, in src/i18n/en/regions.ts).
 */
export const countries = [{ value: 'CA' }, { value: 'US' }] as const;
export type Country = (typeof countries)[number]['value'];

/** Canada's provinces and territories, in the order of their English names. */
const canada = ['AB', 'BC', 'MB', 'NB', 'NL', 'NT', 'NS', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** The US states and the District of Columbia, in the order of their English names. */
const unitedStates = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** Each country's codes, in order. */
export const regionLists = { CA: canada, US: unitedStates } as const;
/** The codes of each country's provinces or states: their names are keyed by them in the dictionaries. */
export type RegionCode = { [C in Country]: (typeof regionLists)[C][number] };

/** Each country's provinces or states, in order (the page's language picks their names from the dictionary). */
export const regions: Record<Country, readonly { value: string }[]> = {
  CA: canada.map((value) => ({ value })),
  US: unitedStates.map((value) => ({ value })),
};

export const isCountry = (value: string): value is Country => countries.some((c) => c.value === value);
export const isRegionOf = (country: Country, region: string): boolean =>
  regions[country].some((r) => r.value === region);
