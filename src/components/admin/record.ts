import { describeTouch, type StoredTouch } from '~/lib/attribution';
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

type Touches = { first?: StoredTouch; last?: StoredTouch };
export const touchesOf = (record: AdminRecord): Touches =>
  record.attribution && typeof record.attribution === 'object' ? (record.attribution as Touches) : {};

type ConsentEvidence = { given?: boolean; wording?: string; at?: string; page?: string };

/** 'Given · contacts/2026-11/fr · <time> · on /fr/contact-us', or '' when the record holds no evidence. */
export function consentLine(record: AdminRecord, time: (iso: unknown) => string = String): string {
  const evidence = record.consentEvidence as ConsentEvidence | undefined;
  if (evidence && typeof evidence === 'object') {
    return [
      evidence.given ? 'Given' : 'Not given',
      evidence.wording,
      evidence.at ? time(evidence.at) : '',
      evidence.page ? `on ${evidence.page}` : '',
    ]
      .filter(Boolean)
      .join(' · ');
  }
  // Subscriptions: pressing Subscribe beside the wording is the consent.
  if (typeof record.consentVersion === 'string') {
    const page = field(record, 'consentPage');
    return ['Given', record.consentVersion, time(record.consentedAt), page ? `on ${page}` : '']
      .filter(Boolean)
      .join(' · ');
  }
  return '';
}

/** The record as the CSV export writes it: its language as staff read it, its source and consent. */
export const forExport = (record: AdminRecord): AdminRecord => {
  const { first, last } = touchesOf(record);
  const evidence = (record.consentEvidence ?? {}) as ConsentEvidence;
  return {
    ...record,
    language: leadLanguage(record.locale),
    sourceFirst: describeTouch(first),
    campaignFirst: first?.campaign ?? '',
    landingPage: first?.landing ?? '',
    sourceLatest: describeTouch(last),
    campaignLatest: last?.campaign ?? '',
    consentAt: evidence.at ?? '',
    consentPage: evidence.page ?? record.consentPage ?? '',
    consentWording: evidence.wording ?? '',
  };
};

/** tel: target made of digits and a leading +, or null when the number has no digits. */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
};
