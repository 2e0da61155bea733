/**
 * POST /api/accessibility-feedback: a barrier someone met on the site, or a request for another format. Only the
 * e-mail (to reply to) and the message are required. Shared by the form and the function.
 */
import { z } from 'zod';
import { FEEDBACK_FORMAT_VALUES } from '~/data/accessibility';
import { attribution, pagePath } from './lead-context-schema';
import { email, honeypot, limits, locale, messages, requiredText, text } from './schema-fields';

const optionalText = (max: number) => text(max).optional().default('');

export const accessibilityFeedbackSchema = z.strictObject({
  name: optionalText(limits.name),
  email: email(messages.required),
  /** The page or feature the feedback is about, in the visitor's words. */
  concerning: optionalText(limits.shortText),
  /** A format asked for instead of the web page; '' for none. */
  format: z
    .union([z.literal(''), z.enum(FEEDBACK_FORMAT_VALUES)], { error: messages.unknownOption })
    .optional()
    .default(''),
  message: requiredText(limits.message, { multiline: true }),
  locale,
  // Every form sends where the visit came from and the page it was sent from; feedback is not a lead, so the
  // function keeps neither (the schema accepts them so the shared delivery works unchanged).
  attribution,
  page: pagePath,
  website: honeypot,
});
export type AccessibilityFeedbackInput = z.input<typeof accessibilityFeedbackSchema>;
export type AccessibilityFeedback = z.output<typeof accessibilityFeedbackSchema>;
