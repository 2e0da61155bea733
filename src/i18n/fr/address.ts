/** L’adresse de l’entreprise à la française, ligne par ligne : « bureau » pour « Suite », « Toronto (Ontario)  M5X 1C9 ». */
import type { Address } from '../en/address';

/** Les provinces dont l’abréviation figure dans une adresse de l’entreprise. */
const PROVINCES: Record<string, string> = { ON: 'Ontario', QC: 'Québec' };

export const addressLines = (a: Address): string[] => [
  a.street.replace(/\bSuite\b/, 'bureau'),
  `${a.city} (${PROVINCES[a.region] ?? a.region})\u00a0\u00a0${a.postalCode}`,
  a.country,
];
