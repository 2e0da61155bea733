/**
 * The 13 lenders of the home page's network row. The logos are our own simple wordmarks
 * (the name in a distinct type treatment beside a small abstract mark), not the lenders' real logos.
 */
export type Lender = {
  slug: string;
  name: string;
  /** Wordmark in public/images/lenders/, drawn 48 units high. */
  logo: string;
  /** Intrinsic width of the wordmark at 48 high (keeps the row from shifting while images load). */
  width: number;
};

const l = (slug: string, name: string, width: number): Lender => ({
  slug,
  name,
  width,
  logo: `/images/lenders/${slug}.svg`,
});

export const LOGO_HEIGHT = 48;

export const lenders: Lender[] = [
  l('clearco', 'Clearco', 132),
  l('ondeck', 'OnDeck', 138),
  l('clearthink-capital', 'ClearThink Capital', 228),
  l('newtekone', 'NewtekOne', 170),
  l('kapitus', 'Kapitus', 160),
  l('tab-bank', 'TAB Bank', 162),
  l('second-avenue-capital-partners', 'Second Avenue Capital Partners', 198),
  l('merchant-growth', 'Merchant Growth', 212),
  l('ibusiness-funding', 'iBusiness Funding', 220),
  l('rosenthal-and-rosenthal', 'Rosenthal & Rosenthal', 254),
  l('ecapital', 'eCapital', 142),
  l('fora-financial', 'Fora Financial', 197),
  l('8fig', '8fig', 112),
];
