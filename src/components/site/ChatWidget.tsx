import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Locale } from '~/i18n/locales';
import {
  hasOwnConversation,
  isWithTeam,
  reopenFromLink,
  REOPEN_HASH,
  requestPerson,
  setPageLocale,
  showForm,
} from '~/lib/chat-handoff';
import {
  $chat,
  $chatOpen,
  $pending,
  append,
  CHAT_MAX_LENGTH,
  canSend,
  sendChatMessage,
  update,
} from '~/lib/chat-store';
import { formatWhen } from '~/lib/format';
import { siteWords } from '~/lib/site-words';
import { isSupportOpen, nextSupportOpening } from '~/lib/support-hours';
import Icon from '~/components/ui/Icon';
import ChatBubble from './ChatBubble';
import ChatHandoffForm from './ChatHandoffForm';

type Props = {
  signupUrl: string;
  /** The page's language: the chat's words, and sent with every message. */
  locale: Locale;
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/**
 * The site-wide chat: a launcher at the bottom right opens a non-modal dialog that says who answers (the
 * assistant first, a person on request, with the team's real availability), the greeting, a signup shortcut,
 * the conversation and the hand-off form. Enter sends; blank text and a pending reply block sending; new
 * messages, a person's included, are announced; Escape closes and returns focus to the launcher, which counts
 * the replies that arrived while it was closed.
 *
 * The launcher is server-rendered and works before hydration (the page hydrates this island on the first
 * click or focus and replays that click, or at load when a hand-off is in progress or a reopen link is opened),
 * so its first render matches the server's: closed, with the conversation (kept in sessionStorage, which the
 * server cannot read) shown only in the open panel. The page's own script keeps the launcher above a bottom
 * banner (src/lib/chat-lift.ts).
 */
export default function ChatWidget({ signupUrl, locale }: Props) {
  const words = siteWords(locale).chat;
  const t = words.handoff;
  const id = useId();
  const { messages, handoff, unread } = useStore($chat);
  const pending = useStore($pending);
  const open = useStore($chatOpen);
  const [text, setText] = useState('');
  const [now, setNow] = useState(() => new Date());
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef(false);
  const setOpen = (value: boolean) => $chatOpen.set(value);

  // A link e-mailed with a staff reply (/#chat=<token>) opens that conversation here; a tab holding a
  // conversation of its own asks first, so no link can silently take it over.
  const [linkToken, setLinkToken] = useState<string | null>(null);
  const reopen = useCallback(
    (token: string) => {
      setLinkToken(null);
      void reopenFromLink(token, locale).then((error) => {
        if (error !== null) append('bot', error || t.reopenFailed);
        $chatOpen.set(true);
      });
    },
    [locale, t.reopenFailed],
  );
  useEffect(() => {
    setPageLocale(locale);
    if (!location.hash.startsWith(REOPEN_HASH)) return;
    let token = '';
    try {
      token = decodeURIComponent(location.hash.slice(REOPEN_HASH.length));
    } catch {
      token = 'invalid';
    }
    history.replaceState(null, '', location.pathname + location.search);
    if (hasOwnConversation()) {
      setLinkToken(token);
      $chatOpen.set(true);
    } else reopen(token);
  }, [locale, reopen]);

  useEffect(() => {
    if (open) {
      inputRef.current?.focus();
      update(() => ({ unread: 0 }));
    } else if (returnFocus.current) launcherRef.current?.focus();
    returnFocus.current = false;
  }, [open]);

  // Availability changes with the clock: checked each minute while the panel is open.
  useEffect(() => {
    if (!open) return;
    setNow(new Date());
    const tick = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(tick);
  }, [open]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [open, messages.length, pending, handoff.form]);

  const close = useCallback((focusLauncher = true) => {
    returnFocus.current = focusLauncher;
    $chatOpen.set(false);
  }, []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSend(text, pending)) return;
    const message = text;
    setText('');
    void sendChatMessage(message, { locale, failure: words.failure });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  }

  function talkToPerson() {
    if (handoff.contactGiven) void requestPerson(null, { locale, page: location.pathname });
    else showForm({});
  }

  const inHours = isSupportOpen(now);
  const when = (from: Date) => formatWhen(nextSupportOpening(from), now, locale);
  const subtitle = inHours ? words.subtitle : fill(words.away, { when: when(now) });
  const withTeam = isWithTeam(handoff.status);
  const status = withTeam
    ? handoff.status === 'answered'
      ? t.answered
      : inHours
        ? t.waiting
        : fill(t.waitingAway, { when: when(now) })
    : null;

  function noteText(m: (typeof messages)[number]): string {
    if (m.note === 'closed') return t.closed;
    const at = new Date(m.timestamp);
    const name = m.name ? `, ${m.name}` : '';
    return isSupportOpen(at) ? fill(t.requestedOpen, { name }) : fill(t.requestedAway, { name, when: when(at) });
  }

  const panelId = `${id}-panel`;
  const sendable = canSend(text, pending);
  const unreadLabel = unread === 1 ? t.unreadOne : unread > 1 ? fill(t.unread, { count: unread }) : '';

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
          aria-describedby={`${id}-subtitle ${id}-disclosure`}
          className="fixed inset-0 flex flex-col overflow-hidden bg-white sm:static sm:inset-auto sm:h-[min(640px,calc(100dvh-8rem))] sm:w-[380px] sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-2xl"
        >
          <div className="bg-brand-950 px-4 py-3 text-white" data-chat-header>
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-brand-950">
                <Icon name="support" className="h-5 w-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h2 id={`${id}-title`} className="text-base leading-tight font-semibold">
                  {words.title}
                </h2>
                <p id={`${id}-subtitle`} className="flex items-center gap-1.5 text-sm text-slate-200">
                  <span
                    className={`h-2 w-2 shrink-0 rounded-full ${inHours ? 'bg-accent-400' : 'bg-slate-400'}`}
                    aria-hidden="true"
                  />
                  {subtitle}
                </p>
              </div>
              <button
                type="button"
                onClick={() => close()}
                aria-label={words.close}
                className="rounded-full p-2 text-slate-200 hover:bg-white/10 hover:text-white"
              >
                <Icon name="close" className="h-5 w-5" />
              </button>
            </div>
            <p id={`${id}-disclosure`} className="mt-2 text-xs text-slate-200">
              {words.disclosure}
            </p>
          </div>

          {status ? (
            <p
              role="status"
              className="border-b border-brand-100 bg-brand-50 px-4 py-2 text-sm font-medium text-brand-900"
            >
              {status}
            </p>
          ) : null}

          <div
            ref={logRef}
            role="log"
            aria-live="polite"
            aria-relevant="additions"
            aria-label={words.conversation}
            className="flex-1 space-y-3 overflow-y-auto overscroll-contain px-4 py-4"
          >
            <ChatBubble
              type="bot"
              message={words.greeting}
              label={words.assistantName}
              opensInNewTab={words.opensInNewTab}
            />
            <div className="flex justify-start">
              <a
                href={signupUrl}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => close()}
                className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-400 hover:bg-brand-100"
              >
                {words.getStarted}
                <Icon name="external" className="h-4 w-4" />
                <span className="sr-only">{words.opensInNewTab}</span>
              </a>
            </div>
            {messages.map((m) =>
              m.type === 'note' ? (
                <p key={m.id} className="px-2 text-center text-xs text-slate-600" data-testid="chat-note">
                  {noteText(m)}
                </p>
              ) : (
                <ChatBubble
                  key={m.id}
                  type={m.type}
                  message={m.message}
                  label={
                    m.type === 'bot'
                      ? words.assistantName
                      : m.type === 'staff'
                        ? fill(words.staffName, { name: m.author ?? '' })
                        : words.you
                  }
                  opensInNewTab={words.opensInNewTab}
                />
              ),
            )}
            {pending ? (
              <div className="flex justify-start" role="status">
                <span className="sr-only">{words.typing}</span>
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
            {handoff.form && !withTeam ? <ChatHandoffForm locale={locale} found={handoff.form} /> : null}
            {linkToken !== null ? (
              <div className="space-y-2 rounded-2xl border border-brand-200 bg-brand-50 p-3.5 text-sm text-ink">
                <p>{t.reopenAsk}</p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => reopen(linkToken)}
                    className="rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    {t.reopenConfirm}
                  </button>
                  <button
                    type="button"
                    onClick={() => setLinkToken(null)}
                    className="rounded-full px-4 py-2 font-semibold text-brand-800 hover:bg-brand-100"
                  >
                    {t.reopenKeep}
                  </button>
                </div>
              </div>
            ) : null}
          </div>

          {!withTeam && !handoff.form ? (
            <div className="border-t border-slate-200 px-3 pt-2">
              <button
                type="button"
                onClick={talkToPerson}
                className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
              >
                <Icon name="support" className="h-4 w-4" />
                {words.talkToPerson}
              </button>
            </div>
          ) : null}
          <form onSubmit={onSubmit} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
            <label htmlFor={`${id}-input`} className="sr-only">
              {words.inputLabel}
            </label>
            <input
              ref={inputRef}
              id={`${id}-input`}
              type="text"
              autoComplete="off"
              enterKeyHint="send"
              maxLength={CHAT_MAX_LENGTH}
              placeholder={words.placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-none sm:text-sm"
            />
            <button
              type="submit"
              disabled={!sendable}
              aria-label={words.send}
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
        aria-label={open ? words.close : unreadLabel ? `${words.open} (${unreadLabel})` : words.open}
        className={`${open ? 'hidden sm:flex' : 'flex'} relative h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white ring-2 ring-white shadow-lg shadow-brand-900/30 transition hover:bg-brand-800 hover:shadow-xl`}
      >
        <Icon name={open ? 'close' : 'chat'} className="h-6 w-6" />
        {!open && unread > 0 ? (
          <span
            className="absolute -top-1 -right-1 flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white ring-2 ring-white"
            aria-hidden="true"
            data-testid="chat-unread"
          >
            {unread}
          </span>
        ) : null}
      </button>
      {/* New replies announced while the panel is closed (the log is not on the page then). */}
      <p className="sr-only" aria-live="polite">
        {!open && unreadLabel ? unreadLabel : ''}
      </p>
    </div>
  );
}
