/**
 * The company's facts and figures, each stated once. Pages, titles, meta descriptions, the chat's knowledge and
 * the stats blocks all read them from here, so the site can never state two lender counts. Words around a
 * figure are copy (and get translated); the figure itself is not.
 */

/** The period the platform figures describe. */
export const FACTS_AS_OF = '2025';

/** Verified lenders in the network, as the site states it ("120+"). */
export const LENDER_COUNT = 120;
export const LENDERS = `${LENDER_COUNT}+`;

/** Businesses that closed financing through the platform since it was founded. */
export const BUSINESSES_FUNDED = 1000;
export const FUNDED = `${BUSINESSES_FUNDED}+`;

/** Capital businesses requested through the platform since it was founded, in US dollars ("$3.5B+"). */
export const CAPITAL_REQUESTED_BILLIONS = 3.5;
/** Its currency: French names it (« $ US »), as a bare « $ » there means Canadian dollars; English keeps the sign. */
export const CAPITAL_REQUESTED_CURRENCY = 'USD' as const;
export const CAPITAL_REQUESTED = `$${CAPITAL_REQUESTED_BILLIONS}B+`;

/** Share of completed applications with at least one approval, and the lift over applying to one lender. */
export const APPROVAL_RATE_PERCENT = 79;
export const APPROVAL_RATE = `${APPROVAL_RATE_PERCENT}%`;
export const SUCCESS_MULTIPLE_TIMES = 4;
export const SUCCESS_MULTIPLE = `${SUCCESS_MULTIPLE_TIMES}x`;

/** What partners saw: a shorter sales cycle and more completed applications, in percent. */
export const PARTNER_SALES_CYCLE_CUT_PERCENT = 23;
export const PARTNER_COMPLETED_APPS_LIFT_PERCENT = 64;

export const FOUNDED = { city: 'Toronto', year: 2022 } as const;

/** Support hours, Monday to Friday (weekdays 1 to 5, Sunday is 0), Eastern Time (EST/EDT by season), 24-hour clock. */
export const SUPPORT_HOURS = { open: 9, close: 17, days: [1, 2, 3, 4, 5], timeZone: 'America/Toronto' } as const;

/** The e-mail reply promise, counted on business days. */
export const REPLY_WITHIN_HOURS = 24;

/** The Terms' aim for addressing a complaint about the Service, in business days (Terms of Service, § 5). */
export const COMPLAINT_BUSINESS_DAYS = 10;

/** The business bank statements most lenders ask for, in months (what to have ready, and the chat's answer). */
export const BANK_STATEMENT_MONTHS = [3, 6] as const;
