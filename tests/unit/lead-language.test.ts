import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PersonCard from '~/components/admin/PersonCard';
import { forExport } from '~/components/admin/record';
import { inboxes } from '~/lib/admin-inboxes';
import { toCsv } from '~/lib/format';
import chatMessage from '../../netlify/functions/chat-message';
import contact from '../../netlify/functions/contact';
import partnerships from '../../netlify/functions/partnerships';
import subscribe from '../../netlify/functions/subscribe';
import { composeEmail, composeWebhook } from '../../netlify/lib/alerts/compose';
import { allRecords, listConversations } from '../../netlify/lib/storage';
import { alertSettings } from '~/config';
import { validation as fr } from '~/i18n/fr/validation';
import { request, useTempBlobs } from './helpers/blobs';

let ip = 0;
const post = (fn: (r: Request) => Promise<Response>, path: string, body: unknown) =>
  fn(request(path, { ip: `198.51.100.${(ip++ % 250) + 1}`, body }));

const contactFields = {
  firstName: 'Élise',
  lastName: 'Gagnon',
  email: 'elise@boulangerie.qc.ca',
  phone: '+1 514 555 0100',
  company: 'Boulangerie Gagnon',
  message: 'Nous cherchons une marge de crédit.',
};

describe('a lead says its language', () => {
  useTempBlobs();

  it('a French contact is stored with locale fr; an English one without a locale stays as before', async () => {
    expect((await post(contact, '/api/contact', { ...contactFields, locale: 'fr' })).status).toBe(201);
    expect((await post(contact, '/api/contact', { ...contactFields, email: 'ana@shop.ca' })).status).toBe(201);
    const records = await allRecords('contacts');
    expect(records.find((r) => r.email === 'elise@boulangerie.qc.ca')).toMatchObject({ locale: 'fr' });
    expect(records.find((r) => r.email === 'ana@shop.ca')).not.toHaveProperty('locale');
  });

  it('answers a French request with French field errors and stores nothing', async () => {
    const before = (await allRecords('contacts')).length;
    const res = await post(contact, '/api/contact', { locale: 'fr', email: 'pas-un-courriel' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe(fr.checkFields);
    expect(body.fields).toMatchObject({ firstName: fr.required, email: fr.emailInvalid, message: fr.required });
    expect(await allRecords('contacts')).toHaveLength(before);
  });

  it('refuses a language the site does not have', async () => {
    const res = await post(contact, '/api/contact', { ...contactFields, locale: 'de' });
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toHaveProperty('locale');
  });

  it('partnership, subscription and chat conversation keep the language too', async () => {
    const inquiry = {
      company: 'Cabinet Tremblay',
      firstName: 'Luc',
      lastName: 'Tremblay',
      email: 'luc@tremblay.ca',
      phone: '514 555 0111',
      partnershipType: 'referral',
      partnershipGoals: 'Référer nos clients.',
      locale: 'fr',
    };
    expect((await post(partnerships, '/api/partnerships', inquiry)).status).toBe(201);
    expect((await allRecords('partnerships'))[0]).toMatchObject({ locale: 'fr' });

    expect((await post(subscribe, '/api/subscribe', { email: 'marie@exemple.ca', locale: 'fr' })).status).toBe(201);
    expect((await allRecords('subscribers'))[0]).toMatchObject({ email: 'marie@exemple.ca', locale: 'fr' });

    const chat = await post(chatMessage, '/api/chat/message', { message: 'Bonjour', locale: 'fr' });
    expect(chat.status).toBe(200);
    const { items } = await listConversations({ limit: 10 });
    expect(items[0]).toMatchObject({ firstMessage: 'Bonjour', locale: 'fr' });
  });
});

describe('staff alerts name the language', () => {
  const record = { id: '001764000000000-0123456789abcdef', submittedAt: '2026-11-25T15:00:00.000Z', ...contactFields };
  const settings = { ...alertSettings(), siteUrl: 'https://www.boundless-ai.com' };

  it('a French lead: the subject, the e-mail and the webhook say French', () => {
    const french = { ...record, locale: 'fr' };
    const mail = composeEmail(settings, 'contacts', french);
    expect(mail.subject).toBe('New contact message (in French): Élise Gagnon (Boulangerie Gagnon)');
    expect(mail.text).toContain('Language: French');
    expect(mail.html).toContain('French');
    expect(JSON.parse(composeWebhook(settings, 'contacts', french)).text).toMatch(
      /^New contact message \(in French\): /,
    );
  });

  it('an English lead: the e-mail says English and the subject stays as it was', () => {
    const mail = composeEmail(settings, 'contacts', record);
    expect(mail.subject).toBe('New contact message: Élise Gagnon (Boulangerie Gagnon)');
    expect(mail.text).toContain('Language: English');
    expect(JSON.parse(composeWebhook(settings, 'contacts', record)).text).not.toContain('French');
  });
});

describe('the admin shows the language', () => {
  const card = (locale?: string) =>
    renderToStaticMarkup(
      createElement(PersonCard, {
        record: { id: 'x', submittedAt: '2026-11-25T15:00:00.000Z', firstName: 'A', locale },
      }),
    );

  it('on every person card, English for leads stored before languages were recorded', () => {
    expect(card('fr')).toContain('Language: <span');
    expect(card('fr')).toMatch(/>French<\/span>/);
    expect(card()).toMatch(/>English<\/span>/);
  });

  it('in the last CSV column', () => {
    const contacts = inboxes.find((i) => i.key === 'contacts')!;
    const csv = toCsv(contacts.csvColumns, [forExport({ id: '1', locale: 'fr' }), forExport({ id: '2' })]);
    const [header, french, english] = csv.split('\r\n');
    expect(header.endsWith(',Language')).toBe(true);
    expect(french.endsWith(',French')).toBe(true);
    expect(english.endsWith(',English')).toBe(true);
  });
});
