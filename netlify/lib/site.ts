/**
 * Where the staff side lives: the passkeys' relying party, the origin a browser's request must come from and the
 * host of invitation links all come from SITE_URL, never from the request's Host header. A local run (nothing
 * deployed, a request to localhost) uses the origin it was opened on, so `npm start` works on any port.
 */
import { deployContext, siteUrlSetting } from '~/config';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True on Netlify (production, previews, branch deploys): the runtime or the environment names a deploy
 * context. Netlify's local emulator calls its context "dev": that is a local run.
 */
export function isDeployed(): boolean {
  const netlify = (globalThis as { Netlify?: { context?: { deploy?: { context?: string } } } }).Netlify;
  const context = netlify?.context?.deploy?.context ?? deployContext();
  return Boolean(context) && context !== 'dev';
}

/** This site's origin for staff purposes (scheme, host and port; no trailing slash). */
export function siteOrigin(req: Request): string {
  const asked = new URL(req.url);
  if (!isDeployed() && LOCAL_HOSTS.has(asked.hostname)) return asked.origin;
  return new URL(siteUrlSetting()).origin;
}

/** The WebAuthn relying party: its id is the site's host name, and responses must come from its origin. */
export function relyingParty(req: Request): { rpID: string; origin: string } {
  const origin = siteOrigin(req);
  return { rpID: new URL(origin).hostname, origin };
}
