/** The company's postal address as English writes it, line by line (the footer joins the lines with commas). */
export type Address = { street: string; city: string; region: string; postalCode: string; country: string };

export const addressLines = (a: Address): string[] => [a.street, `${a.city}, ${a.region} ${a.postalCode}`, a.country];
