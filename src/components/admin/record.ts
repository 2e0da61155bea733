import { leadLanguage } from '~/lib/lead-language';
/** A stored record as the staff lists return it. Fields are whatever was stored: read them defensively. */
export type AdminRecord = { id: string; submittedAt?: string; [field: string]: unknown };

/** A field as text ('' when missing or not a string). */
export const field = (record: AdminRecord, key: string): string => {
  const value = record[key];
  return typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
};

/** First and last name, or the single `name` field of forms that ask for one (pre-qualifications). */
export const fullName = (record: AdminRecord): string =>
  `${field(record, 'firstName')} ${field(record, 'lastName')}`.trim() || field(record, 'name').trim();

/** The record with its `language` as staff read it ('French', 'English'), for the CSV export. */
export const withLanguage = (record: AdminRecord): AdminRecord => ({
  ...record,
  language: leadLanguage(record.locale),
});

/** tel: target made of digits and a leading +, or null when the number has no digits. */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
};
