import LeadLanguage from './LeadLanguage';
import { useEffect, useId, useState } from 'react';
import { ApiError, getJson, parseNextLink } from '~/lib/api';
import { formatDateTime } from '~/lib/format';
import AlertStatus from './AlertStatus';
import ChatReply from './ChatReply';
import ExpandableText from './ExpandableText';
import { field, type AdminRecord } from './record';
import { allows, type StaffAuth } from './staff-auth';

type Props = {
  /** A conversation as GET /api/chats lists it: conversationId, submittedAt (start), firstMessage, messageCount. */
  conversation: AdminRecord;
  auth: StaffAuth;
  onUnauthorized: () => void;
  /** Opened from a link (a staff alert): show the transcript at once. */
  startOpen?: boolean;
};

const STATUS_LABELS: Record<string, string> = {
  waiting: 'Waiting for a person',
  answered: 'Answered by the team',
  closed: 'Closed',
};

/** '12 min', '3 h 05 min': how long a visitor has waited. */
function waited(since: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const ROLE_LABELS: Record<string, string> = { bot: 'Bot', user: 'Visitor', staff: 'Staff', event: 'Event' };
const ROLE_STYLES: Record<string, string> = {
  bot: 'bg-slate-100',
  user: 'bg-brand-50',
  staff: 'border border-accent-400 bg-white',
  event: 'bg-amber-50 text-sm italic',
};

/** Messages of one conversation per request (the API's maximum); long conversations follow the Link header. */
const MESSAGES_PER_REQUEST = 500;
/** How often an open conversation with the team asks for the visitor's new messages. */
const STAFF_REFRESH_MS = 4000;

/** One chat conversation: its start, size and first message; opens to every message in the order sent. */
export default function ChatTranscript({ conversation, auth, onUnauthorized, startOpen = false }: Props) {
  const listId = useId();
  const conversationId = field(conversation, 'conversationId');
  const count = Number(conversation.messageCount) || 0;
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<AdminRecord[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState(field(conversation, 'status') || 'open');
  const withTeam = status === 'waiting' || status === 'answered';
  const requestedAt = field(conversation, 'requestedAt');

  useEffect(() => {
    if (startOpen) void toggle();
    // Only when first shown from a link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startOpen]);

  // While the visitor is with the team, the open transcript fetches what came after it, so staff see the
  // visitor's answers as the visitor sees theirs (later pages are not audited again: the open was).
  useEffect(() => {
    if (!open || !messages || !withTeam) return;
    const timer = setInterval(async () => {
      const last = messages.at(-1)?.id;
      const url = `/api/chats?conversationId=${encodeURIComponent(conversationId)}&limit=${MESSAGES_PER_REQUEST}${last ? `&cursor=${last}` : ''}`;
      try {
        const { data } = await getJson<unknown>(url, auth.headers);
        const fresh = Array.isArray(data) ? (data as AdminRecord[]).filter((r) => r && typeof r === 'object') : [];
        if (fresh.length === 0) return;
        setMessages([...messages, ...fresh]);
        if (fresh.some((m) => field(m, 'role') === 'user')) setStatus('waiting');
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) onUnauthorized();
      }
    }, STAFF_REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, messages, withTeam, conversationId, auth.headers, onUnauthorized]);

  async function toggle(reload = false) {
    if (open && !reload) return setOpen(false);
    setOpen(true);
    if ((messages && !reload) || loading) return;
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
          </time>
          {count ? ` · ${count} ${count === 1 ? 'message' : 'messages'}` : ''}
        </p>
        {STATUS_LABELS[status] ? (
          <p
            className={`mt-2 inline-block rounded-full px-3 py-1 text-sm font-semibold ${status === 'waiting' ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-ink'}`}
            data-testid="handoff-status"
          >
            {STATUS_LABELS[status]}
            {status === 'waiting' && requestedAt ? ` · waiting ${waited(requestedAt)}` : ''}
          </p>
        ) : null}
      </header>
      {field(conversation, 'contactEmail') ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold text-ink">Name</dt>
          <dd className="break-words">{field(conversation, 'contactName')}</dd>
          <dt className="font-semibold text-ink">E-mail</dt>
          <dd className="break-all">
            <a className="text-brand-700 underline" href={`mailto:${field(conversation, 'contactEmail')}`}>
              {field(conversation, 'contactEmail')}
            </a>
          </dd>
          {field(conversation, 'contactPhone') ? (
            <>
              <dt className="font-semibold text-ink">Phone</dt>
              <dd>{field(conversation, 'contactPhone')}</dd>
            </>
          ) : null}
          {field(conversation, 'page') ? (
            <>
              <dt className="font-semibold text-ink">Page</dt>
              <dd className="break-all">{field(conversation, 'page')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <LeadLanguage locale={field(conversation, 'handoffLocale') || conversation.locale} />
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
            const role = field(m, 'role') || 'user';
            return (
              <li key={m.id} className={`rounded-lg px-3 py-2 ${ROLE_STYLES[role] ?? ROLE_STYLES.user}`}>
                <p className="mb-1 text-xs font-semibold text-muted">
                  {role === 'staff' && field(m, 'author')
                    ? `${field(m, 'author')} (staff)`
                    : (ROLE_LABELS[role] ?? 'Visitor')}{' '}
                  · <time dateTime={field(m, 'submittedAt') || undefined}>{formatDateTime(m.submittedAt)}</time>
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
      {withTeam && allows(auth, 'reply') ? (
        <ChatReply
          conversationId={conversationId}
          auth={auth}
          onUnauthorized={onUnauthorized}
          onDone={(change) => {
            setStatus(change === 'close' ? 'closed' : 'answered');
            void toggle(true);
          }}
        />
      ) : null}
      <div className="mt-auto">
        <button
          type="button"
          onClick={() => void toggle()}
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
