/**
 * The staff app's words (/admin): English only, like the rest of the staff app, so no French twin and no key in
 * the public dictionary (`Messages`); the admin's components read them here, as they read `product-titles.ts`.
 * Keyed by the ids of src/data/admin-inboxes.ts and src/data/staff-roles.ts.
 */
import type { FeedbackFormat } from '~/data/accessibility';
import type { CsvColumnKey, InboxKey } from '~/data/admin-inboxes';
import type { AuditAction, StaffRole } from '~/data/staff-roles';

/** An inbox's words: its tab, its heading and its status texts. */
export type InboxWords = {
  /** Tab label. */
  tab: string;
  title: string;
  /** 'Total submissions: N' */
  totalLabel: string;
  /** Noun for status texts ('Loading contact submissions…'). */
  noun: string;
  loadError: string;
  emptyTitle: string;
  emptyText: string;
  /** Headers that differ in this inbox from the common ones (`csvHeaders`). */
  csvHeaders?: Partial<Record<CsvColumnKey, string>>;
};

export const inboxWords: Record<InboxKey, InboxWords> = {
  contacts: {
    tab: 'Contact submissions',
    title: 'Contact Form Submissions',
    totalLabel: 'Total submissions',
    noun: 'contact submissions',
    loadError: 'Failed to load contact submissions. Please try again later.',
    emptyTitle: 'No submissions yet',
    emptyText: 'Contact form submissions will appear here when visitors submit the form.',
  },
  partnerships: {
    tab: 'Partnership inquiries',
    title: 'Partnership Inquiries',
    totalLabel: 'Total inquiries',
    noun: 'partnership inquiries',
    loadError: 'Failed to load partnership inquiries. Please try again later.',
    emptyTitle: 'No inquiries yet',
    emptyText: 'Partnership inquiries will appear here when partners submit the form.',
  },
  subscribers: {
    tab: 'Newsletter subscribers',
    title: 'Newsletter Subscribers',
    totalLabel: 'Total subscribers',
    noun: 'newsletter subscribers',
    loadError: 'Failed to load newsletter subscribers. Please try again later.',
    emptyTitle: 'No subscribers yet',
    emptyText: 'Newsletter subscribers will appear here when visitors subscribe in the footer.',
  },
  prequalifications: {
    tab: 'Pre-qualifications',
    title: 'Pre-qualifications',
    totalLabel: 'Total pre-qualifications',
    noun: 'pre-qualifications',
    loadError: 'Failed to load pre-qualifications. Please try again later.',
    emptyTitle: 'No pre-qualifications yet',
    emptyText: 'Visitors who ask for their pre-qualification results by e-mail will appear here.',
  },
  accessibility: {
    tab: 'Accessibility feedback',
    title: 'Accessibility Feedback',
    totalLabel: 'Total feedback',
    noun: 'accessibility feedback',
    loadError: 'Failed to load accessibility feedback. Please try again later.',
    emptyTitle: 'No feedback yet',
    emptyText: 'Messages sent with the form of the accessibility statement will appear here.',
  },
  chats: {
    tab: 'Conversations',
    title: 'Conversations',
    totalLabel: 'Total conversations',
    noun: 'chat conversations',
    loadError: 'Failed to load chats. Please try again later.',
    emptyTitle: 'No chats yet',
    emptyText: 'Chat conversations will appear here when visitors use the chat widget.',
    csvHeaders: { submittedAt: 'Started at (UTC)' },
  },
};

/** The CSV exports' column headers, by record field. */
export const csvHeaders: Record<CsvColumnKey, string> = {
  id: 'ID',
  submittedAt: 'Submitted at (UTC)',
  language: 'Language',
  sourceFirst: 'Source (first touch)',
  campaignFirst: 'Campaign (first touch)',
  landingPage: 'Landing page',
  sourceLatest: 'Source (latest touch)',
  campaignLatest: 'Campaign (latest touch)',
  consentAt: 'Consent given at (UTC)',
  consentPage: 'Consent page',
  consentWording: 'Consent wording',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  message: 'Message',
  consent: 'Consent',
  jobTitle: 'Job title',
  partnershipType: 'Partnership type',
  businessDescription: 'Business description',
  fundingRange: 'Funding range',
  clientVolume: 'Client volume',
  partnershipGoals: 'Comments',
  consentVersion: 'Consent wording version',
  consentedAt: 'Consented at (UTC)',
  unsubscribeUrl: 'Unsubscribe link',
  name: 'Name',
  country: 'Country',
  region: 'Province or state',
  timeInBusiness: 'Time in business',
  monthlyRevenue: 'Monthly revenue',
  amount: 'Amount',
  purpose: 'Purpose',
  assets: 'Has',
  creditBand: 'Credit band',
  goodFits: 'Good fits',
  possibleFits: 'Possible fits',
  concerning: 'Page or feature',
  format: 'Format asked for',
  conversationId: 'Conversation',
  messageCount: 'Messages',
  firstMessage: 'First message',
  status: 'Status',
  requestedAt: 'Person asked for at (UTC)',
  contactName: 'Name',
  contactEmail: 'Email',
  contactPhone: 'Phone',
  page: 'Page',
};

/** Each staff role as the invitation form offers it: its name and what it may do. */
export const roleLabels: Record<StaffRole, string> = {
  viewer: 'Viewer (reads the inboxes)',
  manager: 'Manager (also answers chats, exports, answers access and erasure requests, resends alerts)',
  owner: 'Owner (also invites, revokes and reads the audit log)',
};

/** How the audit log words each action. */
export const auditActions: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-out': 'Signed out',
  'passkey-added': 'Registered a passkey',
  list: 'Listed',
  open: 'Opened a record',
  export: 'Exported',
  erase: 'Erased an e-mail’s records',
  access: 'Exported an e-mail’s records',
  'resend-alert': 'Resent an alert',
  'chat-reply': 'Replied in a chat',
  'chat-close': 'Closed a chat',
  invite: 'Invited',
  'cancel-invite': 'Cancelled an invitation',
  'revoke-person': 'Revoked a person',
  'revoke-passkey': 'Revoked a passkey',
  'read-staff': 'Read the staff list',
  'read-audit': 'Read the audit log',
  refused: 'Refused calls (this hour)',
  retention: 'Deleted records past their retention period',
};

/** The format an accessibility feedback asked for, as staff read it (the card and the alert e-mail). */
export const feedbackFormatLabels: Record<FeedbackFormat, string> = {
  'plain-text': 'Plain text by e-mail',
  'large-print': 'Large print',
  audio: 'Audio',
  braille: 'Braille',
  other: 'Another format (see message)',
};
