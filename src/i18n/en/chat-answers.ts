// cspell:words d’accès
/**
 * The chat's written answers, by the ids of src/data/chat-answers.ts: the French twin is `fr/chat-answers.ts`.
 * Figures come in already formatted for the language (`ChatFigures`), never typed here.
 */
import type { HoursZone } from '~/data/chat-answers';
import { AIRWALLEX_OFFER, HIGHBEAM_OFFER } from '~/data/partners';
import { ACCESSIBILITY_STANDARD, FEEDBACK_FORMATS } from '~/data/accessibility';
import { orList, type Capped, type ChatAnswerTexts } from '../chat-answer-types';
import { accessibility, feedbackReply } from './accessibility';

/** Each product as a noun in a sentence, and the marketplace as a whole. */
const NOUNS: Record<Capped, string> = {
  'merchant-cash-advance': 'a merchant cash advance',
  'asset-based-lending': 'asset-based lending',
  'term-loans': 'a term loan',
  'po-financing': 'PO financing',
  'inventory-financing': 'inventory financing',
  'supply-chain-financing': 'supply chain financing',
  all: 'our marketplace',
};

const ZONES: Record<HoursZone, string> = {
  'America/Halifax': 'Atlantic',
  'America/Winnipeg': 'Central',
  'America/Edmonton': 'Mountain',
  'America/Vancouver': 'Pacific',
};

/** Said by the answers on products and on calculators, as either may be asked how much one could borrow. */
const NO_BORROWING_TOOL =
  'No tool on our site says how much you could borrow: each lender decides the amount, and the 60-second pre-qualification shows which products fit.';
/** Said by the answers on privacy and on where data is kept, as either may be asked whether data is safe. */
const PROTECTED =
  'Your documents and data are protected with 256-bit encryption, and we share your information only with the lenders you choose.';
/** The Privacy Policy's California section, in the privacy answer and the data location answer. */
const CALIFORNIA =
  'In California, the California Consumer Privacy Act (CCPA) also lets you ask which categories and pieces of personal information we collected about you, where they came from, why we collected them and which categories of third parties we shared them with, and ask us to delete what we collected from you, yourself or through an authorized agent; we do not sell personal information and will not treat you differently for using these rights.';

