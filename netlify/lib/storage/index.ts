/** The only code that talks to Netlify Blobs; this is its public API (keys.ts describes the layout). */
export {
  COUNT_GRACE_MS,
  emailHash,
  entryKey,
  hourOf,
  isTimeKey,
  newTimeKey,
  STORES,
  type Collection,
  type StoredRecord,
  type StoreName,
} from './keys';
export { resetStorageStats, StorageUnavailableError, storageStats, type Versioned } from './store';
export type { Page } from './listing';
export {
  allRecords,
  eraseByEmail,
  getRecord,
  listRecords,
  recordsByEmail,
  removeSubscriber,
  saveRecord,
  saveUnique,
} from './records';
export {
  addressesIn,
  conversationsMentioning,
  eraseConversation,
  readConversation,
  type ConversationExport,
} from './mentions';
export {
  conversationExists,
  listConversation,
  listConversations,
  saveChatMessages,
  type ChatEntry,
  type ChatRole,
  type ConversationSummary,
} from './conversations';
export {
  ALERT_STORES,
  closeOutboxEntry,
  createOutboxEntry,
  dropOutboxEntry,
  listPendingAlerts,
  readAlertOutcome,
  readOutboxEntry,
  replaceOutboxEntry,
  type AlertChannel,
  type AlertOutcome,
  type AlertStore,
  type OutboxEntry,
} from './outbox';
export {
  claimIdempotencyKey,
  completeIdempotencyKey,
  readIdempotencyKey,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
  type IdempotencyEntry,
} from './idempotency';
export { listAudit, saveAuditEntry, type AuditActor, type AuditEntry, type AuditEvent } from './audit';
export {
  cancelInvite,
  deleteSession,
  isSpent,
  listInvites,
  listPasskeysOf,
  listPeople,
  markPasskeyRevoked,
  readChallenge,
  readCounter,
  readInvite,
  readPasskey,
  readPerson,
  readSession,
  saveChallenge,
  saveCounter,
  saveInvite,
  savePasskey,
  savePerson,
  saveSession,
  secretHash,
  spend,
  touchSession,
  type Challenge,
  type Invite,
  type InviteRow,
  type Passkey,
  type Person,
  type Session,
} from './staff';
export {
  conversationKeyOf,
  deleteMessage,
  dropMail,
  isActive,
  listActiveHandoffs,
  listQueuedMail,
  peekHandoff,
  queueMail,
  readHandoff,
  readHandoffs,
  readMail,
  readMailed,
  readSeen,
  replaceMail,
  updateHandoff,
  writeMailed,
  writeSeen,
  type HandoffContact,
  type HandoffState,
  type MailEntry,
} from './handoff';
export { failuresWithin, recordFailure, type LockoutKind } from './lockout';
export { countRefusal, readRefusals, REFUSED, type RefusalCounter } from './refusals';
export { sweepExpired, type SweepCounts } from './expiry';
export { refreshCounts } from './totals';
export { deleteRecordsBefore, type RetentionStore } from './retention';
