/**
 * The staff inboxes shown on /admin: their keys (in tab order), endpoints, search fields and CSV columns (record
 * fields, in order). Their words (tab, title, status texts, the columns' headers) are in src/i18n/en/admin.ts:
 * the staff app is English only; src/lib/admin-inboxes.ts puts the two together.
 */
export type InboxKey = 'contacts' | 'partnerships' | 'subscribers' | 'chats' | 'prequalifications' | 'accessibility';

export type Inbox = {
  key: InboxKey;
  endpoint: string;
  /** Fields the search box looks in. */
  searchFields: readonly string[];
  /** The record fields the CSV export writes, in order; each one's header is in the English dictionary. */
  csvColumns: readonly string[];
  csvName: string;
};

/** Records per page in the admin (the API allows up to 500). */
export const ADMIN_PAGE_SIZE = 48;
/** Page size when everything is fetched page by page (search over all records, CSV export; the API's maximum). */
export const ADMIN_BULK_PAGE_SIZE = 500;
export const ADMIN_TOKEN_KEY = 'boundless-admin-token';

const meta = ['id', 'submittedAt'] as const;
/** Last column of every export: the language the visitor wrote in ('French', 'English'), so staff answer in it. */
export const LANGUAGE_COLUMN = 'language';
/** Where a lead came from (first and latest touch of the visit), for marketing. */
const SOURCE_COLUMNS = ['sourceFirst', 'campaignFirst', 'landingPage', 'sourceLatest', 'campaignLatest'] as const;
/** The evidence of a lead's consent: when, on which page, to which wording. */
const CONSENT_COLUMNS = ['consentAt', 'consentPage', 'consentWording'] as const;

export const inboxes = [
  {
    key: 'contacts',
    endpoint: '/api/contacts',
    searchFields: ['firstName', 'lastName', 'email', 'company', 'message'],
    csvColumns: [
      ...meta,
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'message',
      'consent',
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'contact-submissions',
  },
  {
    key: 'partnerships',
    endpoint: '/api/partnerships',
    searchFields: ['firstName', 'lastName', 'email', 'company', 'partnershipGoals', 'jobTitle', 'businessDescription'],
    csvColumns: [
      ...meta,
      'company',
      'firstName',
      'lastName',
      'email',
      'phone',
      'jobTitle',
      'partnershipType',
      'businessDescription',
      'fundingRange',
      'clientVolume',
      'partnershipGoals',
      'consent',
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'partnership-inquiries',
  },
  {
    key: 'subscribers',
    endpoint: '/api/subscribers',
    searchFields: ['email'],
    csvColumns: [
      ...meta,
      'email',
      'consentVersion',
      'consentedAt',
      'consentPage',
      'unsubscribeUrl',
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'newsletter-subscribers',
  },
  {
    key: 'prequalifications',
    endpoint: '/api/prequalifications',
    searchFields: ['name', 'email', 'country', 'region', 'purpose'],
    csvColumns: [
      ...meta,
      'name',
      'email',
      'consent',
      'country',
      'region',
      'timeInBusiness',
      'monthlyRevenue',
      'amount',
      'purpose',
      'assets',
      'creditBand',
      'goodFits',
      'possibleFits',
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'pre-qualifications',
  },
  {
    key: 'accessibility',
    endpoint: '/api/accessibility-feedback',
    searchFields: ['name', 'email', 'concerning', 'format', 'message'],
    csvColumns: [...meta, 'name', 'email', 'concerning', 'format', 'message', LANGUAGE_COLUMN],
    csvName: 'accessibility-feedback',
  },
  {
    key: 'chats',
    endpoint: '/api/chats',
    searchFields: ['firstMessage', 'conversationId', 'contactName', 'contactEmail'],
    csvColumns: [
      'id',
      'submittedAt',
      'conversationId',
      'messageCount',
      'firstMessage',
      'status',
      'requestedAt',
      'contactName',
      'contactEmail',
      'contactPhone',
      'page',
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'chat-conversations',
  },
] as const satisfies readonly Inbox[];

/** Every field an export may write: the keys of the headers in the English dictionary. */
export type CsvColumnKey = (typeof inboxes)[number]['csvColumns'][number];
