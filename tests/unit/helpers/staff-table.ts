/**
 * Every staff function, with a request, the permission it needs and the status it answers when allowed (200
 * unless `ok`). Functions anyone may call (forms, chat, unsubscribe, the sign-in ceremonies, which check their
 * own credentials) and scheduled ones are in PUBLIC: everything else in netlify/functions/ must be in STAFF.
 */
import type { Config } from '@netlify/functions';
import type { Permission } from '~/data/staff-roles';
import accessibilityFeedbackList, {
  config as accessibilityFeedbackListConfig,
} from '../../../netlify/functions/accessibility-feedback-list';
import alerts, { config as alertsConfig } from '../../../netlify/functions/alerts';
import alertsResend, { config as alertsResendConfig } from '../../../netlify/functions/alerts-resend';
import audit, { config as auditConfig } from '../../../netlify/functions/audit';
import chats, { config as chatsConfig } from '../../../netlify/functions/chats';
import chatsClose, { config as chatsCloseConfig } from '../../../netlify/functions/chats-close';
import chatsReply, { config as chatsReplyConfig } from '../../../netlify/functions/chats-reply';
import contacts, { config as contactsConfig } from '../../../netlify/functions/contacts';
import partnershipsList, { config as partnershipsListConfig } from '../../../netlify/functions/partnerships-list';
import prequalificationsList, {
  config as prequalificationsListConfig,
} from '../../../netlify/functions/prequalifications-list';
import records, { config as recordsConfig } from '../../../netlify/functions/records';
import staffInvites, { config as staffInvitesConfig } from '../../../netlify/functions/staff-invites';
import staffPeople, { config as staffPeopleConfig } from '../../../netlify/functions/staff-people';
import subscribers, { config as subscribersConfig } from '../../../netlify/functions/subscribers';

export type Fn = (req: Request, context?: { ip?: string }) => Promise<Response>;

const unknownId = '001795453619616-77e4ecb90bc25098';

export type StaffCall = {
  file: string;
  fn: Fn;
  config: Config;
  method: string;
  path: string;
  body?: unknown;
  permission: Permission;
  ok?: number;
};

export const STAFF: StaffCall[] = [
  { file: 'contacts', fn: contacts, config: contactsConfig, method: 'GET', path: '/api/contacts', permission: 'read' },
  {
    file: 'contacts',
    fn: contacts,
    config: contactsConfig,
    method: 'GET',
    path: '/api/contacts?export=1',
    permission: 'export',
  },
  // A page above 50 rows is an export, whatever the query calls it.
  {
    file: 'contacts',
    fn: contacts,
    config: contactsConfig,
    method: 'GET',
    path: '/api/contacts?limit=51',
    permission: 'export',
  },
  {
    file: 'subscribers',
    fn: subscribers,
    config: subscribersConfig,
    method: 'GET',
    path: '/api/subscribers?limit=500',
    permission: 'export',
  },
  {
    file: 'partnerships-list',
    fn: partnershipsList,
    config: partnershipsListConfig,
    method: 'GET',
    path: '/api/partnerships',
    permission: 'read',
  },
  {
    file: 'subscribers',
    fn: subscribers,
    config: subscribersConfig,
    method: 'GET',
    path: '/api/subscribers',
    permission: 'read',
  },
  { file: 'chats', fn: chats, config: chatsConfig, method: 'GET', path: '/api/chats', permission: 'read' },
  {
    file: 'records',
    fn: records,
    config: recordsConfig,
    method: 'DELETE',
    path: '/api/records?email=nobody%40example.com',
    permission: 'erase',
  },
  {
    file: 'records',
    fn: records,
    config: recordsConfig,
    method: 'GET',
    path: '/api/records?email=nobody%40example.com',
    permission: 'access',
  },
  {
    file: 'prequalifications-list',
    fn: prequalificationsList,
    config: prequalificationsListConfig,
    method: 'GET',
    path: '/api/prequalifications',
    permission: 'read',
  },
  {
    file: 'accessibility-feedback-list',
    fn: accessibilityFeedbackList,
    config: accessibilityFeedbackListConfig,
    method: 'GET',
    path: '/api/accessibility-feedback',
    permission: 'read',
  },
  {
    file: 'alerts',
    fn: alerts,
    config: alertsConfig,
    method: 'GET',
    path: `/api/alerts?store=contacts&ids=${unknownId}`,
    permission: 'read',
  },
  // Allowed through: with no alert channel set up here it answers 409, not 401 or 403.
  {
    file: 'alerts-resend',
    fn: alertsResend,
    config: alertsResendConfig,
    method: 'POST',
    path: '/api/alerts/resend',
    body: { store: 'contacts', id: unknownId },
    permission: 'resend',
    ok: 409,
  },
  {
    file: 'staff-people',
    fn: staffPeople,
    config: staffPeopleConfig,
    method: 'GET',
    path: '/api/staff/people',
    permission: 'manageStaff',
  },
  // Allowed through: nobody has that id, so 404.
  {
    file: 'staff-people',
    fn: staffPeople,
    config: staffPeopleConfig,
    method: 'DELETE',
    path: `/api/staff/people?person=${'0'.repeat(32)}`,
    permission: 'manageStaff',
    ok: 404,
  },
  {
    file: 'staff-invites',
    fn: staffInvites,
    config: staffInvitesConfig,
    method: 'POST',
    path: '/api/staff/invites',
    body: { name: 'Table Test', role: 'viewer' },
    permission: 'manageStaff',
    ok: 201,
  },
  {
    file: 'staff-invites',
    fn: staffInvites,
    config: staffInvitesConfig,
    method: 'GET',
    path: '/api/staff/invites',
    permission: 'manageStaff',
  },
  // Allowed through: no invitation has that id, so 404.
  {
    file: 'staff-invites',
    fn: staffInvites,
    config: staffInvitesConfig,
    method: 'DELETE',
    path: `/api/staff/invites?invite=${'0'.repeat(40)}`,
    permission: 'manageStaff',
    ok: 404,
  },
  { file: 'audit', fn: audit, config: auditConfig, method: 'GET', path: '/api/audit', permission: 'audit' },
  // Allowed through: nobody asked for a person in that conversation, so 404.
  {
    file: 'chats-reply',
    fn: chatsReply,
    config: chatsReplyConfig,
    method: 'POST',
    path: '/api/chats/reply',
    body: { conversationId: 'conv-table-0001', message: 'Hello' },
    permission: 'reply',
    ok: 404,
  },
  {
    file: 'chats-close',
    fn: chatsClose,
    config: chatsCloseConfig,
    method: 'POST',
    path: '/api/chats/close',
    body: { conversationId: 'conv-table-0001' },
    permission: 'reply',
    ok: 404,
  },
];

export const PUBLIC = [
  'chat-message',
  'chat-handoff',
  'chat-updates',
  'chat-reopen',
  'chat-mail-sweep',
  'contact',
  'partnerships',
  'subscribe',
  'unsubscribe',
  'prequalifications',
  'accessibility-feedback',
  'alerts-sweep',
  'storage-sweep',
  'counts-sweep',
  'retention',
  'staff-session',
  'staff-signin',
  'staff-register',
];
