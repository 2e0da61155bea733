/**
 * The cookie notice's timing and the visitor's stored answer. Shared by the notice's island and by the client
 * directive that decides when (and whether) that island loads, so it holds no framework code.
 */

/** The notice appears this long after the page loads, unless consent is already stored. */
export const COOKIE_BANNER_DELAY = 5000;
/** The notice's code starts downloading this long before it is due, so it shows on time. */
export const COOKIE_BANNER_PRELOAD = 1000;
export const CONSENT_KEY = 'boundless-cookie-consent';
export const CONSENT_ACCEPTED = 'accepted';

/** The stored answer, or null when there is none or storage is blocked (then the visitor is asked again). */
export function storedConsent(): string | null {
  try {
    return window.localStorage.getItem(CONSENT_KEY);
  } catch {
    return null;
  }
}

export const hasAccepted = () => storedConsent() === CONSENT_ACCEPTED;

/** Stores the acceptance; when storage is blocked the notice still goes away for this visit. */
export function storeAcceptance(): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, CONSENT_ACCEPTED);
  } catch {
    // nothing to keep it in
  }
}
