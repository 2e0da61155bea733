import { useId, useState, type FormEvent } from 'react';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { ApiError, postJsonWith } from '~/lib/api';
import type { StaffAuth } from './staff-auth';

type Props = {
  conversationId: string;
  auth: StaffAuth;
  /** After a reply or the close went through: reload the transcript and the status. */
  onDone: (change: 'reply' | 'close') => void;
  onUnauthorized: () => void;
};

/** Answer a visitor who asked for a person, or close the conversation (managers and owners). */
export default function ChatReply({ conversationId, auth, onDone, onUnauthorized }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function call(url: string, body: Record<string, string>, change: 'reply' | 'close') {
    setBusy(true);
    setError('');
    try {
      // One key per attempt: a retried send after a lost answer is stored once.
      await postJsonWith(url, body, { ...auth.headers, 'Idempotency-Key': crypto.randomUUID() });
      if (change === 'reply') setText('');
      onDone(change);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onUnauthorized();
      setError(err instanceof ApiError && err.body?.error ? err.body.error : 'Could not send. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) void call('/api/chats/reply', { conversationId, message: text }, 'reply');
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2 border-t border-slate-200 pt-3">
      <label htmlFor={`${id}-reply`} className="block text-sm font-semibold text-ink">
        Reply to the visitor
      </label>
      <textarea
        id={`${id}-reply`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={CHAT_HANDOFF.maxReplyLength}
        rows={3}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-none"
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy || !text.trim()}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Send reply
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void call('/api/chats/close', { conversationId }, 'close')}
          className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60"
        >
          Close conversation
        </button>
      </div>
    </form>
  );
}
