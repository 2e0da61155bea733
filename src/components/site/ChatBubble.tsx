import { Fragment } from 'react';
import { parseChatText, type Inline } from '~/lib/chat-text';

type Props = {
  /** `staff`: a person of the team, named by a visible label. */
  type: 'user' | 'bot' | 'staff';
  message: string;
  label: string;
  /** Read after a link that opens a new tab, in the page's language. */
  opensInNewTab: string;
};

function Content({ parts, opensInNewTab }: { parts: Inline[]; opensInNewTab: string }) {
  return (
    <>
      {parts.map((part, i) =>
        part.type === 'text' ? (
          <Fragment key={i}>{part.text}</Fragment>
        ) : (
          <a
            key={i}
            href={part.href}
            className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
            {...(part.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {part.text}
            {part.external ? <span className="sr-only"> {opensInNewTab}</span> : null}
          </a>
        ),
      )}
    </>
  );
}

/**
 * One chat message. Bot replies get their links and lists rendered; visitor and staff text is shown as typed, a
 * person's reply under their name.
 */
export default function ChatBubble({ type, message, label, opensInNewTab }: Props) {
  const bot = type === 'bot';
  if (type === 'staff') {
    return (
      <div className="flex justify-start" data-testid="staff-message">
        <div className="max-w-[85%] rounded-2xl rounded-tl-sm border border-accent-400 bg-white px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink">
          <span className="mb-0.5 block text-xs font-semibold text-brand-800">{label}</span>
          {message}
        </div>
      </div>
    );
  }
  return (
    <div className={`flex ${bot ? 'justify-start' : 'justify-end'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words ${
          bot ? 'rounded-tl-sm bg-slate-100 text-ink' : 'rounded-tr-sm bg-brand-700 whitespace-pre-wrap text-white'
        }`}
      >
        <span className="sr-only">{label}: </span>
        {bot
          ? parseChatText(message).map((block, i) =>
              block.type === 'p' ? (
                <p key={i} className={i > 0 ? 'mt-2' : undefined}>
                  <Content parts={block.content} opensInNewTab={opensInNewTab} />
                </p>
              ) : (
                <ul key={i} className={`list-disc space-y-1 pl-5 ${i > 0 ? 'mt-1.5' : ''}`}>
                  {block.items.map((item, j) => (
                    <li key={j}>
                      <Content parts={item} opensInNewTab={opensInNewTab} />
                    </li>
                  ))}
                </ul>
              ),
            )
          : message}
      </div>
    </div>
  );
}
