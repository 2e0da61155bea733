/**
 * Every payload's zod schema, imported by the browser forms and the Netlify Functions alike,
 * so a value the form accepts is exactly a value the server accepts.
 */
import { z } from 'zod';

export const messages = {
  required: 'Please enter this field',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  partnershipType: 'Please select partnership type',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  controlChars: 'Please remove unsupported characters',
} as const;

/** The simple e-mail shape of the spec: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// C0/C1 control characters other than tab and newlines: never legitimate in a form field.
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const limits = {
  name: 100,
  email: 254,
  phone: 40,
  company: 200,
  shortText: 200,
  message: 5000,
  chat: 2000,
} as const;

/** Trimmed text, free of control characters, at most `max` characters. */
const text = (max: number) =>
  z
    .string({ error: messages.required })
    .trim()
    .max(max, messages.tooLong(max))
    .refine((v) => !CONTROL_CHARS.test(v), messages.controlChars);

const requiredText = (max: number) => text(max).pipe(z.string().min(1, messages.required));

const email = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .trim()
    .min(1, emptyMessage)
    .max(limits.email, messages.tooLong(limits.email))
    .regex(EMAIL_PATTERN, messages.emailInvalid);

/** Hidden field that people never see: bots fill it, and we then store nothing. */
const honeypot = z.string().max(1000).optional();

export const subscribeSchema = z.strictObject({
  email: email(messages.emailRequired),
  website: honeypot,
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;

export const inquiryTypes = [
  { value: 'funding', label: 'Business Funding' },
  { value: 'partnership', label: 'Partnership Opportunities' },
  { value: 'integration', label: 'API Integration' },
  { value: 'support', label: 'Technical Support' },
  { value: 'media', label: 'Media & Press' },
  { value: 'general', label: 'General Inquiry' },
] as const;

/** POST /api/contact (Reading A of the spec: all but company required). */
export const contactSchema = z.strictObject({
  firstName: requiredText(limits.name),
  lastName: requiredText(limits.name),
  email: email(messages.required),
  phone: requiredText(limits.phone),
  company: text(limits.company).optional().default(''),
  message: requiredText(limits.message),
  website: honeypot,
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;

export const partnershipTypes = [
  { value: 'lender', label: 'Lending Partner' },
  { value: 'referral', label: 'Referral Partner' },
  { value: 'other', label: 'Other' },
] as const;
export const partnershipTypeValues = ['lender', 'referral', 'api', 'other'] as const;
export type PartnershipType = (typeof partnershipTypeValues)[number];

/** The businessDescription each partner page sends when the visitor gave none. */
export const businessDescriptionDefaults: Record<PartnershipType | 'hub', string> = {
  hub: 'General partnership inquiry',
  lender: 'Lending partnership inquiry',
  referral: 'Referral partnership inquiry',
  api: 'API integration partnership inquiry',
  other: 'General partnership inquiry',
};

export const NOT_SPECIFIED = 'Not specified';
const optionalWithDefault = (max: number, fallback: string) =>
  text(max)
    .optional()
    .transform((v) => (v ? v : fallback));

/** POST /api/partnerships: the 12 fields, with the spec's defaults applied when empty. */
export const partnershipSchema = z
  .strictObject({
    company: requiredText(limits.company),
    firstName: requiredText(limits.name),
    lastName: requiredText(limits.name),
    email: email(messages.required),
    phone: requiredText(limits.phone),
    jobTitle: optionalWithDefault(limits.shortText, NOT_SPECIFIED),
    partnershipType: z.enum(partnershipTypeValues, { error: messages.partnershipType }),
    businessDescription: text(limits.message).optional(),
    fundingRange: optionalWithDefault(limits.shortText, NOT_SPECIFIED),
    clientVolume: optionalWithDefault(limits.shortText, NOT_SPECIFIED),
    partnershipGoals: requiredText(limits.message),
    consent: z.boolean().optional().default(false),
    website: honeypot,
  })
  .transform((v) => ({
    ...v,
    businessDescription: v.businessDescription || businessDescriptionDefaults[v.partnershipType],
  }));
export type PartnershipInput = z.input<typeof partnershipSchema>;
export type PartnershipInquiry = z.output<typeof partnershipSchema>;

/** POST /api/chat/message */
export const chatMessageSchema = z.strictObject({
  message: requiredText(limits.chat),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  conversationId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid conversation id')
    .optional(),
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** Field name → first error message, for forms and for the functions' `fields` answer. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out[k] ??= 'Unknown field';
      continue;
    }
    out[key] ??= issue.message;
  }
  return out;
}
