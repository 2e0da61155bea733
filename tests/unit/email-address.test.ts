/** One strict address check, shared by the forms and the functions: one plain address, nothing a mailer reroutes. */
import { describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact';
import records from '../../netlify/functions/records';
import subscribe from '../../netlify/functions/subscribe';
import { allRecords } from '../../netlify/lib/storage';
import { contactSchema, EMAIL_PATTERN, eraseRequestSchema, subscribeSchema } from '~/lib/schemas';
import { admin, request, useTempBlobs } from './helpers/blobs';

const hostile = [
  'Victim<attacker@evil.example>',
  'Victim <attacker@evil.example>',
  'x,attacker@evil.example',
  'victim@example.com, attacker@evil.example',
  'victim@example.com;attacker@evil.example',
  '"victim"@example.com',
  'victim@example.com (attacker@evil.example)',
  'victim@[127.0.0.1]',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a@-example.com',
  'a@example.c',
  'a@example',
  'a b@example.com',
];
const plain = [
  'ana@bakery.ca',
  'jean.tremblay@québec.ca',
  'x+tag@sub.example.org',
  "o'neil@example.ie",
  'a@xn--bcher-kva.ch',
];

describe('e-mail addresses', () => {
  useTempBlobs();

  it.each(hostile)('refuses %s in every schema', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(false);
    expect(subscribeSchema.safeParse({ email: value }).success).toBe(false);
    expect(eraseRequestSchema.safeParse({ email: value }).success).toBe(false);
    expect(
      contactSchema.safeParse({
        firstName: 'A',
        lastName: 'B',
        email: value,
        phone: '4165550100',
        company: 'C',
        message: 'We need a loan.',
      }).success,
    ).toBe(false);
  });

  it.each(plain)('accepts %s', (value) => {
    expect(EMAIL_PATTERN.test(value)).toBe(true);
    expect(subscribeSchema.safeParse({ email: value }).success).toBe(true);
  });

  it('answers 422 to a display name or a list at the endpoints, and stores nothing', async () => {
    const lead = {
      firstName: 'Ana',
      lastName: 'Silva',
      phone: '+1 416 555 0100',
      company: 'Silva Bakery',
      message: 'We need a $50K line of credit.',
    };
    // The same lead with a plain address is accepted: only the address makes the difference.
    const plainLead = await contact(
      request('/api/contact', { body: { ...lead, email: 'ana@bakery.ca' }, ip: '192.0.2.40' }),
    );
    expect(plainLead.status).toBe(201);
    for (const email of hostile.slice(0, 4)) {
      expect((await contact(request('/api/contact', { body: { ...lead, email }, ip: '192.0.2.41' }))).status).toBe(422);
      expect((await subscribe(request('/api/subscribe', { body: { email }, ip: '192.0.2.42' }))).status).toBe(422);
      const erase = await records(
        request(`/api/records?email=${encodeURIComponent(email)}`, { method: 'DELETE', headers: admin }),
      );
      expect(erase.status).toBe(422);
    }
    expect((await allRecords('contacts')).map((r) => r.email)).toEqual(['ana@bakery.ca']);
    expect(await allRecords('subscribers')).toEqual([]);
  });
});
