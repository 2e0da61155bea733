import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import feedback, { config } from '../../netlify/functions/accessibility-feedback';
import feedbackList, { config as listConfig } from '../../netlify/functions/accessibility-feedback-list';
import { allRecords, eraseByEmail } from '../../netlify/lib/storage';
import { FEEDBACK_REPLY_BUSINESS_DAYS } from '~/data/accessibility';
import { validation as en } from '~/i18n/en/validation';
import { validation as fr } from '~/i18n/fr/validation';
import { accessibility as enTexts } from '~/i18n/en/accessibility';
import { accessibility as frTexts } from '~/i18n/fr/accessibility';
import { accessibilityFeedbackSchema } from '~/lib/accessibility-feedback-schema';
import { businessDaysAfter, formatDueDay } from '~/lib/business-days';
import { fieldErrors } from '~/lib/schemas';
import { startSmtp, startWebhook, type SmtpReceiver, type WebhookReceiver } from './helpers/alert-receivers';
import { admin, request, useTempBlobs, withBrokenBlobs } from './helpers/blobs';

const SITE = 'https://staff.example.test';
const valid = {
  name: 'Léa Tremblay',
  email: 'lea@atelier.ca',
  concerning: 'Loan payment calculator',
  format: 'large-print',
  message: 'The chart has no text version my screen reader can read.',
};
/** What the browser adds to every form: the visit's attribution and the page it was sent from. */
const touch = { landing: '/fr/accessibility', at: '2026-11-27T14:00:00.000Z' };
const sentByForm = { ...valid, locale: 'fr', attribution: { first: touch, last: touch }, page: '/fr/accessibility' };

let n = 0;
/** A fresh address per request, so the rate limit stays out of tests that are not about it. */
const nextIp = () => `192.0.2.${(n++ % 250) + 1}`;
function context() {
  const pending: Promise<unknown>[] = [];
  return {
    ip: nextIp(),
    waitUntil: (p: Promise<unknown>) => void pending.push(p),
    settled: () => Promise.all(pending),
  };
}
const post = (body: unknown, headers: Record<string, string> = {}) =>
  feedback(request('/api/accessibility-feedback', { body, headers, ip: nextIp() }));
const count = async () => (await allRecords('accessibility')).length;

describe('the accessibility feedback schema', () => {
  it('needs only an e-mail and a message; the rest defaults to empty', () => {
    expect(accessibilityFeedbackSchema.parse({ email: ' sam@x.co ', message: ' Focus is lost. ' })).toEqual({
      name: '',
      email: 'sam@x.co',
      concerning: '',
      format: '',
      message: 'Focus is lost.',
    });
  });

  it('accepts every format the form offers and no other, in the visitor’s language', () => {
    for (const format of ['', 'plain-text', 'large-print', 'audio', 'braille', 'other'])
      expect(accessibilityFeedbackSchema.safeParse({ ...valid, format }).success).toBe(true);
    const wrong = accessibilityFeedbackSchema.safeParse({ ...valid, format: 'smoke-signals' });
    expect(wrong.success).toBe(false);
    expect(fieldErrors(wrong.error!, en)).toEqual({ format: en.unknownOption });
    expect(fieldErrors(wrong.error!, fr)).toEqual({ format: fr.unknownOption });
  });
});

describe('business days for the reply promise', () => {
  it.each([
    ['a Wednesday afternoon', '2026-11-25T19:00:00Z', '2026-11-27'],
    ['a Friday', '2026-11-27T15:00:00Z', '2026-12-01'],
    ['a Friday evening in Toronto (Saturday in UTC)', '2026-11-28T03:30:00Z', '2026-12-01'],
    ['a Saturday', '2026-11-28T15:00:00Z', '2026-12-01'],
    ['a Sunday', '2026-11-29T15:00:00Z', '2026-12-01'],
    ['the night daylight-saving time begins', '2026-03-08T04:30:00Z', '2026-03-10'],
  ])('a message of %s is due %s', (_when, at, due) => {
    expect(businessDaysAfter(new Date(at), 2, 'America/Toronto')).toBe(due);
  });

  it('reads as staff write a day', () => {
    expect(formatDueDay('2026-12-01')).toBe('Tue, Dec 1, 2026');
  });

  it('the promise the page and the form state in both languages is the data’s', () => {
    const days = String(FEEDBACK_REPLY_BUSINESS_DAYS);
    for (const text of [enTexts.feedback.intro, enTexts.form.success, enTexts.formats.after])
      expect(text).toContain(`within ${days} business days`);
    for (const text of [frTexts.feedback.intro, frTexts.form.success, frTexts.formats.after])
      expect(text).toContain(`dans un délai de ${days}\u00a0jours ouvrables`);
  });
});

