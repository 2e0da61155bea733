/**
 * What travels with every lead besides its fields: where the visitor came from (attribution, from this tab's
 * sessionStorage) and the page the form was sent from (consent evidence). Both optional and size-capped, so a
 * client that sends neither behaves as before and one that sends too much is refused, not truncated.
 */
import { z } from 'zod';
import { TOUCH_LIMITS, UTM_FIELDS, type UtmField } from './attribution-touch';
import { messages, text } from './schema-fields';

const utm = Object.fromEntries(UTM_FIELDS.map((f) => [f, text(TOUCH_LIMITS.utm).optional()])) as Record<
  UtmField,
  z.ZodOptional<ReturnType<typeof text>>
>;

/** A site path: starts with one slash, no host. */
const sitePath = text(TOUCH_LIMITS.landing).refine((v) => /^\/(?!\/)/.test(v), messages.unknownOption);

const touch = z.strictObject({
  ...utm,
  referrer: text(TOUCH_LIMITS.referrer)
    .refine((v) => /^[a-z0-9.-]+$/i.test(v), messages.unknownOption)
    .optional(),
  landing: sitePath,
  gclid: z.boolean().optional(),
  fbclid: z.boolean().optional(),
  at: z.iso.datetime({ offset: true }),
});

/** First and latest touch of the visit. */
export const attribution = z.strictObject({ first: touch, last: touch }).optional();

/** The page the form was sent from. */
export const pagePath = sitePath.optional();
