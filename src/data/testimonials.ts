/** The 12 customer testimonials: shown on the home page, /who-we-help and /how-it-works. */
export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  /** Role and company. */
  position: string;
  /** 1 to 5; every testimonial we publish is a 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  avatarImage: string;
};

const t = (id: string, name: string, position: string, quote: string): Testimonial => ({
  id,
  name,
  position,
  quote,
  rating: 5,
  avatarImage: `/images/avatars/${id}.svg`,
});

export const testimonials: Testimonial[] = [
  t(
    'sofia-marquez',
    'Sofia Marquez',
    'Founder, Terra & Tide Apparel',
    'I filled in one profile on a Sunday night and had three term-sheet conversations by Wednesday. I used to spend weeks repeating the same story to every bank.',
  ),
  t(
    'james-whitaker',
    'James Whitaker',
    'CEO, Northline Logistics',
    'Our receivables were tying up cash for 75 days. Boundless AI matched us with a factoring partner that understood freight, and the gap closed within the month.',
  ),
  t(
    'amara-osei',
    'Amara Osei',
    'CFO, Brightpath Clinics',
    'The document vault alone saved my team hours. Every lender saw the same clean package, so the questions we got were about the deal, not missing paperwork.',
  ),
  t(
    'liam-chen',
    'Liam Chen',
    'Co-founder, Stackwise Software',
    'As a SaaS company without hard assets we assumed debt was off the table. The matching surfaced lenders who underwrite recurring revenue, and we extended our runway without new dilution.',
  ),
  t(
    'hannah-dubois',
    'Hannah Dubois',
    'Owner, Maison Dubois Bakery',
    'I am not a finance person. The guided application told me exactly what to upload and why, and an advisor answered my questions the same afternoon.',
  ),
  t(
    'marcus-reid',
    'Marcus Reid',
    'President, Reid Precision Manufacturing',
    'We needed equipment financing before a big contract started. Seeing offers side by side made it easy to pick the structure that matched our cash flow.',
  ),
  t(
    'priya-shah',
    'Priya Shah',
    'Managing Partner, Shah & Lowe Advisory',
    'I refer clients to Boundless AI because I can see where every application stands. It makes me look good and gets my clients answers quickly.',
  ),
  t(
    'diego-alvarez',
    'Diego Alvarez',
    'Founder, Alvarez Home Builders',
    'Construction cash flow is lumpy. A line of credit sized to our project schedule means we never miss payroll waiting on a draw.',
  ),
  t(
    'emily-larsen',
    'Emily Larsen',
    'COO, Fjord Outdoor Co.',
    'Before peak season we financed inventory through a lender we would never have found alone. Sell-through was our best ever.',
  ),
  t(
    'kwame-mensah',
    'Kwame Mensah',
    'CEO, Mensah Foods Distribution',
    'The funding readiness insights showed us what to fix before applying. Two months later we qualified for a much better rate.',
  ),
  t(
    'olivia-grant',
    'Olivia Grant',
    'Owner, Grant Dental Studio',
    'Expanding to a second location felt overwhelming. One application, clear options, and a real person from start to submit.',
  ),
  t(
    'noah-fischer',
    'Noah Fischer',
    'Founder, Fischer Cycle Works',
    'Our purchase orders outgrew our working capital. PO financing let us say yes to the largest retailer order in our history.',
  ),
];
