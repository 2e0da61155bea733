/** The staff inboxes shown on /admin: their endpoints, texts, search fields and CSV columns. */
import type { CsvColumn } from '~/types';

export type InboxKey = 'contacts' | 'partnerships' | 'subscribers' | 'chats' | 'prequalifications' | 'accessibility';

export type Inbox = {
  key: InboxKey;
  /** Tab label. */
  tab: string;
  title: string;
  endpoint: string;
  /** 'Total submissions: N' */
  totalLabel: string;
  /** Noun for status texts ('Loading contact submissions…'). */
  noun: string;
  loadError: string;
  emptyTitle: string;
  emptyText: string;
  /** Fields the search box looks in. */
  searchFields: readonly string[];
  csvColumns: readonly CsvColumn[];
  csvName: string;
};

/** Records per page in the admin (the API allows up to 500). */
export const ADMIN_PAGE_SIZE = 48;
/** Page size when everything is fetched page by page (search over all records, CSV export; the API's maximum). */
export const ADMIN_BULK_PAGE_SIZE = 500;
export const ADMIN_TOKEN_KEY = 'boundless-admin-token';

const meta: CsvColumn[] = [
  { key: 'id', header: 'ID' },
  { key: 'submittedAt', header: 'Submitted at (UTC)' },
];
/** Last column of every export: the language the visitor wrote in ('French', 'English'), so staff answer in it. */
export const LANGUAGE_COLUMN: CsvColumn = { key: 'language', header: 'Language' };
/** Where a lead came from (first and latest touch of the visit), for marketing. */
const SOURCE_COLUMNS: CsvColumn[] = [
  { key: 'sourceFirst', header: 'Source (first touch)' },
  { key: 'campaignFirst', header: 'Campaign (first touch)' },
  { key: 'landingPage', header: 'Landing page' },
  { key: 'sourceLatest', header: 'Source (latest touch)' },
  { key: 'campaignLatest', header: 'Campaign (latest touch)' },
];
/** The evidence of a lead's consent: when, on which page, to which wording. */
const CONSENT_COLUMNS: CsvColumn[] = [
  { key: 'consentAt', header: 'Consent given at (UTC)' },
  { key: 'consentPage', header: 'Consent page' },
  { key: 'consentWording', header: 'Consent wording' },
];

