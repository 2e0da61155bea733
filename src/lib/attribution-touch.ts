/**
 * Where this visit came from, noted in the browser: the first touch of the visit and the latest (UTM parameters,
 * the referring site, the landing page, whether an ad click id was present). Kept in sessionStorage only: nothing
 * outlives the tab, so no profile is built without consent. A module of its own: every page loads it.
 */

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

export type Touch = Partial<Record<UtmField, string>> & {
  /** Host of the referring site, when it was another site. */
  referrer?: string;
  /** Path (and query) of the first page of this touch. */
  landing: string;
  gclid?: boolean;
  fbclid?: boolean;
  /** ISO time of the touch. */
  at: string;
};

export type Attribution = { first: Touch; last: Touch };

/** Caps of every touch field (also the schema's). */
export const TOUCH_LIMITS = { utm: 200, referrer: 253, landing: 500 } as const;

const clip = (value: string | null | undefined, max: number) => (value ? value.slice(0, max) : undefined);

/**
 * The touch a page view makes, or null when it is only a step inside the visit (no campaign, no click id and
 * no other site referring).
 */
export function touchOf(url: URL, referrer: string, now: Date): Touch | null {
  const touch: Touch = { landing: clip(url.pathname + url.search, TOUCH_LIMITS.landing) ?? '/', at: now.toISOString() };
  for (const name of UTM_FIELDS) {
    const value = clip(url.searchParams.get(`utm_${name}`)?.trim(), TOUCH_LIMITS.utm);
    if (value) touch[name] = value;
  }
  if (url.searchParams.has('gclid')) touch.gclid = true;
  if (url.searchParams.has('fbclid')) touch.fbclid = true;
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname : '';
  } catch {
    host = '';
  }
  if (host && host !== url.hostname) touch.referrer = clip(host, TOUCH_LIMITS.referrer);
  const marked = UTM_FIELDS.some((f) => touch[f]) || touch.gclid || touch.fbclid || touch.referrer;
  return marked ? touch : null;
}

const STORAGE_KEY = 'lead-attribution';

/** Records this page view: the visit's first touch once (direct if nothing marks it), the latest on every new one. */
export function recordTouch(url: URL, referrer: string, storage: Storage, now = new Date()): void {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Attribution | null;
    const touch = touchOf(url, referrer, now);
    if (saved && !touch) return;
    const current = touch ?? {
      landing: clip(url.pathname + url.search, TOUCH_LIMITS.landing) ?? '/',
      at: now.toISOString(),
    };
    storage.setItem(STORAGE_KEY, JSON.stringify({ first: saved?.first ?? current, last: current }));
  } catch {
    // Blocked storage: the lead goes without its source.
  }
}

/** This visit's attribution for a lead, or undefined when none was recorded. */
export function readAttribution(storage: Storage | null = sessionStorageOrNull()): Attribution | undefined {
  try {
    return (JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Attribution | null) ?? undefined;
  } catch {
    return undefined;
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
