/** L’adresse de l’entreprise à la française, ligne par ligne : « bureau » pour « Suite », « Toronto (Ontario)  M5X 1C9 ». */
import type { Address } from '../en/address';

/** Les provinces dont l’abréviation figure dans une adresse de l’entreprise. */
const PROVINCES: Record<string, string> = { ON: 'Ontario', QC: 'Québec' };

const cityLine = (a: Address, gap: string) => `${a.city} (${PROVINCES[a.region] ?? a.region})${gap}${a.postalCode}`;

/** En bloc, deux espaces avant le code postal, comme le veut l’adresse postale. */
export const addressLines = (a: Address): string[] => [
  a.street.replace(/\bSuite\b/, 'bureau'),
  cityLine(a, '\u00a0\u00a0'),
  a.country,
];

/** Sur une ligne, dans une phrase ou un pied de page : une seule espace, sinon elle passe pour une coquille. */
export const addressInline = (a: Address): string =>
  [a.street.replace(/\bSuite\b/, 'bureau'), cityLine(a, '\u00a0'), a.country].join(', ');
