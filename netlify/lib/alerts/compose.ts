/**
 * The alert texts built from a stored record: an e-mail with the submission's fields, and a Slack-compatible
 * webhook message with only the name, company, kind and admin link (never message text or phone numbers: a
 * chat tool is a third party). Every value is untrusted visitor input.
 */
import type { AlertSettings } from '~/config';
import { FEEDBACK_REPLY_BUSINESS_DAYS, FEEDBACK_TIME_ZONE, type FeedbackFormat } from '~/data/accessibility';
import { feedbackFormatLabels } from '~/i18n/en/admin';
import { businessDaysAfter, formatDueDay } from '~/lib/business-days';
import { formatDateTime } from '~/lib/format';
import { channelLabel, describeTouch, type StoredTouch } from '~/lib/attribution';
import { leadLanguage } from '~/lib/lead-language';
import { inquiryTypes, partnershipTypeLabels } from '~/lib/schemas';
import type { AlertStore, StoredRecord } from '../storage';

/** Longest value put in an alert, per field (the message gets more room). */
const MAX_FIELD = 300;
const MAX_MESSAGE = 5000;
const TIME_ZONE = 'America/Toronto';

export type AlertKind = 'contact' | 'partnership' | 'chat' | 'accessibility';
const KIND_OF: Record<AlertStore, AlertKind> = {
  contacts: 'contact',
  partnerships: 'partnership',
  chats: 'chat',
  accessibility: 'accessibility',
};
const TITLE: Record<AlertKind, string> = {
  contact: 'New contact message',
  partnership: 'New partnership inquiry',
  chat: 'Chat visitor asked for a person',
  accessibility: 'New accessibility feedback',
};

const str = (record: StoredRecord, key: string): string =>
  typeof record[key] === 'string' ? (record[key] as string) : '';

/** Cuts to `max` code points plus an ellipsis. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** One line: no CR/LF or other control characters (header injection, broken layouts), spaces collapsed. */
export function oneLine(text: string, max = MAX_FIELD): string {
  return cut(
    text
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
    max,
  );
}

/** Multi-line text: line breaks kept, other control characters removed. */
const multiLine = (text: string, max: number) =>
  // eslint-disable-next-line no-control-regex
  cut(text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, ''), max);

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Slack treats <, > and & as control characters (links, mentions): escaped as Slack documents. */
export const escapeSlack = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string);

export const adminLink = (settings: AlertSettings, name: AlertStore, id: string) =>
  `${settings.siteUrl}/admin#${name}/${encodeURIComponent(id)}`;

/** The contact form's "Inquiry Type: x" prefix as its label, or '' when there is none. */
function inquiryLabel(message: string): string {
  const value = /^Inquiry Type: ([a-z]+)\b/.exec(message)?.[1];
  return inquiryTypes.find((t) => t.value === value)?.label ?? '';
}

/** The kind of inquiry, as staff read it: contact inquiry type, partnership type, or the chat hand-off. */
export function kindLabel(name: AlertStore, record: StoredRecord): string {
  if (name === 'contacts') return inquiryLabel(str(record, 'message')) || 'Contact message';
  if (name === 'partnerships') {
    const type = str(record, 'partnershipType');
    return `Partnership: ${partnershipTypeLabels[type] ?? (type || 'not given')}`;
  }
  if (name === 'accessibility') {
    const format = feedbackFormatLabels[str(record, 'format') as FeedbackFormat];
    return format ? `Accessibility: asks for ${format}` : 'Accessibility feedback';
  }
  return 'Chat hand-off';
}

const personName = (record: StoredRecord) =>
  oneLine(`${str(record, 'firstName')} ${str(record, 'lastName')}`) ||
  oneLine(str(record, 'name')) ||
  (record.conversationId ? 'A chat visitor' : 'No name given');

type Field = { label: string; value: string; long?: boolean };

/** ' (in French)' for a lead written in French, so whoever calls back speaks it; English leads need no note. */
const frenchNote = (record: StoredRecord) => (record.locale === 'fr' ? ' (in French)' : '');

function fieldsOf(name: AlertStore, record: StoredRecord): Field[] {
  const f = (label: string, key: string, long = false): Field => ({ label, value: str(record, key), long });
  if (name === 'contacts') {
    return [
      f('First name', 'firstName'),
      f('Last name', 'lastName'),
      f('E-mail', 'email'),
      f('Phone', 'phone'),
      f('Company', 'company'),
      f('Message', 'message', true),
    ];
  }
  if (name === 'partnerships') {
    const type = str(record, 'partnershipType');
    return [
      f('Company', 'company'),
      f('First name', 'firstName'),
      f('Last name', 'lastName'),
      f('E-mail', 'email'),
      f('Phone', 'phone'),
      f('Job title', 'jobTitle'),
      { label: 'Partnership type', value: partnershipTypeLabels[type] ?? type },
      f('Business description', 'businessDescription', true),
      f('Funding range', 'fundingRange'),
      f('Client volume', 'clientVolume'),
      f('Comments', 'partnershipGoals', true),
      { label: 'Consent', value: record.consent === true ? 'Yes' : 'No' },
    ];
  }
  if (name === 'accessibility') {
    const due = businessDaysAfter(new Date(record.submittedAt), FEEDBACK_REPLY_BUSINESS_DAYS, FEEDBACK_TIME_ZONE);
    return [
      f('Name', 'name'),
      f('E-mail', 'email'),
      f('Page or feature', 'concerning'),
      { label: 'Format asked for', value: feedbackFormatLabels[str(record, 'format') as FeedbackFormat] ?? '' },
      f('Message', 'message', true),
      // The promise the visitor read: a reply within this many business days, counted in Toronto.
      {
        label: 'Reply due',
        value: `${formatDueDay(due)} (within ${FEEDBACK_REPLY_BUSINESS_DAYS} business days, Toronto time)`,
      },
    ];
  }
  return [f('First message', 'firstMessage', true), f('Conversation', 'conversationId')];
}

