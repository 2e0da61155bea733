/**
 * The shape both languages' chat answers fill (`en/chat-answers.ts`, `fr/chat-answers.ts`): the figures an answer
 * may quote, formatted for its language, and the texts by answer id.
 */
import type { AnswerId, HoursZone } from '~/data/chat-answers';
import type { ProductId } from '~/data/product-ids';

/** The figures an answer may quote, formatted for its language by the chat engine. */
export type ChatFigures = {
  lenders: string;
  /** The lenders the home page names, as a list in the language ("Clearco, OnDeck… and Kapitus"). */
  lenderNames: string;
  /** The platforms we partner with, as a list in the language. */
  platformPartners: string;
  funded: string;
  /** The funding approval rate (share of completed applications with at least one lender approval). */
  approval: string;
  /** How much more often completed applications on the platform are approved than applying to a single lender. */
  successMultiple: string;
  /** The year the platform figures are as of. */
  asOf: string;
  rangeMin: string;
  rangeMax: string;
  mcaMin: string;
  mcaMax: string;
  mcaHours: string;
  /** The MCA page's worked cost example: its title ("A $50,000 advance at a 1.30 factor rate") and its summary. */
  mcaExample: string;
  mcaExampleCost: string;
  /** The Privacy Policy's retention periods: contact and partnership messages, pre-qualifications, chats. */
  keepLeads: string;
  keepPrequal: string;
  keepChats: string;
  ablMin: string;
  ablCollateral: string;
  /** The advance rates on eligible receivables and inventory in the ABL guide’s example. */
  ablAdvanceReceivables: string;
  ablAdvanceInventory: string;
  /** The largest SBA 7(a) loan, in US dollars: "$5M". */
  sbaMax: string;
  /** The longest SBA 7(a) terms in the SBA guide: generally ("10 years"), and for real estate ("25 years"). */
  sbaYears: string;
  sbaRealEstateYears: string;
  /** The success stories' cards, each as "Freight carrier: invoice factoring, $1.5M", joined by semicolons. */
  stories: string;
  /** The advance on an invoice in the factoring guide’s example. */
  factoringAdvance: string;
  poMax: string;
  poDays: string;
  termYears: string;
  /** The months of business bank statements most lenders ask for: "3–6 months". */
  statementMonths: string;
  /** What every lender asks for, as a list: the pre-qualification's "What to have ready". */
  documentsCommon: string;
  /** The first document a term loan adds to it ("two to three years of financial statements and tax returns"). */
  termDocuments: string;
  /** Typical time in business and revenue, as the product pages cite them for the market: "at least 2 years". */
  termAgeBanks: string;
  termAgeOnline: string;
  termRevenue: string;
  mcaAge: string;
  mcaRevenue: string;
  /** The typical minimum credit score the term loan and MCA pages cite for the market: "at least 600". */
  termCredit: string;
  mcaCredit: string;
  /** Who We Help's six named industries, as a list ("ecommerce, SaaS… and transportation"). */
  industries: string;
  /** The items of its "Other Industries" card, as a list ("construction, healthcare and clinics…"). */
  otherIndustries: string;
  replyHours: string;
  /** The business days within which the Terms aim to address a complaint. */
  complaintDays: string;
  /** The US states of the pre-qualification's list, counted, and the one district beside them. */
  usStates: string;
  usDistrict: string;
  hours: string;
  /** The support hours in Atlantic, Central, Mountain and Pacific Time, as a list. */
  hoursElsewhere: string;
  /** The office's postal address on one line. */
  office: string;
  /** The Contact form's inquiry types, as a list, and the one for journalists. */
  inquiryTypes: string;
  pressInquiry: string;
  /** What the Contact form says once a message is sent. */
  formReceived: string;
  /** What the matching step does, as How It Works says it. */
  analysis: string;
  /** The capital businesses requested through the platform, as a sentence says it. */
  capital: string;
  /** Whom the Inventory Financing page says it suits and does not, each a list in the language. */
  inventorySuits: string;
  inventoryNotFor: string;
  city: string;
  year: string;
  founders: string;
  email: string;
  privacyEmail: string;
};

/** Answers with a page of their own; small talk, the hand-off and declines are the assistant's replies. */
export type ContentAnswerId = Exclude<
  AnswerId,
  'greeting' | 'thanks' | 'goodbye' | 'off-topic' | 'human' | 'bot' | 'personal' | 'others' | 'false'
>;

/** What an amount can be above: one product's maximum, or the whole marketplace's range. */
export type Capped = ProductId | 'all';

/** "a term loan, asset-based lending or PO financing" */
export const orList = (items: string[], or: string) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${or} ${items[items.length - 1]}` : (items[0] ?? '');

export type ChatAnswerTexts = {
  answers: Record<ContentAnswerId, (f: ChatFigures) => string>;
  /** An hour of the clock as the language writes it: 6 → "6 AM", 14 → "2 PM" (« 14 h »). */
  hour: (h: number) => string;
  /** The support hours in another time zone: "6 AM to 2 PM Pacific". */
  zoneHours: (open: string, close: string, zone: HoursZone) => string;
  /** Link labels of the answers' pages. */
  pages: Record<ContentAnswerId, string>;
  /**
   * An amount asked for above a product's published maximum (`'all'`: above the whole marketplace's range), with
   * the products whose maximum is above the amount, never the one exceeded (none above the marketplace's).
   */
  overMax: (amount: string, capped: Capped, max: string, higher: ProductId[]) => string;
  /** An amount asked for below the smallest amount lenders on the marketplace fund. */
  underMin: (amount: string, min: string) => string;
  /** What follows a sum per period ("$80K/month"): a revenue or a payment, never the amount asked for. */
  perPeriod: string[];
  /** Put before the answer to one part of a several-part message. */
  part: (n: number) => string;
  /** A part of a several-part message no answer fits for sure (its guessed page is listed last). */
  maybe: (part: string) => string;
  /** A part of a several-part message that no page other than the answers given comes near: a person, not a guess. */
  unanswered: (part: string) => string;
  /** A follow-up on the answer just given: what comes instead of repeating it. */
  already: string;
  /** A follow-up whose closest pages are those just given: said instead of the same reply again. */
  noMore: string;
  /** Opens a sentence quoted from a page when no written answer fits. */
  quoted: (title: string) => string;
  /** Offers a person after the closest pages. */
  person: string;
};
