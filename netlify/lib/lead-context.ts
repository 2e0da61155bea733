/**
 * What a lead's record keeps besides its fields: its attribution with the channel of each touch (worked out
 * here, never taken from the client), and the evidence of the consent it gave (wording version, time, page,
 * box state, language), so the company can show when and how a person agreed to hear from it.
 */
import { LEAD_CONSENT_VERSIONS, type ConsentForm } from '~/data/lead-consent';
import type { Locale } from '~/i18n/locales';
import { channelOf, type Attribution } from '~/lib/attribution';

type Input = { consent?: boolean; locale?: Locale; attribution?: Attribution; page?: string };

export function withChannels(attribution: Attribution) {
  return {
    first: { ...attribution.first, channel: channelOf(attribution.first) },
    last: { ...attribution.last, channel: channelOf(attribution.last) },
  };
}

/** The fields to store with a lead of `form` (none for what the request did not send). */
export function leadContext(form: ConsentForm, input: Input, now = new Date()) {
  const locale = input.locale ?? 'en';
  return {
    ...(input.attribution ? { attribution: withChannels(input.attribution) } : {}),
    ...(input.consent === undefined
      ? {}
      : {
          consentEvidence: {
            given: input.consent,
            wording: `${form}/${LEAD_CONSENT_VERSIONS[form]}/${locale}`,
            at: now.toISOString(),
            ...(input.page ? { page: input.page } : {}),
            locale,
          },
        }),
  };
}
