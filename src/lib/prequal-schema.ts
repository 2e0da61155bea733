/**
 * The zod schema of POST /api/prequalifications, shared by the "Email me my results" form and the function.
 * Its own module (built from the shared field helpers of schemas.ts) so the other forms do not load the
 * pre-qualification option lists.
 */
import { z } from 'zod';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  assetOptions,
  creditOptions,
  purposeOptions,
  revenueOptions,
  timeInBusinessOptions,
} from '~/data/prequal-options';
import { countries, isRegionOf, type Country } from '~/data/regions';
import { attribution, pagePath } from './lead-context-schema';
import { email, honeypot, limits, locale, messages, requiredText } from './schema-fields';

const values = <T extends string>(options: readonly { value: T }[]) => options.map((o) => o.value) as [T, ...T[]];
const choose = (what: string) => ({ error: messages.choose(what) });

export const prequalMessages = {
  consent: messages.prequalConsent,
  amount: messages.prequalAmount(AMOUNT_MIN, AMOUNT_MAX),
  region: messages.prequalRegion,
} as const;

/** The pre-qualification answers (the same option lists the flow offers). */
export const prequalAnswersSchema = z
  .strictObject({
    country: z.enum(values(countries), choose('country')),
    region: z.string(choose('region')).max(3),
    timeInBusiness: z.enum(values(timeInBusinessOptions), choose('timeInBusiness')),
    monthlyRevenue: z.enum(values(revenueOptions), choose('monthlyRevenue')),
    amount: z
      .number({ error: prequalMessages.amount })
      .int(prequalMessages.amount)
      .min(AMOUNT_MIN, prequalMessages.amount)
      .max(AMOUNT_MAX, prequalMessages.amount),
    purpose: z.enum(values(purposeOptions), choose('purpose')),
    assets: z.array(z.enum(values(assetOptions), choose('asset')), choose('asset')).max(assetOptions.length),
    creditBand: z.enum(values(creditOptions), choose('creditBand')).optional(),
  })
  .refine((a) => isRegionOf(a.country as Country, a.region), { message: prequalMessages.region, path: ['region'] })
  .transform((a) => ({ ...a, assets: [...new Set(a.assets)] }));

/** POST /api/prequalifications: "Email me my results" (consent is required here: it states the purpose). */
export const prequalificationSchema = z.strictObject({
  name: requiredText(limits.name),
  email: email(messages.required),
  consent: z.literal(true, { error: prequalMessages.consent }),
  answers: prequalAnswersSchema,
  locale,
  attribution,
  page: pagePath,
  website: honeypot,
});
export type PrequalificationInput = z.input<typeof prequalificationSchema>;
