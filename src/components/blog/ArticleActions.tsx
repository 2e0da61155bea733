import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '~/hooks/useHydrated';
import { isSaved, savedArticles, toggleSaved } from '~/lib/saved-articles';
import Icon from '~/components/ui/Icon';
import type { Messages } from '~/i18n/en';

/** `path` is the article's site path; the shared link uses the origin the visitor is on. */
type Props = { slug: string; title: string; text: string; path: string; t: Messages['blog']['actions'] };

const CONFIRMATION_MS = 4000;

/**
 * Share (the Web Share API where the browser has it, else copying the link, with a visible confirmation) and
 * Save (keeps the article in a list stored in this browser).
 */
export default function ArticleActions({ slug, title, text, path, t }: Props) {
  const saved = useStore(savedArticles);
  const mounted = useHydrated();
  const [message, setMessage] = useState('');
  const [manualCopy, setManualCopy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const linkField = useRef<HTMLInputElement>(null);

  // The saved state lives in localStorage: render the neutral state until hydrated so markup matches the server.
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (manualCopy) linkField.current?.select();
  }, [manualCopy]);

  const confirm = (msg: string) => {
    setMessage(msg);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(''), CONFIRMATION_MS);
  };

  const url = mounted ? new URL(path, window.location.origin).href : path;

  const share = async () => {
    const data = { title, text, url };
    if (typeof navigator.share === 'function' && (!navigator.canShare || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        return;
      } catch (err) {
        // The visitor closed the share sheet: nothing to do.
        if (err instanceof DOMException && err.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setManualCopy(false);
      confirm(t.copied);
    } catch {
      // No clipboard access (e.g. permissions): show the link to copy by hand.
      setManualCopy(true);
      confirm(t.copyBelow);
    }
  };

  const save = () => {
    const nowSaved = toggleSaved({ slug, title, url: path });
    confirm(nowSaved ? t.savedNote : t.removedNote);
  };

  const isOn = mounted && isSaved(saved, slug);
  const button =
    'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold shadow-sm transition-colors';

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="flex gap-2">
        <button
          type="button"
          onClick={share}
          className={`${button} border-slate-300 bg-white text-ink hover:bg-brand-50`}
        >
          <Icon name="share" className="h-4 w-4" />
          {t.share}
        </button>
        <button
          type="button"
          onClick={save}
          aria-pressed={isOn}
          className={`${button} ${isOn ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-slate-300 bg-white text-ink hover:bg-brand-50'}`}
        >
          <Icon name="bookmark" className="h-4 w-4" />
          {isOn ? t.saved : t.save}
        </button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm font-medium text-brand-700">
        {message}
      </p>
      {manualCopy && (
        <label className="block w-full text-sm text-muted sm:w-80">
          <span className="sr-only">{t.link}</span>
          <input
            ref={linkField}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-ink"
          />
        </label>
      )}
    </div>
  );
}
