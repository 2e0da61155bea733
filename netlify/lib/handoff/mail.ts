/**
 * Staff replies the visitor was not there to read, by e-mail. A reply queues one entry per conversation, due
 * `awayMs` after it was sent (src/data/chat-handoff.ts); the scheduled sweep (every minute) takes each due entry
 * with a conditional write (a lease, as the staff alert outbox does), and e-mails the replies that no page of the
 * visitor's has fetched, to the address the visitor gave in the hand-off form, in their language, with a link
 * that reopens the conversation. Failures are retried with backoff for 24 hours. Replies already fetched or
 * already e-mailed are never sent.
 */
import { randomUUID } from 'node:crypto';
import { alertSettings, chatAwayMs, siteConfig } from '~/config';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { messagesFor } from '~/lib/i18n';
import { escapeHtml, oneLine, retryDelayMs, RETRY_WINDOW_MS, LEASE_MS } from '../alerts';
import { sendMail } from '../mail';
import {
  dropMail,
  listConversation,
  listQueuedMail,
  peekHandoff,
  queueMail,
  readMail,
  readMailed,
  readSeen,
  replaceMail,
  writeMailed,
  type HandoffState,
  type MailEntry,
  type StoredRecord,
} from '../storage';
import { reopenToken } from './tokens';

export type ReplyMail = { to: string; subject: string; text: string; html: string };

const DAY_MS = 24 * 60 * 60_000;

/** The reopen link of a conversation: the site in the visitor's language, the token in the fragment (never logged). */
export function reopenLink(state: HandoffState, now: number): string {
  const token = reopenToken(state.conversationId, now + CHAT_HANDOFF.reopenTtlMs);
  return `${siteConfig.siteUrl}${state.locale === 'fr' ? '/fr/' : '/'}#chat=${token}`;
}

