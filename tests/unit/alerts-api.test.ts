import { describe, expect, it } from 'vitest';
import alertsApi from '../../netlify/functions/alerts';
import resendApi from '../../netlify/functions/alerts-resend';
import { admin, request } from './helpers/blobs';

import {
  hook,
  context,
  submitContact,
  states,
  mailsFor,
  hooksFor,
  configure,
  useAlertHarness,
} from './helpers/alert-harness';

describe('staff alerts: the staff API', () => {
  useAlertHarness();

  it('refuses calls without the admin secret', async () => {
    expect((await alertsApi(request('/api/alerts?store=contacts&ids=', { method: 'GET' }))).status).toBe(401);
    expect(
      (
        await resendApi(
          request('/api/alerts/resend', { body: { store: 'contacts', id: '000000000000001-0123456789abcdef' } }),
        )
      ).status,
    ).toBe(401);
  });

  it.each([
    ['store=subscribers&ids=', 'store'],
    ['store=contacts&ids=nope', 'ids'],
    [
      `store=contacts&ids=${Array.from({ length: 101 }, (_, i) => `${String(i).padStart(15, '0')}-0123456789abcdef`).join(',')}`,
      'ids',
    ],
  ])('answers 422 for %s', async (query, field) => {
    const res = await alertsApi(request(`/api/alerts?${query}`, { method: 'GET', headers: admin }));
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toHaveProperty(field);
  });

  it('resends a sent alert to every channel, answers 404 for an unknown record and 409 when alerts are off', async () => {
    const { id, settled } = await submitContact();
    await settled();
    const ctx = context();
    const res = await resendApi(
      request('/api/alerts/resend', { body: { store: 'contacts', id }, headers: admin }),
      ctx,
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      result: 'queued',
      alert: { state: expect.stringMatching(/pending|sent/) },
    });
    await ctx.settled();
    expect(mailsFor(id)).toHaveLength(2);
    expect(hooksFor(id)).toHaveLength(2);
    expect((await states('contacts', [id])).states[id]).toMatchObject({ state: 'sent', attempts: 1 });

    const missing = await resendApi(
      request('/api/alerts/resend', {
        body: { store: 'contacts', id: '000000000000001-0123456789abcdef' },
        headers: admin,
      }),
    );
    expect(missing.status).toBe(404);
    configure({});
    const off = await resendApi(request('/api/alerts/resend', { body: { store: 'contacts', id }, headers: admin }));
    expect(off.status).toBe(409);
    expect(await off.json()).toEqual({ error: 'Alerts are not configured' });
  });

  it('makes a waiting alert due now on resend', async () => {
    hook.mode = 'down';
    const { id, settled } = await submitContact();
    await settled();
    hook.mode = 'up';
    const ctx = context();
    const res = await resendApi(
      request('/api/alerts/resend', { body: { store: 'contacts', id }, headers: admin }),
      ctx,
    );
    expect(res.status).toBe(202);
    expect((await res.json()).result).toBe('rescheduled');
    await ctx.settled();
    expect(hooksFor(id)).toHaveLength(1);
    expect(mailsFor(id)).toHaveLength(1);
    expect((await states('contacts', [id])).states[id]).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
