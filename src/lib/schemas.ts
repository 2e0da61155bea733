/**
 * Every payload's zod schema, imported by the browser forms and the Netlify Functions alike,
 * so a value the form accepts is exactly a value the server accepts.
 */
import { z } from 'zod';
import { CHAT_HANDOFF } from '~/data/chat-handoff';
import { NEWSLETTER_CONSENT_VERSIONS } from '~/data/newsletter';
import { attribution, pagePath } from './lead-context-schema';
import {
  email,
  honeypot,
  limits,
  locale,
  messages,
  requiredText,
  text,
  validationText,
  type ValidationTexts,
} from './schema-fields';

export * from './schema-fields';

export const subscribeSchema = z.strictObject({
  email: email(messages.emailRequired),
  /** The consent wording the visitor saw (src/data/newsletter.ts); the form always sends it. */
  consentVersion: z.enum(NEWSLETTER_CONSENT_VERSIONS, { error: messages.consentWording }).optional(),
  locale,
  attribution,
  page: pagePath,
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

/** POST /api/contact (every field but company required). */
export const contactSchema = z.strictObject({
  firstName: requiredText(limits.name),
  lastName: requiredText(limits.name),
  email: email(messages.required),
  phone: requiredText(limits.phone),
  company: text(limits.company).optional().default(''),
  message: requiredText(limits.message, { multiline: true }),
  /** The state of the optional "I agree to receive communications" box, when the form sends it. */
  consent: z.boolean({ error: messages.yesOrNo }).optional(),
  locale,
  attribution,
  page: pagePath,
  website: honeypot,
});
export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type InquiryType = (typeof inquiryTypes)[number]['value'];

/** The message the contact form sends: prefixed with the inquiry type and a blank line when one was chosen. */
export function composeContactMessage(inquiry: string, message: string): string {
  const body = message.trim();
  return inquiry ? `Inquiry Type: ${inquiry}\n\n${body}` : body;
}

/** Every partnership type with its label, in the order the select lists them. */
export const partnershipTypes = [
  { value: 'lender', label: 'Lending Partner' },
  { value: 'referral', label: 'Referral Partner' },
  { value: 'api', label: 'API Partner' },
  { value: 'other', label: 'Other' },
] as const;
export type PartnershipType = (typeof partnershipTypes)[number]['value'];
export const partnershipTypeValues = partnershipTypes.map((t) => t.value) as [PartnershipType, ...PartnershipType[]];
/** Label of each type, e.g. for the staff inbox. */
export const partnershipTypeLabels: Readonly<Record<string, string>> = Object.fromEntries(
  partnershipTypes.map((t) => [t.value, t.label]),
);

/** The select's options: API Partner only where a visitor can mean it (the APIs page, or a choice made there). */
export function partnershipTypeOptions(withApi: boolean) {
  return partnershipTypes.filter((t) => withApi || t.value !== 'api');
}

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

/** POST /api/partnerships: the 12 fields, with defaults applied when empty. */
export const partnershipSchema = z
  .strictObject({
    company: requiredText(limits.company),
    firstName: requiredText(limits.name),
    lastName: requiredText(limits.name),
    email: email(messages.required),
    phone: requiredText(limits.phone),
    jobTitle: optionalWithDefault(limits.shortText, NOT_SPECIFIED),
    partnershipType: z.enum(partnershipTypeValues, { error: messages.partnershipType }),
    businessDescription: text(limits.message, { multiline: true }).optional(),
    fundingRange: optionalWithDefault(limits.shortText, NOT_SPECIFIED),
    clientVolume: optionalWithDefault(limits.shortText, NOT_SPECIFIED),
    partnershipGoals: requiredText(limits.message, { multiline: true }),
    consent: z.boolean({ error: messages.yesOrNo }).optional().default(false),
    locale,
    attribution,
    page: pagePath,
    website: honeypot,
  })
  .transform((v) => ({
    ...v,
    // The page sends its own default; a client that sends none gets the one matching its type.
    businessDescription: v.businessDescription || businessDescriptionDefaults[v.partnershipType],
  }));
export type PartnershipInput = z.input<typeof partnershipSchema>;
export type PartnershipInquiry = z.output<typeof partnershipSchema>;

/** POST /api/unsubscribe: the signed token from a subscriber's personal link. */
export const unsubscribeSchema = z.strictObject({
  token: z.string({ error: 'Missing token' }).trim().min(1, 'Missing token').max(1000, 'Invalid token'),
});

/** DELETE /api/records?email= (staff erase request). */
export const eraseRequestSchema = z.strictObject({ email: email(messages.required) });

const conversationId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid conversation id');
/** The conversation's visitor key, which the server gave the browser that started it. */
const visitorKey = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid conversation key');

/** POST /api/chat/message */
export const chatMessageSchema = z.strictObject({
  message: requiredText(limits.chat, { multiline: true }),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  conversationId: conversationId.optional(),
  key: visitorKey.optional(),
  locale,
});
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** POST /api/chat/handoff: the visitor asks for a person, leaving how to reach them (once per conversation). */
export const chatHandoffSchema = z.strictObject({
  conversationId,
  key: visitorKey.optional(),
  /** Left out when this conversation already has them. */
  name: requiredText(limits.name).optional(),
  email: email(messages.required).optional(),
  phone: text(limits.phone).optional(),
  locale,
  attribution,
  page: pagePath,
  website: honeypot,
});
export type ChatHandoffInput = z.input<typeof chatHandoffSchema>;

/** GET /api/chat/updates?conversationId=&after=&locale= (the visitor key travels in a header). */
export const chatUpdatesQuerySchema = z.strictObject({
  conversationId,
  after: z
    .string()
    .regex(/^[0-9]{15}-[0-9a-f]{16}$/, 'Invalid message id')
    .optional(),
  locale,
});

/** POST /api/chat/reopen: the token of a link e-mailed with a staff reply. */
export const chatReopenSchema = z.strictObject({
  token: z.string({ error: messages.required }).min(1, messages.required).max(200, messages.tooLong(200)),
  locale,
});

/** POST /api/chats/reply (staff). */
export const chatReplySchema = z.strictObject({
  conversationId,
  message: requiredText(CHAT_HANDOFF.maxReplyLength, { multiline: true }),
});

/** POST /api/chats/close (staff). */
export const chatCloseSchema = z.strictObject({ conversationId });

/** Field name → first error message in the given language's texts, for forms and the functions' `fields` answer. */
export function fieldErrors(error: z.ZodError, texts: ValidationTexts): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_';
    // An unknown key inside a nested object (the answers of a pre-qualification) counts against that object.
    if (issue.code === 'unrecognized_keys' && issue.path.length) {
      out[key] ??= validationText(messages.unknownField, texts);
      continue;
    }
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) out[k] ??= validationText(messages.unknownField, texts);
      continue;
    }
    out[key] ??= validationText(issue.message, texts);
  }
  return out;
}

/** The inboxes whose records are alerted to staff. */
export const alertStoreValues = ['contacts', 'partnerships', 'chats', 'accessibility'] as const;
/** A stored record's id: a zero-padded millisecond time and 16 hex digits. */
const recordId = z.string().regex(/^[0-9]{15}-[0-9a-f]{16}$/, 'Invalid record id');
/** Record ids per GET /api/alerts call. */
export const MAX_ALERT_IDS = 100;

/** GET /api/alerts?store=&ids=a,b,c (staff). */
export const alertStatesQuerySchema = z.strictObject({
  store: z.enum(alertStoreValues, 'Unknown store'),
  ids: z
    .string()
    .transform((value) => (value ? [...new Set(value.split(','))] : []))
    .pipe(z.array(recordId).max(MAX_ALERT_IDS, `At most ${MAX_ALERT_IDS} ids per call`)),
});

/** POST /api/alerts/resend (staff). */
export const alertResendSchema = z.strictObject({ store: z.enum(alertStoreValues, 'Unknown store'), id: recordId });
