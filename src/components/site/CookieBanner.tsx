import { useEffect, useState } from 'react';
import type { Locale } from '~/i18n/locales';
import { hasAccepted, storeAcceptance } from '~/lib/consent';
import { localizePath } from '~/lib/locale-paths';
import { siteWords } from '~/lib/site-words';
import Icon from '~/components/ui/Icon';

/**
 * The site-wide cookie notice. Not a dialog: a fixed region that neither moves the page nor traps focus.
 * 'Ok' stores the consent; the close button only hides it for this page view.
 *
 * When it shows is the page's business (BaseLayout hydrates it with `client:consent`, 5 s after load and
 * only without stored consent): once mounted, it shows at once unless consent has been stored meanwhile.
 */
export default function CookieBanner({
  locale,
}: {
  /** The page's language: the notice's words and links. */ locale: Locale;
}) {
  const t = siteWords(locale).cookie;
  const privacyHref = localizePath('/privacy-terms', locale);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!hasAccepted()) setVisible(true);
  }, []);

  // Nothing while hidden; the notice itself is fixed, so showing it shifts no layout. Only the visible notice
  // carries data-cookie-banner: the chat launcher moves above elements with it.
  if (!visible) return null;

  const accept = () => {
    storeAcceptance();
    setVisible(false);
  };

  return (
    <section
      data-cookie-banner
      aria-label={t.region}
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl bg-white p-5 shadow-[0_20px_50px_-12px_rgba(11,20,55,0.35)] ring-1 ring-slate-900/10 transition duration-500 ease-out starting:translate-y-6 starting:opacity-0 sm:inset-x-auto sm:bottom-5 sm:left-5 sm:max-w-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon name="shield" className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-ink">{t.title}</h2>
          <p className="mt-1 text-sm leading-relaxed text-muted">
            {t.text}{' '}
            <a
              href={privacyHref}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t.privacyLink}
            </a>
            {t.end}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setVisible(false)}
          className="-mt-1 -mr-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-slate-100 hover:text-ink"
        >
          <Icon name="close" className="h-5 w-5" />
          <span className="sr-only">{t.close}</span>
        </button>
      </div>
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          onClick={accept}
          className="rounded-full bg-brand-600 px-6 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t.ok}
        </button>
      </div>
    </section>
  );
}
