/**
 * How long each kind of personal record is kept, counted from when it was received (a conversation: from its
 * first message). The privacy policy states these periods in both languages; docs/retention.md gives the
 * reasons. The scheduled `retention` function applies them, whole UTC days at a time.
 */
export type RetentionKind =
  'leads' | 'prequalifications' | 'conversations' | 'unsubscribed' | 'accessibility' | 'audit';

export type RetentionRule = {
  kind: RetentionKind;
  /** Days after receipt; 0: deleted when the person asks (nothing is kept afterwards). */
  days: number;
  /** Where those records live (the `audit` store is the staff audit log). */
  stores: readonly ('contacts' | 'partnerships' | 'prequalifications' | 'chats' | 'accessibility' | 'audit')[];
};

const DAY = 1;
const YEAR = 365 * DAY;

export const RETENTION: readonly RetentionRule[] = [
  /** Contact messages and partnership inquiries. */
  { kind: 'leads', days: 2 * YEAR, stores: ['contacts', 'partnerships'] },
  /** Pre-qualification answers (revenue, amount sought) and the e-mail the results went to. */
  { kind: 'prequalifications', days: 1 * YEAR, stores: ['prequalifications'] },
  /** Chat conversations with the assistant, every message. */
  { kind: 'conversations', days: 1 * YEAR, stores: ['chats'] },
  /** A newsletter subscriber who unsubscribed: the subscription is deleted at once. */
  { kind: 'unsubscribed', days: 0, stores: [] },
  /** Accessibility feedback. */
  { kind: 'accessibility', days: 3 * YEAR, stores: ['accessibility'] },
  /** The staff audit log (who read, exported or erased what, and refused calls). */
  { kind: 'audit', days: 2 * YEAR, stores: ['audit'] },
];

export const retentionOf = (kind: RetentionKind): RetentionRule => RETENTION.find((r) => r.kind === kind)!;
