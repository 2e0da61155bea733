/**
 * The chat's hand-off to a person: how often an open page asks for a person's reply, when a reply the visitor
 * has not seen goes out by e-mail, and how long the e-mailed link reopens the conversation.
 */
export const CHAT_HANDOFF = {
  /** An open page with a hand-off in progress asks for new messages this often (visible tab). */
  pollMs: 2_500,
  /** A hidden tab asks this often (browsers slow hidden tabs' timers to about once a minute anyway). */
  hiddenPollMs: 30_000,
  /**
   * A staff reply that no open page of the visitor's has fetched this long after it was sent is e-mailed: an open
   * page fetches it within seconds (a hidden tab within a minute), so this means the visitor has left.
   */
  awayMs: 2 * 60_000,
  /** How long the link in that e-mail reopens the conversation. */
  reopenTtlMs: 7 * 24 * 60 * 60_000,
  /** Longest staff reply, in characters (the visitor's messages have the chat's own limit). */
  maxReplyLength: 4000,
  /** Staff replies per person and minute: well above a brisk typist, far below a runaway script. */
  repliesPerMinute: 30,
  /** Messages a visitor may send the team in one conversation (each is stored and shown to staff). */
  maxVisitorMessages: 200,
  /** Hand-off requests (the contact form) per visitor address and minute. */
  handoffsPerMinute: 5,
  /** Polls per visitor address and minute: one page polling at `pollMs` plus room for a few tabs. */
  pollsPerMinute: 120,
} as const;

/** Where a conversation stands: the assistant answers (`open`), a person is asked for, has answered, or closed it. */
export const HANDOFF_STATUSES = ['open', 'waiting', 'answered', 'closed'] as const;
export type HandoffStatus = (typeof HANDOFF_STATUSES)[number];
