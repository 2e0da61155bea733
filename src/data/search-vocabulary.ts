/**
 * The chat search's vocabulary (lib/search.ts is the algorithm): words that carry no topic, the other names
 * people use for what the site calls something, and words the stemmer must leave whole. Lower case, no accents.
 */

// Words that carry no topic. Question words stay out too: "how", "what" and "when" match everything.
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again all also am an and any are as at be been before being below between both but by
  can could did do does doing done down during each either else even ever every few for from further get gets
  getting got had has have having he her here hers him his how i if in into is it its itself just let me
  might more most much must my myself no nor not now of off on once one only or other our ours out over own
  please really same shall she should so some such tell than that the their theirs them then there these they
  this those through to too under until up us very want was we were what when where which while who whom why
  will with would yes you your yours yourself boundless boundlessai im ive id ill youre youve dont doesnt didnt
  cant wont isnt arent whats hows wheres whos thats theres lets hi hello hey guys ok okay u ur pls plz thx
  need needs know like go going way thing things someone anyone anything something lot lots also ask asking`.split(
    /\s+/,
  ),
);

/**
 * Abbreviations, slang and other names for what the site calls something, mapped to the site's words.
 * Each expansion counts as one alternative of the word it came from, so it never outweighs the question.
 */
export const EXPANSIONS: Record<string, string> = {
  po: 'purchase order',
  pos: 'purchase order',
  mca: 'merchant cash advance',
  mcas: 'merchant cash advance',
  abl: 'asset based lending',
  loc: 'line credit',
  heloc: 'line credit',
  scf: 'supply chain financing',
  sba: 'sba',
  ar: 'receivables invoices',
  receivable: 'receivables invoices',
  receivables: 'receivables invoices',
  factoring: 'factoring invoice',
  factor: 'factoring factor',
  factorrate: 'factor rate merchant cash advance',
  ecommerce: 'ecommerce online',
  shopify: 'ecommerce online store',
  amazon: 'ecommerce online',
  saas: 'saas software',
  api: 'api integration',
  apis: 'api integration',
  price: 'cost',
  pricing: 'cost',
  charge: 'cost fee',
  fees: 'fee cost',
  expensive: 'cost',
  quick: 'fast',
  quickly: 'fast',
  speed: 'fast',
  asap: 'fast',
  urgent: 'fast urgent',
  urgently: 'fast urgent',
  secure: 'security safe',
  privacy: 'privacy data',
  encrypted: 'encryption',
  money: 'funding capital',
  cash: 'cash',
  dough: 'funding capital',
  funds: 'funding',
  borrow: 'loan borrow',
  loans: 'loan',
  lend: 'lender',
  lending: 'lending lender',
  bank: 'bank lender',
  banks: 'bank lender',
  startup: 'startup early',
  startups: 'startup early',
  canadian: 'canada',
  usa: 'united states',
  american: 'united states',
  stateside: 'united states',
  province: 'canada',
  provinces: 'canada',
  state: 'united states',
  states: 'united states',
  ...Object.fromEntries(
    'quebec ontario alberta bc columbia manitoba saskatchewan nova scotia brunswick newfoundland labrador pei yukon nunavut montreal vancouver calgary edmonton ottawa winnipeg halifax'
      .split(' ')
      .map((w) => [w, 'canada']),
  ),
  ...Object.fromEntries(
    'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada hampshire jersey mexico york carolina dakota ohio oklahoma oregon pennsylvania rhode tennessee texas utah vermont virginia washington wisconsin wyoming chicago miami houston dallas seattle boston atlanta'
      .split(' ')
      .map((w) => [w, 'united states']),
  ),
  stock: 'inventory',
  papers: 'documents paperwork',
  docs: 'documents',
  factory: 'supplier',
  retailer: 'retail customer',
  inside: 'embedded',
  ...Object.fromEntries(
    'winter summer spring fall autumn offseason slow january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'
      .split(' ')
      .map((w) => [w, 'seasonal']),
  ),
  merch: 'inventory',
  wc: 'working capital',
  payroll: 'cash flow payroll',
  cashflow: 'cash flow',
  equip: 'equipment',
  machinery: 'equipment',
  machines: 'equipment',
  truck: 'equipment transportation',
  trucks: 'equipment transportation',
  trucking: 'transportation',
  freight: 'transportation logistics',
  restaurant: 'restaurant seasonal',
  bakery: 'restaurant retail',
  cafe: 'restaurant retail',
  store: 'retail store',
  shop: 'retail store',
  christmas: 'holiday seasonal',
  holidays: 'holiday seasonal',
  bfcm: 'holiday seasonal',
  apr: 'apr cost',
  calc: 'calculator',
  estimate: 'calculator estimate',
  repayment: 'payment',
  repayments: 'payment',
  install: 'payment',
  prequal: 'prequalify',
  preapproval: 'prequalify',
  preapproved: 'prequalify',
  eligible: 'eligible qualify',
  qualify: 'qualify eligible',
  broker: 'marketplace broker',
  brokers: 'marketplace broker',
  referral: 'referral refer',
  refer: 'referral refer',
  affiliate: 'referral partner',
  commission: 'commission referral',
  integrate: 'api integration',
  embed: 'api embedded',
  acquisition: 'acquisition buy',
  acquire: 'acquisition',
  contractor: 'construction',
  subcontractor: 'construction',
  ebitda: 'ebitda earnings',
  bookkeeping: 'accounting books',
  scam: 'legit legitimate trust',
  legit: 'legit legitimate trust',
};

// Words whose suffix-stripped form means something else: "accounting" (books) is not an "account" (login, bank).
// "factoring" (selling invoices) is not the "factor" of an advance's factor rate.
export const STEM_EXCEPTIONS: Record<string, string> = {
  accounting: 'accounting',
  accountant: 'accounting',
  accountants: 'accounting',
  factoring: 'factoring',
};