/** The e-mail carrying `replies` (staff messages, oldest first) to the visitor of `state`. */
export function composeReplyMail(state: HandoffState, replies: StoredRecord[], now: number): ReplyMail {
  const t = messagesFor(state.locale).email.chatReply;
  const contact = state.contact!;
  const link = reopenLink(state, now);
  const days = Math.round(CHAT_HANDOFF.reopenTtlMs / DAY_MS);
  const who = oneLine(contact.name, 100);
  const quoted = replies.map((r) => ({ author: t.from(String(r.author ?? '')), text: String(r.message ?? '') }));
  const text = [
    t.greeting(who),
    '',
    t.intro,
    '',
    ...quoted.flatMap((q) => [`${q.author}:`, q.text, '']),
    t.reopenText(link),
    t.expires(days),
    '',
    t.why,
    t.footer,
  ].join('\n');
  const paragraphs = (value: string) =>
    value
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
      .join('');
  const html = [
    `<p>${escapeHtml(t.greeting(who))}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    ...quoted.map(
      (q) =>
        `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #1d4ed8"><p><strong>${escapeHtml(q.author)}</strong></p>${paragraphs(q.text)}</blockquote>`,
    ),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.reopen)}</a></p>`,
    `<p style="color:#475569">${escapeHtml(t.expires(days))}</p>`,
    `<p style="color:#475569;font-size:12px">${escapeHtml(t.why)}<br>${escapeHtml(t.footer)}</p>`,
  ].join('\n');
  return { to: contact.email, subject: t.subject, text, html };
}

export type MailResult = 'sent' | 'not-due' | 'seen' | 'no-address' | 'retry' | 'failed' | 'busy' | 'off';

/** Staff replies of a conversation after `after` (message ids sort by time). */
async function repliesAfter(conversationId: string, after: string): Promise<StoredRecord[]> {
  const { items } = await listConversation(conversationId, { limit: 500, ...(after ? { cursor: after } : {}) });
  return items.filter((m) => m.role === 'staff');
}

/** Handles one queued conversation: e-mails its unread replies when due, else leaves or drops the entry. */
export async function processMail(conversationId: string, now = Date.now()): Promise<MailResult> {
  const settings = alertSettings();
  const current = await readMail(conversationId);
  if (!current) return 'seen';
  const { value: entry, etag } = current;
  if (Date.parse(entry.dueAt) > now) return 'not-due';
  if (entry.lease && Date.parse(entry.lease.until) > now) return 'busy';
  if (!settings.smtpUrl || !settings.emailFrom) return 'off';
  const claimed = await replaceMail(
    { ...entry, lease: { owner: randomUUID(), until: new Date(now + LEASE_MS).toISOString() } },
    etag,
  );
  if (!claimed) return 'busy';

  const state = await peekHandoff(conversationId);
  if (!state?.contact?.email) {
    await dropMail(conversationId);
    return 'no-address';
  }
  const away = chatAwayMs(CHAT_HANDOFF.awayMs);
  const unread = await unreadReplies(conversationId);
  // Only replies the visitor has had `away` to fetch; a younger one waits for its own time.
  const due = unread.filter((r) => Date.parse(r.submittedAt) + away <= now);
  const young = unread.filter((r) => !due.includes(r));
  const later = (youngest: StoredRecord[]) =>
    youngest.length ? Date.parse(youngest[youngest.length - 1].submittedAt) + away : null;

  if (due.length === 0) {
    const at = later(young);
    if (at === null) await finish(conversationId, now);
    else await replaceMail({ ...withoutLease(entry), dueAt: new Date(at).toISOString() }, claimed);
    return young.length ? 'not-due' : 'seen';
  }
  try {
    await sendMail(settings, { from: settings.emailFrom, ...composeReplyMail(state, due, now) });
  } catch (err) {
    const attempts = entry.attempts + 1;
    const lastError = oneLine(err instanceof Error ? err.message : String(err), 300);
    console.warn(`[chat mail] ${conversationId} attempt ${attempts} failed: ${lastError}`);
    if (now - Date.parse(entry.createdAt) >= RETRY_WINDOW_MS) {
      await dropMail(conversationId);
      return 'failed';
    }
    const dueAt = new Date(now + retryDelayMs(attempts)).toISOString();
    await replaceMail({ ...withoutLease(entry), attempts, lastError, dueAt }, claimed);
    return 'retry';
  }
  // Recorded before the entry goes: a crash in between re-checks and finds nothing new to send.
  await writeMailed(conversationId, due[due.length - 1].id);
  const at = later(young);
  if (at === null) await finish(conversationId, now);
  else await replaceMail({ ...withoutLease(entry), attempts: 0, dueAt: new Date(at).toISOString() }, claimed);
  return 'sent';
}

const withoutLease = (entry: MailEntry): MailEntry => {
  const { lease: _lease, ...rest } = entry;
  return rest;
};

/** Staff replies neither fetched by the visitor's pages nor e-mailed yet, oldest first. */
async function unreadReplies(conversationId: string): Promise<StoredRecord[]> {
  const [seen, mailed] = await Promise.all([readSeen(conversationId), readMailed(conversationId)]);
  return repliesAfter(conversationId, seen > mailed ? seen : mailed);
}

/**
 * Drops the entry, then looks again: a reply sent while this one was being handled found the entry taken and
 * queued nothing, so it is queued now.
 */
async function finish(conversationId: string, now: number): Promise<void> {
  await dropMail(conversationId);
  const left = await unreadReplies(conversationId);
  if (left.length === 0) return;
  const newest = Date.parse(left[left.length - 1].submittedAt);
  await queueMail({
    conversationId,
    dueAt: new Date(Math.max(now, newest + chatAwayMs(CHAT_HANDOFF.awayMs))).toISOString(),
    createdAt: new Date(now).toISOString(),
    attempts: 0,
  });
}

/** One pass over every queued conversation; safe to run concurrently (each entry is claimed before sending). */
export async function sweepReplyMail(now = Date.now()): Promise<Record<MailResult, number>> {
  const summary: Record<MailResult, number> = {
    sent: 0,
    'not-due': 0,
    seen: 0,
    'no-address': 0,
    retry: 0,
    failed: 0,
    busy: 0,
    off: 0,
  };
  for (const id of await listQueuedMail()) {
    try {
      summary[await processMail(id, now)] += 1;
    } catch (err) {
      console.error(`[chat mail] could not process ${id}`, err);
    }
  }
  return summary;
}
