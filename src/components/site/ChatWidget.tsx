import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Locale } from '~/i18n/locales';
import { $chat, $pending, CHAT_MAX_LENGTH, canSend, sendChatMessage } from '~/lib/chat-store';
import { siteWords } from '~/lib/site-words';
import Icon from '~/components/ui/Icon';
import ChatBubble from './ChatBubble';

type Props = {
  signupUrl: string;
  /** The page's language: the chat's words, and sent with every message. */
  locale: Locale;
};

/**
 * The site-wide chat: a launcher at the bottom right opens a non-modal dialog with the greeting, a signup
 * shortcut and the conversation. Enter sends; blank text and a pending reply block sending; new messages are
 * announced; Escape closes and returns focus to the launcher.
 *
 * The launcher is server-rendered and works before hydration (the page hydrates this island on the first
 * click or focus and replays that click), so its first render matches the server's: closed, with the
 * conversation (kept in sessionStorage, which the server cannot read) shown only in the open panel. The page's
 * own script keeps the launcher above a bottom banner (src/lib/chat-lift.ts).
 */
export default function ChatWidget({ signupUrl, locale }: Props) {
  const t = siteWords(locale).chat;
  const id = useId();
  const { messages } = useStore($chat);
  const pending = useStore($pending);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (returnFocus.current) launcherRef.current?.focus();
    returnFocus.current = false;
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [open, messages.length, pending]);

  const close = useCallback((focusLauncher = true) => {
    returnFocus.current = focusLauncher;
    setOpen(false);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSend(text, pending)) return;
    const message = text;
    setText('');
    void sendChatMessage(message, { locale, failure: t.failure });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  const panelId = `${id}-panel`;
  const sendable = canSend(text, pending);

  return (
    // Closed: below the header (z-50), so an open mobile menu covers the launcher. Open: above it (the phone
    // panel fills the screen).
    <div
      data-chat-root
      onKeyDown={onKeyDown}
      className={`fixed right-4 bottom-4 ${open ? 'z-[60]' : 'z-40'} flex flex-col items-end gap-3 print:hidden sm:right-6 sm:bottom-6`}
    >
      {open ? (
        <section
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-subtitle`}
          className="fixed inset-0 flex flex-col overflow-hidden bg-white sm:static sm:inset-auto sm:h-[min(600px,calc(100dvh-8rem))] sm:w-[380px] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
        >
          <header className="flex items-center gap-3 bg-brand-950 px-4 py-3 text-white">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-brand-950">
              <Icon name="support" className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id={`${id}-title`} className="text-base leading-tight font-semibold">
                {t.title}
              </h2>
              <p id={`${id}-subtitle`} className="flex items-center gap-1.5 text-sm text-slate-200">
                <span className="h-2 w-2 rounded-full bg-accent-400" aria-hidden="true" />
                {t.subtitle}
              </p>
            </div>
            <button
              type="button"
              onClick={() => close()}
              aria-label={t.close}
              className="rounded-full p-2 text-slate-200 hover:bg-white/10 hover:text-white"
            >
              <Icon name="close" className="h-5 w-5" />
            </button>
          </header>

          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={t.conversation}
            className="flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4"
          >
            <ChatBubble type="bot" message={t.greeting} label={t.title} opensInNewTab={t.opensInNewTab} />
            <div className="flex justify-start">
              <a
                href={signupUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => close()}
                className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-400 hover:bg-brand-100"
              >
                {t.getStarted}
                <Icon name="external" className="h-4 w-4" />
                <span className="sr-only">{t.opensInNewTab}</span>
              </a>
            </div>
            {messages.map((m) => (
              <ChatBubble
                key={m.id}
                type={m.type}
                message={m.message}
                label={m.type === 'bot' ? t.title : t.you}
                opensInNewTab={t.opensInNewTab}
              />
            ))}
            {pending ? (
              <div className="flex justify-start" role="status">
                <span className="sr-only">{t.typing}</span>
                <span
                  className="flex items-center gap-1 rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3"
                  aria-hidden="true"
                  data-testid="typing"
                >
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.3s]" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500 [animation-delay:-0.15s]" />
                  <span className="h-2 w-2 animate-bounce rounded-full bg-slate-500" />
                </span>
              </div>
            ) : null}
          </div>

          <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
            <label htmlFor={`${id}-input`} className="sr-only">
              {t.inputLabel}
            </label>
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="text"
              autoComplete="off"
              enterKeyHint="send"
              maxLength={CHAT_MAX_LENGTH}
              placeholder={t.placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-none sm:text-sm"
            />
            <button
              type="submit"
              disabled={!sendable}
              aria-label={t.send}
              className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
            >
              <Icon name="send" className="h-5 w-5" />
            </button>
          </form>
        </section>
      ) : null}

      <button
        ref={launcherRef}
        type="button"
        onClick={() => (open ? close() : setOpen(true))}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t.close : t.open}
        className={`${open ? 'hidden sm:flex' : 'flex'} h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white ring-2 ring-white shadow-lg shadow-brand-900/30 transition hover:bg-brand-800 hover:shadow-xl`}
      >
        <Icon name={open ? 'close' : 'chat'} className="h-6 w-6" />
      </button>
    </div>
  );
}
