/**
 * Staff roles and what each may do, shared by the functions (the one admin check) and /admin (which buttons
 * show). Each role includes everything of the roles before it. The roles' and audit actions' words, for /admin,
 * are in src/i18n/en/admin.ts.
 */
export const STAFF_ROLES = ['viewer', 'manager', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The least role that may do each thing. */
export const PERMISSIONS = {
  /** Read the inboxes, open a record, see alert states. */
  read: 'viewer',
  /** Export a list as CSV. */
  export: 'manager',
  /** Erase every record of an e-mail address. */
  erase: 'manager',
  /** Download everything held about an e-mail address (a person's access and portability request). */
  access: 'manager',
  /** Send a lead's staff alert again. */
  resend: 'manager',
  /** Answer a chat visitor who asked for a person, and close the conversation. */
  reply: 'manager',
  /** Invite people, revoke people and passkeys, see who has access. */
  manageStaff: 'owner',
  /** Read the audit log. */
  audit: 'owner',
} as const satisfies Record<string, StaffRole>;
export type Permission = keyof typeof PERMISSIONS;

export const can = (role: StaffRole, permission: Permission): boolean =>
  STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(PERMISSIONS[permission]);

/** How long a session lasts: idle (no request) and in all. */
export const STAFF_SESSION = { idleMs: 30 * 60_000, absoluteMs: 12 * 60 * 60_000 } as const;
/** How long an invitation link stays valid. */
export const INVITE_TTL_MS = 24 * 60 * 60_000;

/** What the audit log records (the words of each action, for /admin, are in src/i18n/en/admin.ts). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'passkey-added',
  'list',
  'open',
  'export',
  'erase',
  'access',
  'resend-alert',
  'chat-reply',
  'chat-close',
  'invite',
  'cancel-invite',
  'revoke-person',
  'revoke-passkey',
  'read-staff',
  'read-audit',
  'refused',
  'retention',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The name the log gives the scheduled deletion of records past their retention period. */
export const RETENTION_ACTOR_NAME = 'Retention schedule';

/** The name the log gives requests made with the environment secret. */
export const ENV_ACTOR_NAME = 'Environment token';
