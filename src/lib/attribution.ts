/**
 * Where a lead came from, as marketing reads it: the channel of a touch (attribution-touch.ts notes the touches),
 * worked out on the server (which never trusts a channel it is sent) and named for staff.
 */
import type { Touch } from './attribution-touch';

export type { Attribution, Touch } from './attribution-touch';

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
