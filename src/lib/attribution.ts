/**
 * Where a lead came from, as marketing reads it (first touch and latest touch of the visit): UTM parameters,
 * the referring site, the landing page and whether an ad click id was present. Kept in sessionStorage only:
 * nothing outlives the tab, so no profile is built without consent. The channel is derived from a touch, the
 * same way in the browser and on the server (which never trusts a channel it is sent).
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

export const CHANNELS = [
  'organic-search',
  'paid-search',
  'email',
  'organic-social',
  'paid-social',
  'referral',
  'direct',
  'other-campaign',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** Staff-facing names of the channels (admin, CSV, alerts). */
export const CHANNEL_LABELS: Record<Channel, string> = {
  'organic-search': 'Organic search',
  'paid-search': 'Paid search',
  email: 'E-mail',
  'organic-social': 'Organic social',
  'paid-social': 'Paid social',
  referral: 'Referral',
  direct: 'Direct',
  'other-campaign': 'Other campaigns',
};

/** Caps of every touch field (also the schema's). */
export const TOUCH_LIMITS = { utm: 200, referrer: 253, landing: 500 } as const;

const SEARCH_ENGINES = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|qwant|baidu|yandex|search\.brave|startpage)\./;
const SOCIAL_SITES =
  /(^|\.)(facebook|fb|instagram|linkedin|lnkd|twitter|x|t|reddit|youtube|tiktok|pinterest|threads)\.(com|co|in|net)$/;
const SOCIAL_SOURCES = /^(facebook|fb|instagram|ig|linkedin|twitter|x|reddit|youtube|tiktok|pinterest|threads)$/;
const PAID_MEDIUMS =
  /^(cpc|ppc|paid|paidsearch|paid-search|paid_search|paid-social|paidsocial|paid_social|display|cpm)$/;
const EMAIL_MEDIUMS = /^(e-?mail|newsletter)$/;

/** The channel of one touch (GA4-style default grouping, simplified). */
export function channelOf(touch: Partial<Touch>): Channel {
  const source = touch.source?.toLowerCase() ?? '';
  const medium = touch.medium?.toLowerCase() ?? '';
  const host = touch.referrer?.toLowerCase() ?? '';
  const social = SOCIAL_SOURCES.test(source) || SOCIAL_SITES.test(host) || /social/.test(medium);
  const search = SEARCH_ENGINES.test(`${source}.`) || SEARCH_ENGINES.test(host);
  if (EMAIL_MEDIUMS.test(medium) || EMAIL_MEDIUMS.test(source)) return 'email';
  if (PAID_MEDIUMS.test(medium) || touch.gclid) {
    if (social && !touch.gclid) return 'paid-social';
    return search || touch.gclid ? 'paid-search' : 'other-campaign';
  }
  if (social) return 'organic-social';
  if (medium === 'organic' && search) return 'organic-search';
  if (source || medium || touch.campaign) return medium === 'referral' ? 'referral' : 'other-campaign';
  if (search) return 'organic-search';
  if (host) return 'referral';
  return 'direct';
}

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

/** A stored touch: the one sent, with the channel the server worked out. */
export type StoredTouch = Partial<Touch> & { channel?: string };

/** The staff name of a touch's channel (the stored one, else worked out). */
export const channelLabel = (touch: StoredTouch): string =>
  CHANNEL_LABELS[touch.channel as Channel] ?? CHANNEL_LABELS[channelOf(touch)];

/** One line about a touch for staff: 'Paid search · google / cpc · campaign spring-sale · from google.com'. */
export function describeTouch(touch: StoredTouch | undefined): string {
  if (!touch) return '';
  const sourceMedium = [touch.source, touch.medium].filter(Boolean).join(' / ');
  return [
    channelLabel(touch),
    sourceMedium,
    touch.campaign ? `campaign ${touch.campaign}` : '',
    touch.referrer ? `from ${touch.referrer}` : '',
    touch.gclid ? 'Google Ads click' : '',
    touch.fbclid ? 'Meta click' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
