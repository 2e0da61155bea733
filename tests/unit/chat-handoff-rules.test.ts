import { beforeAll, describe, expect, it } from 'vitest';
import { next } from '../../netlify/lib/handoff/flow';
import { readReopenToken, reopenToken, visitorKey } from '../../netlify/lib/handoff/tokens';
import { type HandoffState } from '../../netlify/lib/storage';
import { contactInText } from '~/lib/contact-in-text';
import { formatWhen } from '~/lib/format';
import { isSupportOpen, nextSupportOpening } from '~/lib/support-hours';

const at = (iso: string) => new Date(iso);

describe('support hours (Monday to Friday, 9 to 5 Toronto time)', () => {
  it('is open on a weekday from 9:00 to 16:59, closed outside', () => {
    expect(isSupportOpen(at('2026-11-27T14:00:00Z'))).toBe(true); // Fri 9:00 EST
    expect(isSupportOpen(at('2026-11-27T21:59:00Z'))).toBe(true); // Fri 16:59
    expect(isSupportOpen(at('2026-11-27T22:00:00Z'))).toBe(false); // Fri 17:00
    expect(isSupportOpen(at('2026-11-30T13:59:00Z'))).toBe(false); // Mon 8:59
  });
  it('is closed all weekend, and reopens on Monday at 9 from Friday evening, Saturday and Sunday', () => {
    const monday = '2026-11-30T14:00:00.000Z';
    for (const when of ['2026-11-27T22:00:00Z', '2026-11-28T06:00:00Z', '2026-11-29T18:00:00Z']) {
      expect(isSupportOpen(at(when))).toBe(false);
      expect(nextSupportOpening(at(when)).toISOString()).toBe(monday);
    }
  });
  it('reopens the same morning before 9, the next morning after 5, and follows daylight-saving time', () => {
    expect(nextSupportOpening(at('2026-12-01T12:00:00Z')).toISOString()).toBe('2026-12-01T14:00:00.000Z');
    expect(nextSupportOpening(at('2026-12-01T23:00:00Z')).toISOString()).toBe('2026-12-02T14:00:00.000Z');
    // EDT from 14 March 2027: the Monday after, 9 AM is 13:00 UTC.
    expect(nextSupportOpening(at('2027-03-13T12:00:00Z')).toISOString()).toBe('2027-03-15T13:00:00.000Z');
  });
  it('says when the team is back in the visitor’s language and time zone', () => {
    const saturday = at('2026-11-28T06:00:00Z');
    const opening = nextSupportOpening(saturday);
    // Intl puts a narrow no-break space before AM/PM.
    expect(formatWhen(opening, saturday, 'en', 'America/Toronto')).toBe('Monday at 9:00\u202fAM EST');
    expect(formatWhen(opening, saturday, 'fr', 'America/Toronto')).toBe('lundi à 9\u00a0h (HNE)');
    expect(formatWhen(opening, saturday, 'en', 'Europe/London')).toBe('Monday at 2:00\u202fPM GMT');
    const tuesdayNight = at('2026-12-01T23:00:00Z');
    expect(formatWhen(nextSupportOpening(tuesdayNight), tuesdayNight, 'fr', 'America/Toronto')).toBe(
      'demain à 9\u00a0h (HNE)',
    );
  });
});

const base: HandoffState = {
  conversationId: 'conv-1',
  conversationKey: '000000000000001-0000000000000000',
  status: 'open',
  locale: 'en',
  updatedAt: '2026-11-30T14:00:00.000Z',
  version: 1,
};

