import { formatDateTime } from '../../lib/format';
import AlertStatus from './AlertStatus';
import ExpandableText from './ExpandableText';
import { field, type AdminRecord } from './record';

type Props = { conversationId: string; messages: AdminRecord[] };

/** One chat conversation: its messages in the order they were sent. */
export default function ChatTranscript({ conversationId, messages }: Props) {
  const first = messages[0];
  return (
    <article className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <header>
        <h2 className="text-lg font-semibold break-all text-ink">Conversation {conversationId || '(no id)'}</h2>
        <p className="text-sm text-muted">
          Started <time dateTime={field(first, 'submittedAt') || undefined}>{formatDateTime(first?.submittedAt)}</time> ·{' '}
          {messages.length} {messages.length === 1 ? 'message' : 'messages'}
        </p>
      </header>
      <ol className="space-y-3">
        {messages.map((m) => {
          const bot = field(m, 'role') === 'bot';
          return (
            <li key={m.id} id={`record-${m.id}`} tabIndex={-1} className={`rounded-lg px-3 py-2 focus:ring-2 focus:ring-brand-500 focus:outline-none ${bot ? 'bg-slate-100' : 'bg-brand-50'}`}>
              <p className="mb-1 text-xs font-semibold text-muted">
                {bot ? 'Bot' : 'Visitor'} · <time dateTime={field(m, 'submittedAt') || undefined}>{formatDateTime(m.submittedAt)}</time>
              </p>
              <ExpandableText text={field(m, 'message')} label="message" />
              {!bot && <AlertStatus store="chats" id={m.id} label="this chat visitor" onlyWhenAlerted />}
            </li>
          );
        })}
      </ol>
    </article>
  );
}