type Touches = { first?: StoredTouch; last?: StoredTouch };
const touchesOf = (record: StoredRecord): Touches =>
  record.attribution && typeof record.attribution === 'object' ? (record.attribution as Touches) : {};

/** Where the lead came from: the visit's first touch, and the latest when it differs. */
function sourceFields(record: StoredRecord): Field[] {
  const { first, last } = touchesOf(record);
  if (!first) return [];
  const firstLine = describeTouch(first);
  const lastLine = describeTouch(last);
  return [
    { label: 'Source (first touch)', value: firstLine },
    ...(lastLine && lastLine !== firstLine ? [{ label: 'Source (latest touch)', value: lastLine }] : []),
  ];
}

/** Every alerted record's fields, with the language the visitor wrote in first and the source last. */
function alertFields(name: AlertStore, record: StoredRecord): Field[] {
  return [
    { label: 'Language', value: leadLanguage(record.locale) },
    ...fieldsOf(name, record),
    ...sourceFields(record),
  ];
}

/** ' · Source: Paid search, campaign spring-sale' for the chat tool (channel and campaign only). */
function sourceNote(record: StoredRecord): string {
  const { first } = touchesOf(record);
  if (!first) return '';
  const parts = [channelLabel(first), first.campaign ? `campaign ${first.campaign}` : ''].filter(Boolean);
  return ` · Source: ${escapeSlack(oneLine(parts.join(', '), 150))}`;
}

export type EmailMessage = { subject: string; text: string; html: string; messageId: string };

/** The staff e-mail: every field, the time in Toronto, and the link to the record in /admin. */
export function composeEmail(settings: AlertSettings, name: AlertStore, record: StoredRecord): EmailMessage {
  const kind = KIND_OF[name];
  const who = personName(record);
  const company = oneLine(str(record, 'company'), 80);
  const subject = oneLine(`${TITLE[kind]}${frenchNote(record)}: ${who}${company ? ` (${company})` : ''}`, 150);
  const when = `${formatDateTime(record.submittedAt, TIME_ZONE)} (Toronto time)`;
  const link = adminLink(settings, name, record.id);
  const fields = alertFields(name, record).map(({ label, value, long }) => ({
    label,
    value: long ? multiLine(value, MAX_MESSAGE) : oneLine(value),
    long,
  }));

  const text = [
    `${TITLE[kind]} (${oneLine(kindLabel(name, record))})`,
    `Received: ${when}`,
    '',
    ...fields.map(({ label, value, long }) => (long ? `${label}:\n${value || '—'}\n` : `${label}: ${value || '—'}`)),
    '',
    `Open in admin: ${link}`,
  ].join('\n');

  const rows = fields
    .map(
      ({ label, value, long }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;overflow-wrap:anywhere;word-break:break-word${long ? ';white-space:pre-wrap' : ''}">${escapeHtml(value) || '—'}</td></tr>`,
    )
    .join('');
  const html =
    `<div style="font-family:system-ui,sans-serif;font-size:14px;color:#0f172a;max-width:640px">` +
    `<h1 style="font-size:18px;margin:0 0 4px">${escapeHtml(TITLE[kind])}</h1>` +
    `<p style="margin:0 0 12px;color:#475569">${escapeHtml(oneLine(kindLabel(name, record)))} · ${escapeHtml(when)}</p>` +
    `<table role="presentation" style="border-collapse:collapse;table-layout:fixed;width:100%">${rows}</table>` +
    `<p style="margin:16px 0 0"><a href="${escapeHtml(link)}">Open in admin</a></p></div>`;

  // A stable Message-ID: if the same alert is ever delivered again, mail clients show it once.
  return { subject, text, html, messageId: `<alert-${name}-${record.id}@boundless-ai.alerts>` };
}

/** The chat-tool message: name, company, kind and the admin link only. */
export function composeWebhook(settings: AlertSettings, name: AlertStore, record: StoredRecord): string {
  const company = oneLine(str(record, 'company'), 100);
  const who = escapeSlack(personName(record));
  const text =
    `${TITLE[KIND_OF[name]]}${frenchNote(record)}: ${who}${company ? ` (${escapeSlack(company)})` : ''} · ${escapeSlack(oneLine(kindLabel(name, record), 100))}` +
    sourceNote(record) +
    ` · <${adminLink(settings, name, record.id)}|Open in admin>`;
  return JSON.stringify({ text });
}
