/** A new subscriber gets one welcome e-mail with their personal unsubscribe link; a repeat or a bot gets none. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import subscribe from '../../netlify/functions/subscribe';
import unsubscribe from '../../netlify/functions/unsubscribe';
import { NEWSLETTER_CONSENT, NEWSLETTER_CONSENT_WORDINGS } from '~/data/newsletter';
import { en } from '~/i18n/en';
import { fr } from '~/i18n/fr';
import { startSmtp, type SmtpReceiver } from './helpers/alert-receivers';
import { request, useTempBlobs } from './helpers/blobs';

let smtp: SmtpReceiver;
let n = 0;

/** Calls the function like Netlify and waits for the work it handed to waitUntil. */
async function call(fn: typeof subscribe, path: string, body: unknown) {
  const pending: Promise<unknown>[] = [];
  const res = await fn(request(path, { body, ip: `198.51.100.${++n}` }), { waitUntil: (p) => void pending.push(p) });
  await Promise.all(pending);
  return res;
}

describe('newsletter welcome e-mail', () => {
  useTempBlobs();

  beforeAll(async () => {
    smtp = await startSmtp();
    Object.assign(process.env, {
      SMTP_URL: smtp.url,
      ALERT_EMAIL_FROM: 'news@boundless.example',
      UNSUBSCRIBE_SECRET: 'welcome-secret',
    });
  });
  afterAll(async () => {
    for (const key of ['SMTP_URL', 'ALERT_EMAIL_FROM', 'UNSUBSCRIBE_SECRET']) delete process.env[key];
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.mails.length = 0;
    smtp.down = false;
  });

  it('sends one, to the subscriber, with what they signed up for and a working unsubscribe link', async () => {
    expect((await call(subscribe, '/api/subscribe', { email: 'Welcome@Shop.ca' })).status).toBe(201);
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.envelopeTo).toEqual(['welcome@shop.ca']);
    expect(mail.subject).toBe(en.email.welcome.subject);
    expect(mail.text).toContain(NEWSLETTER_CONSENT.text);
    const link = /https?:\/\/\S+\/unsubscribe\?t=[\w.-]+/.exec(mail.text)?.[0] as string;
    expect(mail.headers['list-unsubscribe']).toContain(link);

    // A repeat subscription sends nothing; the link in the e-mail unsubscribes.
    expect((await call(subscribe, '/api/subscribe', { email: 'welcome@shop.ca' })).status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    const token = new URL(link).searchParams.get('t');
    const res = await call(unsubscribe, '/api/unsubscribe', { token });
    expect(await res.json()).toMatchObject({ removed: true, email: 'welcome@shop.ca' });
  });

  it('a subscription made on a French page gets the French e-mail, linking the French unsubscribe page', async () => {
    const body = { email: 'abonne@boutique.ca', consentVersion: '2026-11-fr', locale: 'fr' };
    expect((await call(subscribe, '/api/subscribe', body)).status).toBe(201);
    const [mail] = smtp.mails;
    expect(mail.subject).toBe(fr.email.welcome.subject);
    expect(mail.text).toContain(fr.email.welcome.thanks);
    expect(mail.text).toContain(NEWSLETTER_CONSENT_WORDINGS['2026-11-fr']);
    expect(mail.text).toContain('Toronto (Ontario)');
    expect(mail.text).not.toMatch(/\b(the|you|to|and)\b/);
    const link = /https?:\/\/\S+\/fr\/unsubscribe\?t=[\w.-]+/.exec(mail.text)?.[0] as string;
    expect(link).toBeTruthy();
    expect(mail.headers['list-unsubscribe']).toContain(link);
    const res = await call(unsubscribe, '/api/unsubscribe', { token: new URL(link).searchParams.get('t') });
    expect(await res.json()).toMatchObject({ removed: true, email: 'abonne@boutique.ca' });
  });

  it('a bot filling the honeypot gets no e-mail, and an SMTP outage never costs the subscription', async () => {
    expect((await call(subscribe, '/api/subscribe', { email: 'bot@shop.ca', website: 'x' })).status).toBe(201);
    expect(smtp.mails).toHaveLength(0);
    smtp.down = true;
    expect((await call(subscribe, '/api/subscribe', { email: 'outage@shop.ca' })).status).toBe(201);
    expect(smtp.mails).toHaveLength(0);
    smtp.down = false;
    expect((await call(subscribe, '/api/subscribe', { email: 'outage@shop.ca' })).status).toBe(200);
  });
});