export const chatAnswers: ChatAnswerTexts = {
  hour: (h) => `${h % 12 || 12} ${h < 12 ? 'AM' : 'PM'}`,
  zoneHours: (open, close, zone) => `${open} to ${close} ${ZONES[zone]}`,
  answers: {
    about: (f) =>
      `Boundless AI is a funding marketplace founded in ${f.city} in ${f.year}. One free business profile connects small and mid-size businesses in Canada and the United States with ${f.lenders} verified lenders, and more than ${f.funded} businesses have been funded. We are not a lender: the lenders you choose make the offers. We are based in ${f.city}: our office is at ${f.office}. Our site does not say where the company is incorporated or registered; our Terms of Service are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there.`,
    'not-lender': (f) =>
      `No, Boundless AI is not a lender, a bank or a financial adviser, and we do not make credit decisions. We are a marketplace: each lender reviews your profile, decides itself whether to approve your application and sets its own terms, and any loan agreement is between your business and that lender. You can always apply to a lender directly; that reaches one lender, where one free profile with us reaches the matched lenders you choose among our ${f.lenders}, banks, credit unions and alternative lenders, and you compare their offers side by side. Completed applications on our platform were approved ${f.successMultiple} as applying to a single lender (platform data, ${f.asOf}).`,
    fees: () =>
      'Creating a profile, applying and comparing offers is free for businesses. We may earn a commission or referral fee when financing is arranged, paid by the lender or by you; any fee to you is shown before you accept an offer. Our site does not publish the amount or percentage of that commission or fee, nor whether it affects a lender’s rate or the order offers appear in: you choose which matched lenders see your profile, each lender sets its own rates, and you compare their offers side by side before you accept one.',
    'how-it-works': (f) =>
      `It takes four steps: complete one free business profile, let our AI analyze it and match you with suitable lenders, connect with the lenders you choose, then compare offers side by side and accept the one that fits. ${f.analysis}`,
    lenders: (f) =>
      `Our network has ${f.lenders} verified lenders and capital providers across Canada and the United States: banks, credit unions and alternative lenders. Among them, as on our home page: ${f.lenderNames}. Your profile goes only to the matched lenders you choose, and which of them fit your business shows once your profile is complete. Our site names no other lenders: whether a given lender is in the network, a person on our team can tell you.`,
    founders: (f) =>
      `Boundless AI was founded in ${f.city} in ${f.year} by ${f.founders}, and it is based there: our office is at ${f.office}. The About Us page has their story; our site does not say how large the team is or how many employees it has.`,
    regions: (f) =>
      `We work with businesses incorporated in Canada, Quebec included, or in the United States. Everything happens online, so you can apply from anywhere in both countries. In the United States, the pre-qualification lists the ${f.usStates} states and the ${f.usDistrict}; US territories such as Puerto Rico or Guam are not on that list, and a person on our team can tell you whether a business there fits. What our Terms of Service ask is about the business and the person applying, not where the owners live: the business must be incorporated in Canada or the United States and in good standing, and you must be of the age of majority where you live and have the authority to act for it. Our Terms set no condition on the owners’ citizenship or residence; each lender applies its own criteria and may verify who the owners are.`,
    success: (f) =>
      `More than ${f.funded} businesses have closed financing through our marketplace, from merchant cash advances to term loans and asset-based revolvers; the home page and the blog tell some of their stories. Our six published success stories, each closed through our marketplace and told in a case study: ${f.stories}. Venture debt, as in the software company’s story, is among the options Who We Help lists for SaaS companies. ${f.approval} of completed applications received at least one lender approval (platform data, ${f.asOf}): that is the approval rate, the share of completed applications with at least one lender’s approval. Our success-rate figure compares: completed applications on our platform were approved ${f.successMultiple} as applying to a single lender. The ${f.capital} in capital requests on our home page is the total amount businesses have asked for through the platform since ${f.year}, in US dollars (platform data, ${f.asOf}): amounts requested, not amounts lent. Our site does not break these figures down by province, state or industry. Each lender still decides, and every case is different.`,
    products: (f) =>
      `Lenders on our marketplace fund from a minimum of ${f.rangeMin} up to a maximum of ${f.rangeMax}, across six products: merchant cash advances (from ${f.mcaMin} up to ${f.mcaMax}), asset-based lending, term loans (${f.termYears}), PO financing (up to ${f.poMax}), inventory financing and supply chain financing. Which one fits depends on the need: a term loan suits an investment with a clear payback, such as equipment, a renovation, a new location or an acquisition; inventory financing, stock bought ahead of a busy season; PO financing, a confirmed customer order for goods you resell; a merchant cash advance, a quick need for cash when your card or online sales are steady. ${NO_BORROWING_TOOL} Payroll, rent for your premises and the other costs of running the business are business needs: our guides say a line of credit, which lenders on our marketplace also offer, suits short gaps such as payroll or rent in a slow month.`,
    speed: (f) =>
      `Once your profile is complete, our AI shows matching options in minutes. How fast money arrives depends on the product and the lender: a merchant cash advance can be approved in ${f.mcaHours}, while term loans and SBA loans take longer because lenders review more documents. How much you can get is each lender’s decision, within our marketplace’s range of ${f.rangeMin} to ${f.rangeMax}; a merchant cash advance goes up to ${f.mcaMax}.`,
    mca: (f) =>
      `A merchant cash advance gives you a lump sum for a share of your future card or online sales: from ${f.mcaMin} up to a maximum of ${f.mcaMax}, with approval typically in ${f.mcaHours} once your file is complete. It is repaid by a percentage of sales or a fixed daily or weekly debit, and usually costs more than a loan. What it costs you is set by the lender’s factor rate, not an interest rate, and is written in its offer. Our Merchant Cash Advance page works through one example, an illustration rather than a quote: ${f.mcaExample}, repaid by a fixed debit every business day. ${f.mcaExampleCost} That cost is the lender’s, apart from any fee of ours, which is shown before you accept an offer. If you already have one, our guide warns that stacking a second advance on top is one of the most common paths to a cash crunch, and that a new advance offered before the first is repaid often pays off the old balance, so you pay the factor cost again on money you already had. Replacing several expensive short-term debts with one predictable payment is what a term loan is often used for; whether a lender refinances your advance is its own decision.`,
    abl: (f) =>
      `Asset-based lending is a revolving facility sized by your receivables, inventory and equipment, and it is made for mid-size companies rather than small ones: facilities typically start around ${f.ablMin}, with about ${f.ablCollateral} in qualified collateral. The lender sets the borrowing base by applying an advance rate to each kind of eligible collateral: in our guide’s example, ${f.ablAdvanceReceivables} of eligible receivables and ${f.ablAdvanceInventory} of eligible inventory; receivables usually earn the highest rate, and each lender sets its own. It is often cheaper than unsecured options. Setting up asset-based lending usually takes several weeks, as our guide says, while the lender reviews your books and collateral, with field exams and inventory appraisals as extra costs; in our distributor case study, the field exam and appraisal took a few weeks and the whole process, from profile to funding, roughly two months. If your receivables are most of what you would borrow against, our factoring guide says factoring usually fits a young or fast-growing business whose customers are creditworthy but slow to pay, and borrowing against invoices fits an established one with a few years of clean financials. For a smaller amount, a term loan, inventory financing or a merchant cash advance may fit; the 60-second pre-qualification shows which.`,
    term: (f) =>
      `A term loan is a fixed amount repaid on a set schedule over ${f.termYears}, with predictable monthly payments, for a new location, equipment, an acquisition or refinancing. Rates are fixed or variable depending on the lender. Those ${f.termYears} are for term loans through our marketplace; an SBA loan, which we also match businesses with, is a different product with terms of its own: our SBA guide gives 7(a) terms of generally up to ${f.sbaYears}, or ${f.sbaRealEstateYears} for real estate.`,
    po: (f) =>
      `Purchase-order financing pays your supplier so you can deliver a large order, and is repaid when your customer pays: up to ${f.poMax} per facility, ${f.poDays} average terms, with approval based largely on your customer’s credit. As our PO financing guide says, it suits distributors, wholesalers, importers and resellers of finished goods, and rarely works for services or for custom manufacturing where you do significant work on the goods yourself. Our site does not say how long a facility takes to set up: each lender decides. Supply chain financing is different: a large buyer sets it up so that its suppliers are paid early on invoices it has approved, after delivery.`,
    inventory: (f) =>
      `Inventory financing uses the stock you buy as collateral, so you can order ahead of your busy season and repay as it sells, through a revolving line or a one-off loan. Setting it up can take a few weeks, particularly if an appraisal or a field exam is needed, as our inventory financing guide says, so arrange it well before your busy season. Our site gives no typical term for it: that is set in each offer. Our Inventory Financing page says it suits ${f.inventorySuits}, and not ${f.inventoryNotFor}. It is not supply chain financing, where a large buyer has a financier pay its suppliers early on invoices it has approved: inventory financing lends against your own stock.`,
    scf: () =>
      'Supply chain financing is one of the products the lenders of our marketplace offer. With it, a financier pays your suppliers early at a small discount while you pay on your usual terms: suppliers get cash sooner and your working capital stays free. It is priced on the buyer’s credit strength. Also called supplier finance or reverse factoring, it is buyer-led: a buyer, usually a larger company, sets up the program with a bank or finance platform and invites its suppliers, who choose whether to be paid early once the buyer approves an invoice. Unlike factoring, the funder relies on the buyer’s promise to pay, not on the supplier’s credit. It also differs from purchase-order financing, which pays your own supplier before you deliver a confirmed order and is repaid when your customer pays: supply chain financing pays a supplier early on an invoice its buyer has already approved. The difference from inventory financing: that lends against the stock you hold and is repaid as it sells.',
    eligibility: (f) =>
      `We work with small and mid-size businesses incorporated in Canada or the United States. Our Who We Help page names these industries: ${f.industries}; among other industries, it lists ${f.otherIndustries}. Lenders look at time in business, monthly revenue, credit and collateral; our ${f.lenders} lenders cover early-stage companies through to established firms. Our product pages cite typical figures for the market, not our lenders’ own criteria: for a term loan, banks often want ${f.termAgeBanks} in business and online lenders ${f.termAgeOnline}, with revenue of ${f.termRevenue}; for a merchant cash advance, ${f.mcaAge} in business and ${f.mcaRevenue} in sales. Each lender sets its own. Our Terms of Service ask that the business be incorporated in Canada or the United States and that you be of the age of majority where you live; they set no condition on where the owners live. If your industry is not named here, our site does not say whether lenders fund it: each lender decides, and a person on our team can tell you more.`,
    'sole-proprietor': () =>
      'Only incorporated businesses can apply: our lenders finance companies incorporated in Canada or the United States, not sole proprietorships or personal borrowing. If you incorporate, you can then create a profile.',
    startup: (f) =>
      `Lenders look at time in business and monthly revenue, so a young company, or one with no revenue yet, has fewer options: as our product pages cite for the market, online lenders typically ask for ${f.termAgeOnline} in business and banks often want ${f.termAgeBanks}, though each lender sets its own. Some products lean on other strengths, such as PO financing on your customer’s credit; it needs a confirmed purchase order for finished goods you resell, and rarely works for services or software, so a letter of intent is not enough. For a venture-backed SaaS company, venture debt is among the options Who We Help lists. The 60-second pre-qualification shows which products fit, without a credit check.`,
    credit: (f) =>
      `Lenders look at more than a credit score: revenue, cash flow, time in business and collateral count too, and a merchant cash advance leans on your sales. Our product pages cite typical figures for the market, not our lenders’ own criteria: a personal credit score of ${f.termCredit} for a term loan and ${f.mcaCredit} for a merchant cash advance; each lender sets its own minimum. Checking your options with our pre-qualification involves no credit check, so it does not affect your credit score. The lenders you choose may check your credit when they review your application, and each decides; as our guide to financing options notes, applying to lenders one by one can add several credit inquiries. Our Terms also say we may calculate an internal score from your information to match your business with lenders: they call it an internal tool, not a credit score, and you cannot see it; each lender reviews your profile and makes its own credit decision. Our site does not say how lenders view a past bankruptcy: each lender decides, and a person on our team can tell you more.`,
    rates: (f) =>
      `I can’t promise an approval or quote a rate: each lender sets its own rates and makes its own decision after reviewing your profile. Sharing one complete profile with several matched lenders gives you offers to compare. Our approval rate is a figure for the whole platform, not a prediction for your business: ${f.approval} of completed applications received at least one lender approval (platform data, ${f.asOf}).`,
    documents: (f) =>
      `You fill in one business profile and upload your documents once; they are shared only with the lenders you choose. What every lender asks for: ${f.documentsCommon}. Each product adds its own, such as ${f.termDocuments} for a term loan, with interim statements for the year to date; the pre-qualification’s results list them for each product. A business plan or projections are asked for depending on the request, as our guide to preparing an application says: a new business should expect lenders to give more weight to a solid business plan, and SBA lenders ask for one. Lenders give more weight to statements prepared, reviewed or audited by an accountant than to a spreadsheet export, especially for larger requests. Our guide to preparing an application adds your business numbers: the CRA Business Number and, in Quebec, the Quebec enterprise number (NEQ), or the EIN in the US. It also says to be current on payroll remittances and sales tax (GST/HST, plus QST in Quebec): arrears with the CRA, Revenu Québec or the IRS can quickly end an application, because government claims can rank ahead of the lender, and our guide to business credit says to set up a formal payment arrangement if you fall behind.`,
    privacy: (f) =>
      `${PROTECTED} We keep personal information only as long as we need it, and the Privacy Policy gives the periods for what reaches us through the website, counted from the day we receive it: contact form messages and partnership inquiries, ${f.keepLeads}; pre-qualification answers, ${f.keepPrequal}; conversations with this chat, ${f.keepChats} from the first message. If you close your account, we delete or anonymize your profile within a reasonable time, except what the law requires us to keep. If you link your bank, accounting software or payment processor to your profile, you authorize us to access and store the information that provider makes available, and you can disconnect it at any time; our site does not say whether your bank login itself is kept. You can write to ${f.privacyEmail} to see, correct or erase it; most profile information can also be reviewed and updated directly in your account. Access to your personal information is free of charge; a reasonable fee may apply to transcribing, reproducing or sending it, such as a copy, and we tell you the amount first so that you can decide whether to go ahead. We ask for a government-issued identification number, such as a SIN or an SSN, only when a lender or the law requires us to verify who you are, and we get your express consent before we process it; lenders also often check the owners’ personal credit, even for a business loan. We never send your application to a lender you have not selected. Within Boundless AI, our site does not say which employees can see your file; the Privacy Policy says we keep a log of our staff’s access to your information. Beyond those lenders, we disclose information only to service providers who host our systems, verify identity, process documents or send e-mail for us; to the referral partner who introduced you, if any, limited to your application’s status; when the law requires it; or in a business transaction such as a merger, kept under protection at least as strict. Some of those service providers are located outside your province, state or country, including in Canada and the United States, so your information may be processed there. ${CALIFORNIA}`,
    withdraw: () =>
      'You may withdraw a request at any time before you accept an offer, by contacting us or from your account. It stops your application going to further lenders, but cannot recall what a lender already received. Creating a profile and exploring your options are free for businesses, and our Terms set no fee for withdrawing a request. Once you have signed an agreement with a lender, canceling it is governed by that agreement.',
    'sign-in': (f) =>
      `If you already have an account, sign in to the Boundless AI app to continue your application and see your offers. The Sign In button is the link at the top of every page. If you forgot your password or still can’t sign in, e-mail ${f.email} or ask here for a person. Your account is personal to you: our Terms don’t allow sharing your login details with anyone, your accountant included, and ask you to tell us right away if you think someone used your account. To change a detail of your profile, such as an e-mail address, the Privacy Policy says most profile information can be reviewed and updated directly in your account, and you can ask us to correct what is inaccurate.`,
    'sign-up': () =>
      'Creating an account is free: choose Create Free Account at the top of any page, open a business user account on behalf of your business (as an owner, officer, employee or authorized agent) and fill in one business profile. An agent the business authorizes, such as its accountant or bookkeeper, may create the account for it; whoever creates it confirms they have the authority to bind the business to our Terms, which do not allow applying for a business you are not authorized to represent, or sharing your login details. We may verify your identity and your business’s before your application goes to lenders.',
    'application-status': () =>
      'To check your application’s status and see any offers, sign in to your account. Each lender reviews your profile and makes its own decision, so we cannot tell you a lender’s decision; lenders you selected may also contact you directly. A person on our team can check what they can for you.',
    nonprofit: () =>
      'Our lenders finance businesses incorporated in Canada or the United States, for commercial purposes. Whether a lender funds a non-profit organization or a charity is its own decision; a person on our team can tell you whether your organization fits before you create a profile.',
    prepayment: () =>
      'Paying off early, and any prepayment fee, is set by the lender: its fees, interest and charges are written in its offer and agreement. Read that section before you accept an offer, and compare offers on it.',
    'data-location': (f) =>
      `${PROTECTED} Some of our service providers, who host our systems among other things, are located outside your province, state or country, including in Canada and the United States, so your information may be processed in those places and be accessible to their authorities. You can ask to see or correct it, withdraw your consent and, in Quebec, get the information you gave us in a structured, common format, or have it destroyed or anonymized, except what the law requires us to keep. Our Privacy Policy does not name Quebec’s Law 25, and our site makes no statement of compliance with it. For any of these, write to our privacy officer at ${f.privacyEmail}, who answers within 30 days. Access to your personal information is free of charge; a reasonable fee may apply to transcribing, reproducing or sending it, such as a copy, and we tell you the amount first so that you can decide whether to go ahead. If you close your account, we delete or anonymize your profile within a reasonable time, except what the law requires us to keep; what a lender you selected already received is held under its own privacy policy. ${CALIFORNIA} If you are not satisfied, you may contact the privacy regulator where you live (in Quebec, the Commission d’accès à l’information).`,
    language: () =>
      'The site and this chat work in English and in French, and our Terms are published in both languages, equally authoritative. We serve businesses incorporated anywhere in Canada, Quebec included, or in the United States. Switch language with the link at the top of every page; you can write to us in either. Our site does not say whether the Boundless AI app, where you create your account and apply, is offered in French, and it publishes no phone line in French; nor does it say which lenders work in French or write their agreements in French: a person on our team can tell you.',
    regulation: (f) =>
      `Boundless AI is a marketplace, not a lender, a bank or a financial adviser: we do not lend or make credit decisions. Each lender on our network makes its own decision and sets its own terms, and any loan agreement is between your business and that lender. Our Terms of Service say what we do. Our site does not say which regulator, if any, oversees Boundless AI: a person on our team can answer that. If you have a concern about our service, contact us first: our Terms say we aim to address every complaint within ${f.complaintDays} business days, though a resolution in that time is not guaranteed. A dispute about a loan, its terms or its repayment is between you and the lender: raise it with the lender directly.`,
    prequalify: () =>
      'Our 60-second pre-qualification has no credit check: answer a few questions about your business (where it is, time in business, monthly revenue, amount) and see which of the six products fit. It is not an approval; each lender decides.',
    calculators: () =>
      `Our Term Loan Calculator estimates the monthly payment, total interest and schedule, and the Merchant Cash Advance Cost Calculator shows the payback and an approximate APR. Results are estimates: each lender sets its own terms. ${NO_BORROWING_TOOL}`,
    partners: (f) =>
      `We have three partner programs: lenders who join our network, referral partners who refer clients and earn commissions, and API partners who embed financing in their product. The Partner With Us page compares them. We also partner with platforms, among them ${f.platformPartners}; each partnership is described in an article on our blog. Through the ${AIRWALLEX_OFFER.name} partnership, its customers in Canada and the US can reach our ${f.lenders} verified lenders with one profile and one guided application, for funding from ${f.rangeMin} to ${f.rangeMax}, free for businesses; through the ${HIGHBEAM_OFFER.name} partnership (${HIGHBEAM_OFFER.name} provides banking and capital for e-commerce and consumer brands), its customers can reach our marketplace, and brands that join ${HIGHBEAM_OFFER.name} through Boundless AI get ${HIGHBEAM_OFFER.freeMonths} free months of its plan; its article does not say whether that offer is open to businesses in Canada, which a person on our team can tell you.`,
    'lender-join': () =>
      'Lenders can join our network to meet vetted, application-ready businesses matched by AI: qualified deal flow and better diligence. The Lenders page has a form to join. As our Terms say, we may earn a commission or referral fee when financing is arranged, which may be charged to the lender; what it comes to for your institution is for our partnerships team to say. Our site does not publish what deal flow a lender can expect; the team can tell you.',
    referral: () =>
      'Accounting firms, CFOs, software companies, consultants and agencies can refer clients, track every referral in real time and earn competitive commissions, on every funded deal they refer. Our site does not publish the commission rate or a minimum number of referrals: the meeting you book from the Referral Partners page covers how commissions work. Each client has its own business profile: you share a link or introduce the client by email, and the profile is created by the business, through an owner, officer, employee or an agent it authorizes (its bookkeeper, for example), who chooses the lenders who see it; you see where every referral stands, from profile created to funds received. Whoever creates the profile confirms they may bind the business to our Terms, and any loan agreement is between the client’s business and the lender it chooses. Your own business can apply too, like any incorporated business, with a profile of its own. Our site names no program for brokers, mortgage brokers included: whether referring clients is open to a broker is for our partnerships team to decide. The Referral Partners page has the form to book it.',
    apis: () =>
      'Our API lets platforms embed financing in their own product (RESTful endpoints, real-time processing, enterprise security), set up in three steps. On security, the APIs page names 256-bit encryption, scoped credentials and consent-based data sharing; it names no certification or audit, which our team can answer. Setup: we agree on your use case, your users and the experience you want, then issue sandbox credentials. Integration: you connect to our documented endpoints and test every flow in the sandbox with our engineers on hand; matches and application status changes reach your product through webhooks or polling. Launch: you go live, follow conversion and funding results, and tune the experience with our team. To start and get sandbox access, book a meeting from the APIs page. The page publishes no price for the API, no rate limits and no typical time to go live, and does not say whether the documentation is public: ask about those in that meeting.',
    blog: (f) =>
      `Our blog has plain-language guides, case studies and market insights on business financing, in English and French. Its guides cover writing a business plan, preparing a loan application, how lenders evaluate a business, building business credit, loans versus lines of credit, cash flow in a seasonal business, SBA loans, and each product we offer; press releases have a tab of their own. Our newsletter sends funding guides, market insights and Boundless AI news by e-mail. To subscribe, enter your e-mail address in the form “Get funding insights in your inbox” at the bottom of every page of the site, then choose Subscribe; you can unsubscribe at any time with the link in every e-mail. You can subscribe in English or in French, from a page in either language; the welcome e-mail comes in that language. If the form says it failed, try again in a moment or in another browser, then e-mail ${f.email}.`,
    hours: (f) =>
      `Our team works ${f.hours}, not on weekends: that is ${f.hoursElsewhere} Time. E-mail ${f.email} any time and we reply within ${f.replyHours} hours on business days; the app is open 24/7, and this chat answers right away.`,
    contact: (f) =>
      `You can e-mail ${f.email} or send a message with the Contact Us page’s form, and we reply within ${f.replyHours} hours on business days; you can also book a call with a funding specialist from that page, or ask here for a person. We publish no phone number: to talk with someone, book that call. Once the form is sent, the page says “${f.formReceived}”; if you have had no reply within ${f.replyHours} hours on business days, check your spam folder, then e-mail us. The form’s inquiry types are ${f.inquiryTypes}: journalists asking for an interview or for material choose “${f.pressInquiry}”, as our site has no press kit; our blog’s Press Releases tab lists our announcements, and our published figures are more than ${f.funded} businesses funded and ${f.capital} in capital requests (platform data, ${f.asOf}). Our hours are ${f.hours}, and our office, the only one our site lists, is at ${f.office}.`,
    'referral-privacy': () =>
      'Your client knows: you share a link or introduce them by email, then they create their own profile and choose the lenders who see it. Their documents and financial details go only to those lenders, not to you: a referral partner sees the status of the application, from profile created to funds received, as our Privacy Policy says. The Referral Partners page has a form to book a meeting on how referrals work.',
    commission: () =>
      'Lenders set their own rates; we do not. When financing is arranged, we may earn a commission or referral fee, paid by the lender or by you: a fee charged to you is shown before you accept an offer, and the lender’s interest, fees and charges are written in its offer and agreement. How a lender prices its offers is its own decision, so I can’t tell you what goes into a given rate; what you can do is compare the full cost of offers from several lenders side by side before you accept.',
    urgent: (f) =>
      `I can’t promise money by a given day: each lender decides and sets its own timing. What usually goes fastest is a merchant cash advance, which can be approved in ${f.mcaHours} once the file is complete; term loans and SBA loans take longer. To save time, check which products fit with the 60-second pre-qualification (no credit check), then complete your profile with recent bank statements at hand. If you have a hard deadline, tell a person on our team.`,
    compare: (f) =>
      `To compare two products, look at four things: the total cost (rate or factor, fees, and the APR they come to), the term and how it is repaid, how fast it funds, and what it relies on (your sales, receivables, stock, a customer’s order or your credit). As a rule, a merchant cash advance funds fastest (approval typically in ${f.mcaHours}) but usually costs more than a loan; a term loan (${f.termYears}) has predictable payments; asset-based lending is often cheaper but needs collateral; revenue-based financing, a lump sum repaid as a fixed share of monthly revenue, usually costs less than an advance but more than a loan; a line of credit charges interest only on what you draw. For stock and orders: inventory financing uses the stock you buy as collateral and is repaid as it sells; purchase-order financing pays your supplier so you can deliver a confirmed customer order (up to ${f.poMax}) and is repaid when that customer pays; supply chain financing is set up by a large buyer so that its suppliers are paid early on invoices it has approved. The Financial Products page sets the six side by side, and our calculators estimate a loan’s payments and an advance’s cost. Which is cheaper for you depends on the offers you get, so one profile lets you compare real offers.`,
    'site-problem': (f) =>
      `Sorry about that. If, once you sent a form, the page said your message was received (the Contact Us form says “${f.formReceived}”), it reached us: we reply within ${f.replyHours} hours on business days, so if you have had no reply by then, check your spam folder, then e-mail ${f.email}. If a form won’t send, try reloading the page or another browser, and check that every required field is filled in. If it still won’t send, you can’t sign in to the app or a page shows an error, e-mail ${f.email} with what you were doing and the message you saw, or ask here for a person.`,
    grants: () =>
      'Boundless AI does not offer or find government grants or subsidies: we match incorporated businesses with lenders, for financing that is repaid. Grants and subsidies are run by federal, provincial or state governments and their agencies, and you apply to them directly; I can’t tell you which ones your business qualifies for. Government-backed loans are different: an SBA loan in the US, or a loan under the Canada Small Business Financing Program, is made by a lender. The Financial Products page shows the financing our lenders offer.',
    equity: () =>
      'We don’t raise equity or introduce investors or venture capital funds: our marketplace matches businesses with lenders, so what you get is financing you repay, without selling shares. For venture-backed companies, some lenders offer venture debt, which can extend your runway between rounds without new dilution (deals often include warrants); Who We Help lists it among the options for SaaS companies. Each lender decides.',
    'terms-of-service': (f) =>
      `Our Terms of Service are the rules for using the Boundless AI site and app: your business user account, what we do as a marketplace (not a lender), fees, canceling a request, privacy, disputes (we aim to address every complaint within ${f.complaintDays} business days) and liability. They are published in English and French, equally authoritative, on the Terms of Service page. They are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, and the courts of Ontario have jurisdiction over a dispute that is not resolved informally. A loan’s own terms, such as its rate, length and fees, are set by each lender in its offer and agreement.`,
    'personal-guarantee': () =>
      'Often, yes. For a small business, most lenders ask the owners for a personal guarantee, and they check the owners’ personal credit too. Even without hard collateral, as with a merchant cash advance, a personal guarantee is common; unsecured lines of credit usually come with one, and SBA loans make them standard for the main owners. A strong business credit file can reduce how much lenders rely on your guarantee. Whether an offer requires one is written in that lender’s offer, so compare offers on it before you accept; How Lenders Evaluate Your Business explains why they ask.',
    factoring: (f) =>
      `With invoice factoring, you sell unpaid invoices to a factoring company: the factor verifies each invoice and advances most of its value (${f.factoringAdvance} in our guide’s example), usually within a day or two, holds the rest as a reserve, collects from your customer, then pays you the reserve minus its fee. Your customers are usually told to pay the factor. The advance rate, the fee and how it is charged, recourse, minimum volumes and set-up fees differ from one factor to another, and so does the time to set up a facility, so compare offers on all of them. With recourse, the most common kind for small businesses, you buy back or replace an invoice your customer does not pay within an agreed period; without recourse, the factor absorbs the loss if the customer cannot pay because of insolvency, for higher fees, and usually not if the customer disputes the invoice. Factoring suits firms whose customers are creditworthy but slow to pay. Our guide says it usually fits a young or fast-growing business, one that wants to hand off collections, or one whose credit history would limit a bank line; borrowing against invoices instead usually fits an established firm with a few years of clean financials and costs less, and with inventory added to that borrowing base it becomes asset-based lending, for mid-size companies: facilities typically start around ${f.ablMin}. It is not one of our six product pages, but we match businesses with factoring companies and receivables lenders; the guide works through the numbers. Who We Help lists freight factoring for transportation companies, and one of our case studies follows a freight carrier that closed a factoring facility through our marketplace while its shippers took months to pay.`,
    'spot-factoring': (f) =>
      `Yes, that exists: spot factoring lets you factor selected invoices rather than your whole ledger, so you can pick the invoice you need cash for. The factor verifies the invoice and advances most of its value (${f.factoringAdvance} in our guide’s example), then pays you the rest, minus its fee, once your customer pays. It leans on your customer’s credit, and invoices that are long overdue or disputed are often treated as ineligible, so ask each factor about yours. Each factor decides; our guide compares factoring with invoice financing, and a person on our team can tell you which lenders fit.`,
    'factoring-vs-lending': (f) =>
      `Both turn unpaid invoices into cash, in different ways. Factoring sells your invoices: the factor advances most of each one, collects from your customers (who usually know) and releases the rest minus its fee; it suits younger or fast-growing firms whose customers are creditworthy but slow to pay. Invoice financing or a line of credit borrows against them instead: you keep collecting, customers usually don’t know, you pay interest only on what you draw, and it is often cheaper for established firms with a few years of clean financials. Asset-based lending is that kind of borrowing base with inventory and equipment added, for mid-size companies: facilities typically start around ${f.ablMin}. To compare, run a typical month of invoices through each offer and compare the total cost in dollars.`,
    'loan-vs-line': (f) =>
      `Lenders on our marketplace offer both, and they do different jobs. A term loan gives you a lump sum up front, repaid in fixed installments, usually monthly, over ${f.termYears} through our lenders; you pay interest on the full amount from day one, often at a fixed rate. It fits a one-time investment with a long payback: equipment, expansion, an acquisition or refinancing. A line of credit gives you a limit you draw on when you need it; you pay interest only on what you have drawn, usually at a variable rate, and it is reviewed each year. It fits short, recurring gaps: slow seasons, slow-paying customers, stock top-ups. Compare the total cost for how you will actually use the money, not the headline rate; many businesses hold both. Our site publishes no maximum for a line of credit: the lender approves your limit from your revenue, credit and collateral; secured lines generally get larger limits than unsecured ones, and for larger companies an asset-based revolver, sized by receivables and inventory, typically starts around ${f.ablMin}.`,
    equipment: (f) =>
      `Equipment financing is a loan or a lease secured by the equipment itself, with a term matched to its useful life: because the machine or vehicle is the collateral, approval can be easier than for an unsecured loan of the same size. Through our marketplace, equipment is often financed with a term loan (${f.termYears}, fixed payments), where the lender can take the asset as collateral. Our site doesn’t compare leasing with buying in detail, and doesn’t say which lenders finance used equipment or how much they ask you to put down: each lender decides. One profile with the equipment quote lets you compare offers, and a person on our team can tell you which lenders fit.`,
    'bank-statements': (f) =>
      `Most lenders ask for ${f.statementMonths} of business bank statements, sometimes more. They check that deposits roughly match the revenue you report, look at your average balance, and count overdrafts or returned payments. For a merchant cash advance, lenders also look at your card processing statements for the last few months. Upload your most recent statements once with your profile; each lender says if it needs more.`,
    sba: (f) =>
      `An SBA loan is made by an approved lender (a bank, a credit union or a non-bank lender), not by the government: the US Small Business Administration guarantees part of it, which often brings longer terms and smaller down payments, in exchange for more paperwork, personal guarantees from the main owners and several weeks to a few months before funding. The largest loan the most common program, 7(a), allows is ${f.sbaMax}, and the SBA portion of a 504 loan generally goes up to the same amount, as our SBA guide shows. An SBA loan’s terms are longer than the ${f.termYears} of a term loan through our marketplace: our SBA guide gives 7(a) terms of generally up to ${f.sbaYears} for working capital and equipment, and up to ${f.sbaRealEstateYears} for real estate. The business must be organized in the US and meet the SBA’s ownership rules, which the lender confirms: as our SBA guide explains, a US subsidiary of a Canadian company does not qualify for a 7(a) or 504 loan, and neither does a US business with an owner who is a Canadian citizen without US citizenship; non-SBA options, such as conventional bank loans or asset-based lending, are not bound by that test. We match businesses with SBA lenders: in our SBA case study, a firm’s profile was matched with SBA lenders experienced in acquisitions. In Canada, the Canada Small Business Financing Program works on a similar principle: the government shares the risk with participating banks, credit unions and caisses, and you apply through a lender, not the government. One profile shows which of our ${f.lenders} verified lenders fit your business; each lender decides.`,
    careers: (f) =>
      `Our site has no careers page and lists no job openings. To ask about working at Boundless AI, e-mail ${f.email} or send a message with the Contact Us form; the About Us page tells our story.`,
    accessibility: (f) =>
      `${accessibility.standard.body(`${ACCESSIBILITY_STANDARD.name} ${ACCESSIBILITY_STANDARD.version}`, ACCESSIBILITY_STANDARD.level)[0]} Our Accessibility Statement explains how we test it and what we know is not right yet. If something on the site is difficult or impossible for you to use, such as a form field your screen reader does not announce or a control you cannot reach with the keyboard, tell us with the feedback form on that page or write to ${f.email}. ${feedbackReply} You can also ask for anything on the site in another format: ${orList(
        FEEDBACK_FORMATS.filter((k) => k !== 'other').map((k) => accessibility.form.formats[k].toLowerCase()),
        'or',
      )}. ${accessibility.limits.items[0]}`,
    seasonal: () =>
      'Our guide for seasonal businesses suggests five things: forecast cash by month to see how big the slow-season gap is and when it starts; build a reserve during the busy months; ask suppliers, your landlord and customers for terms that match your calendar; set up a line of credit for the trough, drawing in the slow months and repaying when the busy season brings cash back, with interest only on what you draw; and finance the stock you buy before the peak with inventory financing, or purchase-order financing for confirmed orders. Apply while your numbers are strong, right after a good season, since lenders look at recent revenue and bank balances, and use a line for timing gaps, not losses. One profile lets you compare offers from lenders on our marketplace; each lender decides.',
    brokers: () =>
      'Our site doesn’t describe a program for brokers of any kind, mortgage brokers included, or ISOs, or a way for them to submit deals: it names three partner programs, for lenders, referral partners and API partners. Referral partners, such as accounting firms, CFOs, consultants, agencies, software companies and lenders, share a link or introduce a client by email; the client then creates its own profile and chooses the lenders who see it, and the partner earns a commission on each funded deal it refers. Whether that arrangement is open to a broker, and on what terms, is for our partnerships team to say: tell them about your business with the Become A Partner form.',
  },
  pages: {
    about: 'About Us',
    'not-lender': 'Terms of Service',
    fees: 'Contact Us (FAQ)',
    'how-it-works': 'How It Works',
    lenders: 'How It Works',
    founders: 'About Us',
    regions: 'About Us',
    success: 'Home',
    products: 'Financial Products',
    speed: 'How It Works',
    mca: 'Merchant Cash Advance',
    abl: 'Asset-Based Lending',
    term: 'Term Loans',
    po: 'PO Financing',
    inventory: 'Inventory Financing',
    scf: 'Supply Chain Financing',
    eligibility: 'Who We Help',
    'sole-proprietor': 'Who We Help',
    startup: 'Pre-qualify in 60 seconds',
    credit: 'Pre-qualify in 60 seconds',
    rates: 'How It Works',
    documents: 'How It Works',
    privacy: 'Privacy Policy',
    withdraw: 'Terms of Service',
    'sign-in': 'How It Works',
    'sign-up': 'How It Works',
    'application-status': 'How It Works',
    nonprofit: 'Who We Help',
    prepayment: 'Terms of Service',
    'data-location': 'Privacy Policy',
    language: 'Terms of Service',
    regulation: 'Terms of Service',
    prequalify: 'Pre-qualify in 60 seconds',
    calculators: 'Term Loan Calculator',
    partners: 'Partner With Us',
    'lender-join': 'Lenders',
    referral: 'Referral Partners',
    apis: 'APIs',
    blog: 'Blog',
    hours: 'Contact Us',
    contact: 'Contact Us',
    'referral-privacy': 'Privacy Policy',
    commission: 'Terms of Service',
    urgent: 'Pre-qualify in 60 seconds',
    compare: 'Financial Products',
    'site-problem': 'Contact Us',
    grants: 'Financial Products',
    equity: 'Who We Help',
    'terms-of-service': 'Terms of Service',
    'personal-guarantee': 'How Lenders Evaluate Your Business',
    factoring: 'Invoice Factoring vs. Invoice Financing',
    'spot-factoring': 'Invoice Factoring vs. Invoice Financing',
    'factoring-vs-lending': 'Invoice Factoring vs. Invoice Financing',
    'loan-vs-line': 'Business Loans vs. Lines of Credit',
    equipment: 'Understanding Business Financing Options',
    'bank-statements': 'How to Prepare for a Business Loan Application',
    brokers: 'Become A Partner',
    sba: 'What Is an SBA Loan?',
    seasonal: '5 Ways to Manage Cash Flow for Seasonal Businesses',
    careers: 'Contact Us',
    accessibility: 'Accessibility Statement',
  },
  overMax: (amount, capped, max, higher) =>
    `${amount} is above what ${NOUNS[capped]} reaches (up to ${max})${
      higher.length
        ? `; ${orList(
            higher.map((p) => NOUNS[p]),
            'or',
          )} ${higher.length > 1 ? 'go' : 'goes'} higher`
        : ''
    }.`,
  underMin: (amount, min) => `${amount} is below the smallest amount lenders on our marketplace fund (${min}).`,
  perPeriod: [
    '/month',
    '/mo',
    '/year',
    '/yr',
    'a month',
    'per month',
    'each month',
    'every month',
    'a year',
    'per year',
    'a week',
    'per week',
    'monthly',
    'annually',
    'yearly',
  ],
  part: (n) => `${n}.`,
  maybe: (part) => `As for “${part}”, I’m not sure; the last page below may answer it.`,
  unanswered: (part) =>
    `As for “${part}”, I can’t find it in what our site says; a person on our team can answer: choose “Talk to a person” below.`,
  already:
    'Beyond what I said above, these pages go further, and a person on our team can answer the details of your case.',
  noMore: 'I can’t add to my reply above on this.',
  quoted: (title) => `From “${title}”:`,
  person: 'A person on our team can answer for sure: choose “Talk to a person” below.',
};