describe('POST /api/accessibility-feedback', () => {
  useTempBlobs();

  it('is its own POST route with its own rate limit', () => {
    expect(config).toMatchObject({ path: '/api/accessibility-feedback', method: 'POST' });
    expect(listConfig).toMatchObject({ path: '/api/accessibility-feedback', method: 'GET' });
  });

  it('stores the feedback once, with its language, and neither the visit’s source nor the page', async () => {
    const res = await post(sentByForm);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(id).toMatch(/^[0-9]{15}-[0-9a-f]{16}$/);
    const stored = (await allRecords('accessibility')).filter((r) => r.id === id);
    expect(stored).toEqual([{ ...valid, locale: 'fr', id, submittedAt: expect.any(String) }]);
  });

  it.each([
    ['email', '', 'required'],
    ['email', 'lea@atelier', 'emailInvalid'],
    ['message', '   ', 'required'],
    ['message', 'x'.repeat(5001), 'tooLong'],
    ['name', 'x'.repeat(101), 'tooLong'],
    ['concerning', 'x'.repeat(201), 'tooLong'],
    ['concerning', 'Home\u0000', 'controlChars'],
    ['format', 'smoke-signals', 'unknownOption'],
    ['phone', '+1 514 555 0100', 'unknownField'],
  ] as const)('rejects %s = %j with 422 in English and in French, storing nothing', async (field, value, key) => {
    const before = await count();
    const text = (texts: typeof en) =>
      key === 'tooLong' ? texts.tooLong(String(value.length - 1)) : (texts[key] as string);
    const english = await post({ ...valid, [field]: value });
    expect(english.status).toBe(422);
    expect(await english.json()).toEqual({ error: en.checkFields, fields: { [field]: text(en) } });
    const french = await post({ ...valid, locale: 'fr', [field]: value });
    expect(french.status).toBe(422);
    expect(await french.json()).toEqual({ error: fr.checkFields, fields: { [field]: text(fr) } });
    expect(await count()).toBe(before);
  });

  it.each([
    ['malformed JSON', { raw: '{"email":' }, 400],
    ['a wrong content type', { raw: 'email=a', headers: { 'content-type': 'text/plain' } }, 415],
    ['a body over 32 KB', { raw: JSON.stringify({ ...valid, message: 'x'.repeat(33_000) }) }, 413],
  ])('rejects %s with a JSON %i and stores nothing', async (_name, init, status) => {
    const before = await count();
    const res = await feedback(request('/api/accessibility-feedback', { ip: nextIp(), ...init }));
    expect(res.status).toBe(status);
    expect((await res.json()).error).toEqual(expect.any(String));
    expect(await count()).toBe(before);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...valid, website: 'https://spam.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it('rate-limits one address: the sixth message within a minute gets 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await feedback(request('/api/accessibility-feedback', { body: valid, ip: '198.51.100.61' }));
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('answers 503 when storage is unreachable', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await withBrokenBlobs(() => post(valid));
    expect(res.status).toBe(503);
    expect((await res.json()).error).toEqual(expect.any(String));
    log.mockRestore();
  });

  it('replays the first answer for a retry with the same Idempotency-Key: one record', async () => {
    const key = randomUUID();
    const body = { ...valid, email: 'replay@atelier.ca' };
    const first = await post(body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const { id } = await first.json();
    const again = await post(body, { 'Idempotency-Key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ id });
    const mine = (await allRecords('accessibility')).filter((r) => r.email === 'replay@atelier.ca');
    expect(mine.map((r) => r.id)).toEqual([id]);
  });

  it('is erased with every other record of the same e-mail', async () => {
    await post({ ...valid, email: 'erase@atelier.ca' });
    const { byStore } = await eraseByEmail('erase@atelier.ca');
    expect(byStore.accessibility).toBe(1);
    expect((await allRecords('accessibility')).filter((r) => r.email === 'erase@atelier.ca')).toEqual([]);
  });

  describe('the staff list, GET /api/accessibility-feedback', () => {
    it('needs the admin secret', async () => {
      const res = await feedbackList(request('/api/accessibility-feedback', { method: 'GET', ip: nextIp() }));
      expect(res.status).toBe(401);
    });

    it('lists the stored feedback, newest first, with its total', async () => {
      const { id } = await (await post({ ...valid, email: 'listed@atelier.ca' })).json();
      const res = await feedbackList(
        request('/api/accessibility-feedback', { method: 'GET', headers: admin, ip: nextIp() }),
      );
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('x-total-count'))).toBe(await count());
      const [newest] = await res.json();
      expect(newest).toMatchObject({ id, email: 'listed@atelier.ca', format: 'large-print' });
    });
  });

  describe('the staff alert', () => {
    let smtp: SmtpReceiver;
    let hook: WebhookReceiver;
    beforeAll(async () => {
      smtp = await startSmtp();
      hook = await startWebhook();
      process.env.SITE_URL = SITE;
      process.env.SMTP_URL = smtp.url;
      process.env.ALERT_EMAIL_TO = 'leads@boundless.example';
      process.env.ALERT_EMAIL_FROM = 'Boundless AI website <alerts@boundless.example>';
      process.env.ALERT_WEBHOOK_URL = hook.url;
    });
    afterAll(async () => {
      await smtp.stop();
      await hook.stop();
      for (const key of ['SITE_URL', 'SMTP_URL', 'ALERT_EMAIL_TO', 'ALERT_EMAIL_FROM', 'ALERT_WEBHOOK_URL'])
        delete process.env[key];
    });

    it('e-mails every field with the language and the reply due, and posts the webhook without the message', async () => {
      const ctx = context();
      const res = await feedback(request('/api/accessibility-feedback', { body: sentByForm, ip: ctx.ip }), ctx);
      expect(res.status).toBe(201);
      const { id } = await res.json();
      await ctx.settled();
      const [stored] = (await allRecords('accessibility')).filter((r) => r.id === id);
      const due = formatDueDay(
        businessDaysAfter(new Date(stored.submittedAt), FEEDBACK_REPLY_BUSINESS_DAYS, 'America/Toronto'),
      );

      const mails = smtp.mails.filter((m) => m.headers['message-id']?.includes(id));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('New accessibility feedback (in French): Léa Tremblay');
      for (const line of [
        'New accessibility feedback (Accessibility: asks for Large print)',
        'Language: French',
        'Name: Léa Tremblay',
        'E-mail: lea@atelier.ca',
        'Page or feature: Loan payment calculator',
        'Format asked for: Large print',
        'The chart has no text version my screen reader can read.',
        `Reply due: ${due} (within ${FEEDBACK_REPLY_BUSINESS_DAYS} business days, Toronto time)`,
        `Open in admin: ${SITE}/admin#accessibility/${id}`,
      ])
        expect(mails[0].text).toContain(line);

      const hooks = hook.bodies.filter((b) => b.includes(id)).map((b) => (JSON.parse(b) as { text: string }).text);
      expect(hooks).toEqual([
        `New accessibility feedback (in French): Léa Tremblay · Accessibility: asks for Large print · <${SITE}/admin#accessibility/${id}|Open in admin>`,
      ]);
    });

    it('names no one when the name was left out, and says plain feedback when no format was asked for', async () => {
      const ctx = context();
      const body = { email: 'anon@atelier.ca', message: 'The menu traps focus.' };
      const res = await feedback(request('/api/accessibility-feedback', { body, ip: ctx.ip }), ctx);
      const { id } = await res.json();
      await ctx.settled();
      const [mail] = smtp.mails.filter((m) => m.headers['message-id']?.includes(id));
      expect(mail.subject).toBe('New accessibility feedback: No name given');
      expect(mail.text).toContain('New accessibility feedback (Accessibility feedback)');
      expect(mail.text).toContain('Language: English');
    });
  });
});
