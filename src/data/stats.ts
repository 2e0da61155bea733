/** Headline figures, shown on the home, about and partner pages. */
export type Stat = { number: string; label: string };

export const companyStats: Stat[] = [
  { number: '120+', label: 'Verified lenders' },
  { number: '$3.5B+', label: 'In capital requests' },
  { number: '1000+', label: 'Businesses funded' },
  { number: '79%', label: 'Funding approval rate' },
];

export const successRate: Stat = { number: '4x', label: 'Higher success rate than applying alone' };

export const partnerStats: Stat[] = [
  { number: '23%', label: 'Decrease in sales cycle' },
  { number: '64%', label: 'Increase in completed applications' },
];