export const inboxes: readonly Inbox[] = [
  {
    key: 'contacts',
    tab: 'Contact submissions',
    title: 'Contact Form Submissions',
    endpoint: '/api/contacts',
    totalLabel: 'Total submissions',
    noun: 'contact submissions',
    loadError: 'Failed to load contact submissions. Please try again later.',
    emptyTitle: 'No submissions yet',
    emptyText: 'Contact form submissions will appear here when visitors submit the form.',
    searchFields: ['firstName', 'lastName', 'email', 'company', 'message'],
    csvColumns: [
      ...meta,
      { key: 'firstName', header: 'First name' },
      { key: 'lastName', header: 'Last name' },
      { key: 'email', header: 'Email' },
      { key: 'phone', header: 'Phone' },
      { key: 'company', header: 'Company' },
      { key: 'message', header: 'Message' },
      { key: 'consent', header: 'Consent' },
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'contact-submissions',
  },
  {
    key: 'partnerships',
    tab: 'Partnership inquiries',
    title: 'Partnership Inquiries',
    endpoint: '/api/partnerships',
    totalLabel: 'Total inquiries',
    noun: 'partnership inquiries',
    loadError: 'Failed to load partnership inquiries. Please try again later.',
    emptyTitle: 'No inquiries yet',
    emptyText: 'Partnership inquiries will appear here when partners submit the form.',
    searchFields: ['firstName', 'lastName', 'email', 'company', 'partnershipGoals', 'jobTitle', 'businessDescription'],
    csvColumns: [
      ...meta,
      { key: 'company', header: 'Company' },
      { key: 'firstName', header: 'First name' },
      { key: 'lastName', header: 'Last name' },
      { key: 'email', header: 'Email' },
      { key: 'phone', header: 'Phone' },
      { key: 'jobTitle', header: 'Job title' },
      { key: 'partnershipType', header: 'Partnership type' },
      { key: 'businessDescription', header: 'Business description' },
      { key: 'fundingRange', header: 'Funding range' },
      { key: 'clientVolume', header: 'Client volume' },
      { key: 'partnershipGoals', header: 'Comments' },
      { key: 'consent', header: 'Consent' },
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'partnership-inquiries',
  },
  {
    key: 'subscribers',
    tab: 'Newsletter subscribers',
    title: 'Newsletter Subscribers',
    endpoint: '/api/subscribers',
    totalLabel: 'Total subscribers',
    noun: 'newsletter subscribers',
    loadError: 'Failed to load newsletter subscribers. Please try again later.',
    emptyTitle: 'No subscribers yet',
    emptyText: 'Newsletter subscribers will appear here when visitors subscribe in the footer.',
    searchFields: ['email'],
    csvColumns: [
      ...meta,
      { key: 'email', header: 'Email' },
      { key: 'consentVersion', header: 'Consent wording version' },
      { key: 'consentedAt', header: 'Consented at (UTC)' },
      { key: 'consentPage', header: 'Consent page' },
      { key: 'unsubscribeUrl', header: 'Unsubscribe link' },
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'newsletter-subscribers',
  },
  {
    key: 'prequalifications',
    tab: 'Pre-qualifications',
    title: 'Pre-qualifications',
    endpoint: '/api/prequalifications',
    totalLabel: 'Total pre-qualifications',
    noun: 'pre-qualifications',
    loadError: 'Failed to load pre-qualifications. Please try again later.',
    emptyTitle: 'No pre-qualifications yet',
    emptyText: 'Visitors who ask for their pre-qualification results by e-mail will appear here.',
    searchFields: ['name', 'email', 'country', 'region', 'purpose'],
    csvColumns: [
      ...meta,
      { key: 'name', header: 'Name' },
      { key: 'email', header: 'Email' },
      { key: 'consent', header: 'Consent' },
      { key: 'country', header: 'Country' },
      { key: 'region', header: 'Province or state' },
      { key: 'timeInBusiness', header: 'Time in business' },
      { key: 'monthlyRevenue', header: 'Monthly revenue' },
      { key: 'amount', header: 'Amount' },
      { key: 'purpose', header: 'Purpose' },
      { key: 'assets', header: 'Has' },
      { key: 'creditBand', header: 'Credit band' },
      { key: 'goodFits', header: 'Good fits' },
      { key: 'possibleFits', header: 'Possible fits' },
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'pre-qualifications',
  },
  {
    key: 'accessibility',
    tab: 'Accessibility feedback',
    title: 'Accessibility Feedback',
    endpoint: '/api/accessibility-feedback',
    totalLabel: 'Total feedback',
    noun: 'accessibility feedback',
    loadError: 'Failed to load accessibility feedback. Please try again later.',
    emptyTitle: 'No feedback yet',
    emptyText: 'Messages sent with the form of the accessibility statement will appear here.',
    searchFields: ['name', 'email', 'concerning', 'format', 'message'],
    csvColumns: [
      ...meta,
      { key: 'name', header: 'Name' },
      { key: 'email', header: 'Email' },
      { key: 'concerning', header: 'Page or feature' },
      { key: 'format', header: 'Format asked for' },
      { key: 'message', header: 'Message' },
      LANGUAGE_COLUMN,
    ],
    csvName: 'accessibility-feedback',
  },
  {
    key: 'chats',
    tab: 'Conversations',
    title: 'Conversations',
    endpoint: '/api/chats',
    totalLabel: 'Total conversations',
    noun: 'chat conversations',
    loadError: 'Failed to load chats. Please try again later.',
    emptyTitle: 'No chats yet',
    emptyText: 'Chat conversations will appear here when visitors use the chat widget.',
    searchFields: ['firstMessage', 'conversationId', 'contactName', 'contactEmail'],
    csvColumns: [
      { key: 'id', header: 'ID' },
      { key: 'submittedAt', header: 'Started at (UTC)' },
      { key: 'conversationId', header: 'Conversation' },
      { key: 'messageCount', header: 'Messages' },
      { key: 'firstMessage', header: 'First message' },
      { key: 'status', header: 'Status' },
      { key: 'requestedAt', header: 'Person asked for at (UTC)' },
      { key: 'contactName', header: 'Name' },
      { key: 'contactEmail', header: 'Email' },
      { key: 'contactPhone', header: 'Phone' },
      { key: 'page', header: 'Page' },
      ...CONSENT_COLUMNS,
      ...SOURCE_COLUMNS,
      LANGUAGE_COLUMN,
    ],
    csvName: 'chat-conversations',
  },
];
