import LeadLanguage from './LeadLanguage';
import { useId, useState } from 'react';
import { ApiError, getJson, parseNextLink } from '~/lib/api';
import { formatDateTime } from '~/lib/format';
import AlertStatus from './AlertStatus';
import ExpandableText from './ExpandableText';
import { field, type AdminRecord } from './record';
import type { StaffAuth } from './staff-auth';

type Props = {
  /** A conversation as GET /api/chats lists it: conversationId, submittedAt (start), firstMessage, messageCount. */
  conversation: AdminRecord;
  auth: StaffAuth;
  onUnauthorized: () => void;
};

/** Messages of one conversation per request (the API's maximum); long conversations follow the Link header. */
const MESSAGES_PER_REQUEST = 500;

/** One chat conversation: its start, size and first message; opens to every message in the order sent. */
export default function ChatTranscript({ conversation, auth, onUnauthorized }: Props) {
  const listId = useId();
  const conversationId = field(conversation, 'conversationId');
  const count = Number(conversation.messageCount) || 0;
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<AdminRecord[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  async function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    if (messages || loading) return;
    setLoading(true);
    setError('');
    try {
      const all: AdminRecord[] = [];
      let url: string | null =
        `/api/chats?conversationId=${encodeURIComponent(conversationId)}&limit=${MESSAGES_PER_REQUEST}`;
      while (url) {
        const { data, response } = await getJson<unknown>(url, auth.headers);
        if (Array.isArray(data)) all.push(...(data as AdminRecord[]).filter((r) => r && typeof r === 'object'));
        url = parseNextLink(response.headers.get('link'));
      }
      setMessages(all);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onUnauthorized();
      console.error('Failed to load conversation', err);
      setError('Could not load this conversation. Please try again.');
      setOpen(false);
    } finally {
      setLoading(false);
    }
  }

  return (
    <article
      id={`record-${conversation.id}`}
      tabIndex={-1}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus:ring-2 focus:ring-brand-500 focus:outline-none"
    >
      <header>
        <h2 className="text-lg font-semibold break-all text-ink">Conversation {conversationId || '(no id)'}</h2>
        <p className="text-sm text-muted">
          Started{' '}
          <time dateTime={field(conversation, 'submittedAt') || undefined}>
            {formatDateTime(conversation.submittedAt)}
          </time>{' '}
          · {count} {count === 1 ? 'message' : 'messages'}
        </p>
      </header>
      <LeadLanguage locale={conversation.locale} />
      <AlertStatus store="chats" id={conversation.id} label="this conversation" onlyWhenAlerted />
      {!open && (
        <ExpandableText
          text={field(conversation, 'firstMessage')}
          label="first message"
          className="rounded-lg bg-brand-50 px-3 py-2"
        />
      )}
      {open && messages && (
        <ol id={listId} className="space-y-3">
          {messages.map((m) => {
            const bot = field(m, 'role') === 'bot';
            return (
              <li key={m.id} className={`rounded-lg px-3 py-2 ${bot ? 'bg-slate-100' : 'bg-brand-50'}`}>
                <p className="mb-1 text-xs font-semibold text-muted">
                  {bot ? 'Bot' : 'Visitor'} ·{' '}
                  <time dateTime={field(m, 'submittedAt') || undefined}>{formatDateTime(m.submittedAt)}</time>
                </p>
                <ExpandableText text={field(m, 'message')} label="message" />
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-auto">
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={open && messages ? listId : undefined}
          disabled={loading}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
        >
          {loading ? 'Loading conversation...' : open ? 'Hide conversation' : 'Show conversation'}
        </button>
      </div>
    </article>
  );
}
