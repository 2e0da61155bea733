/** A stored record as the staff lists return it. Fields are whatever was stored: read them defensively. */
export type AdminRecord = { id: string; submittedAt?: string; [field: string]: unknown };

/** A field as text ('' when missing or not a string). */
export const field = (record: AdminRecord, key: string): string => {
  const value = record[key];
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
};

/** First and last name, or the single `name` field of forms that ask for one (pre-qualifications). */
export const fullName = (record: AdminRecord): string =>
  `${field(record, 'firstName')} ${field(record, 'lastName')}`.trim() || field(record, 'name').trim();

/** tel: target made of digits and a leading +, or null when the number has no digits. */
export const telHref = (phone: string): string | null => {
  const digits = phone.replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
};

export type Conversation = { conversationId: string; messages: AdminRecord[] };

const time = (r: AdminRecord) => {
  const t = Date.parse(field(r, 'submittedAt'));
  return Number.isNaN(t) ? 0 : t;
};

/** Chat messages grouped by conversation: messages oldest first, conversations with the latest activity first. */
export function groupConversations(records: AdminRecord[]): Conversation[] {
  const groups = new Map<string, AdminRecord[]>();
  for (const r of records) {
    const id = field(r, 'conversationId');
    const list = groups.get(id) ?? [];
    list.push(r);
    groups.set(id, list);
  }
  const conversations = [...groups].map(([conversationId, messages]) => ({
    conversationId,
    messages: messages.sort((a, b) => time(a) - time(b) || (a.id < b.id ? -1 : 1)),
  }));
  const last = (c: Conversation) => time(c.messages[c.messages.length - 1]);
  return conversations.sort((a, b) => last(b) - last(a));
}
