/** Where a business can be based to use the marketplace: Canada or the United States, by province or state. */
export const countries = [
  { value: 'CA', label: 'Canada', regionLabel: 'Province or territory' },
  { value: 'US', label: 'United States', regionLabel: 'State' },
] as const;
export type Country = (typeof countries)[number]['value'];

/** Canada's provinces and territories (code, English name). */
const canada = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NT', 'Northwest Territories'],
  ['NS', 'Nova Scotia'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
] as const;

/** The US states and the District of Columbia (code, English name). */
const unitedStates = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

/** Each country's (code, English name) pairs. */
export const regionLists = { CA: canada, US: unitedStates } as const;
/** The codes of each country's provinces or states: the French names are keyed by them (src/i18n/fr/tools.ts). */
export type RegionCode = { [C in Country]: (typeof regionLists)[C][number][0] };

const list = <T extends string>(pairs: readonly (readonly [T, string])[]) =>
  pairs.map(([value, label]) => ({ value, label }));

/** Each country's provinces or states, in English (the page's language picks its names from the dictionary). */
export const regions: Record<Country, readonly { value: string; label: string }[]> = {
  CA: list(canada),
  US: list(unitedStates),
};

export const isCountry = (value: string): value is Country => countries.some((c) => c.value === value);
export const isRegionOf = (country: Country, region: string): boolean =>
  regions[country].some((r) => r.value === region);
export const regionName = (country: Country, region: string): string =>
  regions[country].find((r) => r.value === region)?.label ?? region;