describe('hand-off states', () => {
  const t = '2026-11-30T15:00:00.000Z';
  const request = { type: 'request' as const, at: t, conversationKey: base.conversationKey, locale: 'en' as const };
  it('open → waiting → answered → waiting (the visitor answers) → closed', () => {
    const waiting = next(base, request)!;
    expect(waiting).toMatchObject({ status: 'waiting', requestedAt: t });
    const answered = next(waiting, { type: 'staff', at: t, messageId: 'm1' })!;
    expect(answered.status).toBe('answered');
    const again = next(answered, { type: 'visitor', at: t })!;
    expect(again).toMatchObject({ status: 'waiting', requestedAt: t });
    expect(next(again, { type: 'close', at: t })).toMatchObject({ status: 'closed', closedAt: t });
  });
  it('refuses a staff reply or a close unless a person was asked for; a closed one can be asked for again', () => {
    expect(next(base, { type: 'staff', at: t, messageId: 'm1' })).toBeNull();
    expect(next(base, { type: 'close', at: t })).toBeNull();
    expect(next(null, { type: 'staff', at: t, messageId: 'm1' })).toBeNull();
    const closed = { ...base, status: 'closed' as const };
    expect(next(closed, { type: 'staff', at: t, messageId: 'm1' })).toBeNull();
    expect(next(closed, request)).toMatchObject({ status: 'waiting' });
  });
  it('a visitor message while waiting is counted, not re-queued; asking again while waiting changes nothing', () => {
    const waiting = { ...base, status: 'waiting' as const, requestedAt: 'earlier' };
    expect(next(waiting, { type: 'visitor', at: t })).toMatchObject({
      status: 'waiting',
      requestedAt: 'earlier',
      visitorMessages: 1,
    });
    expect(next(waiting, request)).toBeNull();
    expect(next(base, { type: 'visitor', at: t })).toBeNull();
  });
});

describe('visitor key and reopen link', () => {
  beforeAll(() => {
    process.env.CHAT_SECRET = 'a-test-chat-secret-of-enough-length';
  });
  it('a link opens its own conversation until it expires', () => {
    const now = Date.parse('2026-11-30T15:00:00Z');
    const token = reopenToken('conv-aaaa-1111', now + 1000);
    expect(readReopenToken(token, now)).toEqual({ conversationId: 'conv-aaaa-1111' });
    expect(readReopenToken(token, now + 1000)).toEqual({ error: 'expired' });
  });
  it('a tampered token, or one moved to another conversation, opens nothing', () => {
    const now = Date.now();
    const token = reopenToken('conv-aaaa-1111', now + 60_000);
    const [, exp, sig] = token.split('.');
    expect(readReopenToken(`conv-bbbb-2222.${exp}.${sig}`, now)).toEqual({ error: 'invalid' });
    expect(readReopenToken(`conv-aaaa-1111.${(parseInt(exp, 36) + 99).toString(36)}.${sig}`, now)).toEqual({
      error: 'invalid',
    });
    expect(readReopenToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, now)).toEqual({
      error: 'invalid',
    });
    expect(readReopenToken('nonsense', now)).toEqual({ error: 'invalid' });
  });
  it('a key belongs to one conversation', () => {
    expect(visitorKey('conv-aaaa-1111')).not.toBe(visitorKey('conv-aaaa-1112'));
    expect(visitorKey('conv-aaaa-1111')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('contact details typed into the chat', () => {
  it.each([
    ['Please call me back at 416-555-0198, ask for Dave', { phone: '416-555-0198' }],
    ['mon cell: (514) 555 0123, rappelez-moi', { phone: '(514) 555 0123' }],
    ['écrivez-moi à marie.tremblay@exemple.qc.ca svp', { email: 'marie.tremblay@exemple.qc.ca' }],
    ['email me: dave@acme.com or 1-800-555-0199', { email: 'dave@acme.com', phone: '1-800-555-0199' }],
    ['+33 6 12 34 56 78 c’est mon numéro', { phone: '+33 6 12 34 56 78' }],
  ])('%s', (text, found) => expect(contactInText(text)).toEqual(found));
  it('amounts, years and dates are not phone numbers', () => {
    for (const text of ['I need 250000 for 12 months', 'un prêt de 1 500 000 $', 'depuis 2019, le 2025-11-30'])
      expect(contactInText(text)).toEqual({});
  });
});
