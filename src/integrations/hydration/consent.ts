import type { ClientDirective } from 'astro';
import { COOKIE_BANNER_DELAY, COOKIE_BANNER_PRELOAD, hasAccepted } from '~/lib/consent';

/**
 * `client:consent`, for the cookie notice: never loads the island for a visitor who has accepted; otherwise
 * fetches its code shortly before the notice is due and hydrates it when the delay after page load is up (the
 * island shows the notice as soon as it mounts). The island element carries `data-cookie-banner-state`:
 * "waiting" while the timer runs, "done" when nothing will be shown.
 */
const consent: ClientDirective = (load, _options, el) => {
  if (hasAccepted()) {
    el.setAttribute('data-cookie-banner-state', 'done');
    return;
  }
  el.setAttribute('data-cookie-banner-state', 'waiting');
  let loading: ReturnType<typeof load> | undefined;
  const fetchCode = () => (loading ??= load());
  window.setTimeout(fetchCode, COOKIE_BANNER_DELAY - COOKIE_BANNER_PRELOAD);
  window.setTimeout(async () => {
    const hydrate = await fetchCode();
    await hydrate();
  }, COOKIE_BANNER_DELAY);
};

export default consent;
