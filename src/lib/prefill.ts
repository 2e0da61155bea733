/**
 * The hand-over from the static Become-a-Partner form (/partner-contact): it is a plain GET form whose action is
 * /partners#partnership-form, so what the visitor typed arrives as query parameters that the working
 * PartnershipForm reads once. Only the visible fields are taken, each cut to its length limit; an unknown
 * partnership type is dropped. Validation still happens on submit, with the shared schema.
 */
import { limits, partnershipTypeValues, type PartnershipType } from './schemas';

export type PartnershipPrefill = Partial<{
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  partnershipType: PartnershipType;
  partnershipGoals: string;
}>;

const textFields = {
  company: limits.company,
  firstName: limits.name,
  lastName: limits.name,
  email: limits.email,
  phone: limits.phone,
  partnershipGoals: limits.message,
} as const;

/** The names of the static form's fields: the same names the working form uses. */
export const prefillFields = [...Object.keys(textFields), 'partnershipType'] as const;

export function readPartnershipPrefill(search: string): PartnershipPrefill {
  const params = new URLSearchParams(search);
  const out: PartnershipPrefill = {};
  for (const [name, max] of Object.entries(textFields) as [keyof typeof textFields, number][]) {
    const value = params.get(name);
    // Form submission sends line breaks as CRLF; the working form uses LF.
    if (value && value.trim()) out[name] = value.replace(/\r\n?/g, '\n').slice(0, max);
  }
  const type = params.get('partnershipType');
  if (type && (partnershipTypeValues as readonly string[]).includes(type))
    out.partnershipType = type as PartnershipType;
  return out;
}
