import { describe, expect, it, vi } from 'vitest';
import sweepFunction, { config as sweepConfig } from '../../netlify/functions/alerts-sweep';
import chatHandoff from '../../netlify/functions/chat-handoff';
import chatMessage from '../../netlify/functions/chat-message';
import contact from '../../netlify/functions/contact';
import partnerships from '../../netlify/functions/partnerships';
import { LEASE_MS, RETRY_WINDOW_MS, queueAlert, retryDelayMs, sweepAlerts } from '../../netlify/lib/alerts';
import {
  eraseByEmail,
  listPendingAlerts,
  readOutboxEntry,
  replaceOutboxEntry,
  saveRecord,
} from '../../netlify/lib/storage';
import { formatDateTime } from '~/lib/format';
import { request } from './helpers/blobs';

import {
  SITE,
  contactBody,
  partnershipBody,
  smtp,
  hook,
  nextIp,
  context,
  submitContact,
  states,
  webhookTexts,
  mailsFor,
  hooksFor,
  configure,
  useAlertHarness,
} from './helpers/alert-harness';

describe('staff alerts', () => {
  useAlertHarness();

  it('sends one e-mail with every field, Toronto time and the admin link, and one webhook without message or phone', async () => {
    const { res, id, settled } = await submitContact();
    expect(res.status).toBe(201);
    await settled();

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.envelopeTo).toEqual(['leads@boundless.example']);
    expect(mail.headers.from).toBe('Boundless AI website <alerts@boundless.example>');
    expect(mail.subject).toBe('New contact message: Ana Silva (Silva Bakery)');
    const [stored] = (await (await import('../../netlify/lib/storage')).allRecords('contacts')).filter(
      (r) => r.id === id,
    );
    const toronto = `${formatDateTime(stored.submittedAt, 'America/Toronto')} (Toronto time)`;
    for (const line of [
      'New contact message (Business Funding)',
      `Received: ${toronto}`,
      'First name: Ana',
      'Last name: Silva',
      'E-mail: ana@bakery.ca',
      'Phone: +1 416 555 0100',
      'Company: Silva Bakery',
      'We need a $50K line of credit for our second oven.',
      `Open in admin: ${SITE}/admin#contacts/${id}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain(`<a href="${SITE}/admin#contacts/${id}">Open in admin</a>`);
    expect(mail.html).toContain(toronto);

    expect(hook.bodies).toHaveLength(1);
    expect(JSON.parse(hook.bodies[0])).toEqual({
      text: `New contact message: Ana Silva (Silva Bakery) · Business Funding · <${SITE}/admin#contacts/${id}|Open in admin>`,
    });
    expect(hook.bodies[0]).not.toContain('oven');
    // Neither the phone number nor its digits (the record id, a timestamp, may contain any digits).
    expect(hook.bodies[0]).not.toMatch(/416\D*555\D*0100/);

    const body = await states('contacts', [id]);
    expect(body).toEqual({
      configured: { email: true, webhook: true },
      states: { [id]: { state: 'sent', at: expect.any(String), attempts: 1 } },
    });
    expect(await listPendingAlerts('contacts')).toEqual([]);
  });

  it('alerts a partnership inquiry with all its fields and its partnership type as the kind', async () => {
    const ctx = context();
    const res = await partnerships(request('/api/partnerships', { body: partnershipBody }), ctx);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    await ctx.settled();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].subject).toBe('New partnership inquiry: Lee Chen (Northwind Capital)');
    for (const line of [
      'Job title: Head of Partnerships',
      'Partnership type: Lending Partner',
      'Consent: Yes',
      'We lend to Ontario manufacturers.',
      `${SITE}/admin#partnerships/${id}`,
    ]) {
      expect(smtp.mails[0].text).toContain(line);
    }
    expect(webhookTexts()).toEqual([
      `New partnership inquiry: Lee Chen (Northwind Capital) · Partnership: Lending Partner · <${SITE}/admin#partnerships/${id}|Open in admin>`,
    ]);
  });

  it('alerts once when a chat visitor hands the conversation to a person, not for a question or the offer', async () => {
    const ask = async (message: string) => {
      const ctx = context();
      const res = await chatMessage(request('/api/chat/message', { body: { message } }), ctx);
      expect(res.status).toBe(200);
      await ctx.settled();
      return res.json();
    };
    await ask('What is invoice factoring?');
    const { conversationId, key, handoff } = await ask('Can I talk to a real person please?');
    expect(handoff).toMatchObject({ status: 'open', offer: true });
    expect(smtp.mails).toHaveLength(0);
    expect(hook.bodies).toHaveLength(0);

    const handOff = async () => {
      const ctx = context();
      const body = { conversationId, key, name: 'Dave Smith', email: 'dave@example.com' };
      const res = await chatHandoff(request('/api/chat/handoff', { body }), ctx);
      expect(res.status).toBe(200);
      await ctx.settled();
    };
    await handOff();
    await handOff(); // asking again while waiting: no second alert
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].subject).toBe('Chat visitor asked for a person: A chat visitor');
    expect(smtp.mails[0].text).toContain('Can I talk to a real person please?');
    expect(smtp.mails[0].text).toContain(`Conversation: ${conversationId}`);
    expect(webhookTexts()[0]).toMatch(
      new RegExp(
        `^Chat visitor asked for a person: A chat visitor · Chat hand-off · <${SITE}/admin#chats/\\d{15}-[0-9a-f]{16}\\|Open in admin>$`,
      ),
    );
    expect(webhookTexts()[0]).not.toContain('real person');
  });

  it('sends nothing when no channel is configured, says so once in the logs, and the admin learns it', async () => {
    configure({});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { logAlertConfigOnce } = await import('../../netlify/lib/alerts');
    // The module may have logged already in this process: a fresh module instance shows the first-call behaviour.
    vi.resetModules();
    const fresh = await import('../../netlify/lib/alerts');
    expect(fresh.logAlertConfigOnce).not.toBe(logAlertConfigOnce);
    fresh.logAlertConfigOnce();
    fresh.logAlertConfigOnce();
    const notes = info.mock.calls.filter(([m]) => String(m).startsWith('[alerts] not configured'));
    expect(notes).toHaveLength(1);
    info.mockRestore();

    const { res, id, settled } = await submitContact();
    expect(res.status).toBe(201);
    await settled();
    expect(await sweepAlerts()).toMatchObject({ sent: 0 });
    expect(smtp.mails).toHaveLength(0);
    expect(hook.bodies).toHaveLength(0);
    expect(await states('contacts', [id])).toEqual({
      configured: { email: false, webhook: false },
      states: { [id]: { state: 'none' } },
    });
  });

  it('answers the visitor before a hanging provider times out, and keeps the alert queued', async () => {
    configure({ webhook: true });
    hook.mode = 'hang';
    const started = Date.now();
    const { res, id, settled } = await submitContact();
    const answeredIn = Date.now() - started;
    expect(res.status).toBe(201);
    const deliveryStarted = Date.now();
    await settled();
    // The answer came well before the 1.5 s timeout ended the attempt.
    expect(answeredIn).toBeLessThan(Date.now() - deliveryStarted);
    const { states: s } = await states('contacts', [id]);
    expect(s[id]).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/^webhook: .*(timeout|abort)/i),
    });
  });

  it('keeps an alert the provider refused in the outbox with backoff, and the sweep delivers it once the provider is back', async () => {
    smtp.down = true;
    hook.mode = 'down';
    const before = Date.now();
    const { res, id, settled } = await submitContact();
    expect(res.status).toBe(201);
    await settled();
    expect(smtp.mails).toHaveLength(0);

    const first = (await readOutboxEntry('contacts', id))!.value;
    expect(first.attempts).toBe(1);
    expect(first.lease).toBeUndefined();
    expect(first.lastError).toMatch(/email: .*451/);
    expect(first.lastError).toMatch(/webhook: answered HTTP 503/);
    const due = Date.parse(first.nextAttemptAt);
    expect(due - before).toBeGreaterThanOrEqual(retryDelayMs(1));
    expect(retryDelayMs(1)).toBe(60_000);

    // Not due yet: the sweep leaves it alone.
    expect(await sweepAlerts({ now: () => due - 1000 })).toMatchObject({ sent: 0, skipped: 1 });

    // Still down at the second try: the wait doubles.
    expect(await sweepAlerts({ now: () => due })).toMatchObject({ retry: 1 });
    const second = (await readOutboxEntry('contacts', id))!.value;
    expect(second.attempts).toBe(2);
    expect(Date.parse(second.nextAttemptAt)).toBe(due + retryDelayMs(2));

    smtp.down = false;
    hook.mode = 'up';
    const later = Date.parse(second.nextAttemptAt);
    expect(await sweepAlerts({ now: () => later })).toMatchObject({ sent: 1 });
    expect(mailsFor(id)).toHaveLength(1);
    expect(hooksFor(id)).toHaveLength(1);
    expect(await sweepAlerts({ now: () => later + 3_600_000 })).toMatchObject({ sent: 0, skipped: 0 });
    expect(mailsFor(id)).toHaveLength(1);
    expect((await states('contacts', [id])).states[id]).toMatchObject({ state: 'sent', attempts: 3 });
  });

  it('retries only the channel that failed: the e-mail that went out is not sent again', async () => {
    hook.mode = 'down';
    const { id, settled } = await submitContact();
    await settled();
    expect(mailsFor(id)).toHaveLength(1);
    const { value } = (await readOutboxEntry('contacts', id))!;
    expect(value.sent.email).toEqual(expect.any(String));
    hook.mode = 'up';
    expect(await sweepAlerts({ now: () => Date.parse(value.nextAttemptAt) })).toMatchObject({ sent: 1 });
    expect(mailsFor(id)).toHaveLength(1);
    expect(hooksFor(id)).toHaveLength(1);
  });

  it('marks an alert failed with the last error once it has been retried for 24 hours', async () => {
    hook.mode = 'down';
    smtp.down = true;
    const { id, settled } = await submitContact();
    await settled();
    const createdAt = Date.parse((await readOutboxEntry('contacts', id))!.value.createdAt);
    let now = createdAt;
    let attempts = 1;
    // Every sweep runs when the entry is due, until the window closes.
    for (;;) {
      const entry = await readOutboxEntry('contacts', id);
      if (!entry) break;
      now = Date.parse(entry.value.nextAttemptAt);
      await sweepAlerts({ now: () => now });
      attempts += 1;
      expect(attempts).toBeLessThan(60);
    }
    expect(now).toBe(createdAt + RETRY_WINDOW_MS);
    expect(await listPendingAlerts('contacts')).toEqual([]);
    const { states: s } = await states('contacts', [id]);
    expect(s[id]).toEqual({
      state: 'failed',
      at: expect.any(String),
      attempts,
      lastError: expect.stringContaining('webhook: answered HTTP 503'),
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it('sends each alert once when sweeps overlap', async () => {
    hook.mode = 'down';
    smtp.down = true;
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const { id, settled } = await submitContact({ ...contactBody, firstName: `Overlap${i}` });
      await settled();
      ids.push(id);
    }
    hook.mode = 'up';
    smtp.down = false;
    const later = Date.now() + 10 * 60_000;
    const results = await Promise.all(Array.from({ length: 4 }, () => sweepAlerts({ now: () => later })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(12);
    for (const id of ids) {
      expect(mailsFor(id)).toHaveLength(1);
      expect(hooksFor(id)).toHaveLength(1);
    }
    expect(smtp.mails).toHaveLength(12);
  });

  it('waits out the lease of a sweep that died mid-way, then sends once', async () => {
    hook.mode = 'down';
    const { id, settled } = await submitContact({ ...contactBody, firstName: 'Leased' });
    await settled();
    hook.mode = 'up';
    smtp.mails.length = 0;
    // A worker claimed it and died before sending.
    const { value, etag } = (await readOutboxEntry('contacts', id))!;
    const claimedAt = Date.parse(value.nextAttemptAt);
    const dead = { ...value, lease: { owner: 'dead-worker', until: new Date(claimedAt + LEASE_MS).toISOString() } };
    expect(await replaceOutboxEntry('contacts', dead, etag)).not.toBeNull();

    expect(await sweepAlerts({ now: () => claimedAt + LEASE_MS - 1 })).toMatchObject({ sent: 0, skipped: 1 });
    expect(hooksFor(id)).toHaveLength(0);
    expect(await sweepAlerts({ now: () => claimedAt + LEASE_MS + 1 })).toMatchObject({ sent: 1 });
    expect(hooksFor(id)).toHaveLength(1);
    expect(mailsFor(id)).toHaveLength(0); // the e-mail had gone out with the first attempt
  });

  it('turns 200 concurrent submissions into 200 e-mails and 200 webhooks, none twice', async () => {
    // A provider that accepts a message but answers after the timeout gets it again on the retry (at-least-once
    // is all SMTP and HTTP allow): a generous timeout keeps a loaded test machine from causing that here.
    process.env.ALERT_TIMEOUT_MS = '10000';
    const ctxs = Array.from({ length: 200 }, () => context());
    const responses = await Promise.all(
      ctxs.map((ctx, i) => contact(request('/api/contact', { body: { ...contactBody, firstName: `Many${i}` } }), ctx)),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const ids = await Promise.all(responses.map(async (r) => (await r.json()).id as string));
    await Promise.all(ctxs.map((c) => c.settled()));
    // Anything a busy moment pushed to a retry (a timeout on a loaded machine) is picked up by the sweeps.
    for (let hour = 1; hour <= 5 && (await listPendingAlerts('contacts')).length > 0; hour += 1) {
      await sweepAlerts({ now: () => Date.now() + hour * 3_600_000 });
    }

    expect(smtp.mails).toHaveLength(200);
    expect(new Set(smtp.mails.map((m) => m.headers['message-id'])).size).toBe(200);
    expect(hook.bodies).toHaveLength(200);
    for (const id of ids) {
      expect(mailsFor(id)).toHaveLength(1);
      expect(hooksFor(id)).toHaveLength(1);
    }
    expect(await listPendingAlerts('contacts')).toEqual([]);
    process.env.ALERT_TIMEOUT_MS = '1500';
  }, 60_000);

  it('rejects CR/LF in names at the API, and a stored record with CR/LF, HTML or huge values cannot inject headers or markup', async () => {
    const rejected = await contact(
      request('/api/contact', { body: { ...contactBody, firstName: 'Eve\r\nBcc: victim@example.com' }, ip: nextIp() }),
    );
    expect(rejected.status).toBe(422);

    // Data that reached storage some other way (an older version, an import) gets the same protection.
    const record = await saveRecord('contacts', {
      firstName: 'Eve\r\nBcc: victim@example.com\r\nSubject: Pwned',
      lastName: '<script>alert(1)</script>',
      email: 'eve@example.com',
      phone: '1',
      company: '<!channel> & <https://evil.example|click> "quoted"\n\nX-Injected: yes',
      message: `<img src=x onerror=alert(1)>\r\n${'x'.repeat(20_000)}`,
    });
    const { delivery } = await queueAlert('contacts', record.id);
    expect(await delivery).toBe('sent');

    const [mail] = mailsFor(record.id);
    expect(mail.envelopeTo).toEqual(['leads@boundless.example']);
    expect(mail.headers.bcc).toBeUndefined();
    expect(mail.headers['x-injected']).toBeUndefined();
    expect(mail.headers.subject.split('\n')).toHaveLength(1);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.startsWith('New contact message: Eve Bcc: victim@example.com Subject: Pwned')).toBe(true);
    expect(Array.from(mail.subject).length).toBeLessThanOrEqual(151);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text.length).toBeLessThan(7000);
    expect(mail.text).toContain('x'.repeat(100));
    expect(mail.text).not.toContain('x'.repeat(5001));

    const [raw] = hook.bodies.filter((b) => b.includes(record.id));
    const { text } = JSON.parse(raw) as { text: string };
    expect(text).not.toContain('<!channel>');
    expect(text).not.toContain('<https://evil');
    expect(text).toContain('&lt;!channel&gt; &amp; &lt;https://evil.example|click&gt; "quoted" X-Injected: yes');
    expect(text).not.toMatch(/[\r\n]/);
    // Only the admin link is a Slack link.
    expect(text.match(/<[^>]*>/g)).toEqual([`<${SITE}/admin#contacts/${record.id}|Open in admin>`]);
  });

  it('does not alert a record erased before its alert went out', async () => {
    hook.mode = 'down';
    smtp.down = true;
    const { id, settled } = await submitContact({ ...contactBody, email: 'gone@erase.example' });
    await settled();
    await eraseByEmail('gone@erase.example');
    hook.mode = 'up';
    smtp.down = false;
    expect(await sweepAlerts({ now: () => Date.now() + 3_600_000 })).toMatchObject({ gone: 1, sent: 0 });
    expect(mailsFor(id)).toHaveLength(0);
    expect(await listPendingAlerts('contacts')).toEqual([]);
  });

  it('the scheduled sweep runs every 5 minutes and answers its summary', async () => {
    expect(sweepConfig.schedule).toBe('*/5 * * * *');
    hook.mode = 'down';
    const { id, settled } = await submitContact();
    await settled();
    hook.mode = 'up';
    // Due entries only: the one just queued waits for its backoff.
    const res = await sweepFunction();
    expect(await res.json()).toMatchObject({ sent: 0, skipped: 1 });
    expect(hooksFor(id)).toHaveLength(0);
  });
});
