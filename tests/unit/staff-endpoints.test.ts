import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import chats, { config as chatsConfig } from '../../netlify/functions/chats';
import contacts, { config as contactsConfig } from '../../netlify/functions/contacts';
import partnershipsList, { config as partnershipsListConfig } from '../../netlify/functions/partnerships-list';
import records, { config as recordsConfig } from '../../netlify/functions/records';
import subscribers, { config as subscribersConfig } from '../../netlify/functions/subscribers';
import alerts, { config as alertsConfig } from '../../netlify/functions/alerts';
import alertsResend, { config as alertsResendConfig } from '../../netlify/functions/alerts-resend';
import prequalificationsList, {
  config as prequalificationsListConfig,
} from '../../netlify/functions/prequalifications-list';
import accessibilityFeedbackList, {
  config as accessibilityFeedbackListConfig,
} from '../../netlify/functions/accessibility-feedback-list';
import { ADMIN_FAILURES, adminLimit } from '../../netlify/lib/admin';
import { admin, request, useTempBlobs } from './helpers/blobs';

type Fn = (req: Request, context?: { ip?: string }) => Promise<Response>;

const unknownId = '001795453619616-77e4ecb90bc25098';

/** Every staff function, with a request and the status it answers when the secret is right (200 unless `ok`). */
const staff: { file: string; fn: Fn; config: Config; method: string; path: string; body?: unknown; ok?: number }[] = [
  { file: 'contacts', fn: contacts, config: contactsConfig, method: 'GET', path: '/api/contacts' },
  {
    file: 'partnerships-list',
    fn: partnershipsList,
    config: partnershipsListConfig,
    method: 'GET',
    path: '/api/partnerships',
  },
  { file: 'subscribers', fn: subscribers, config: subscribersConfig, method: 'GET', path: '/api/subscribers' },
  { file: 'chats', fn: chats, config: chatsConfig, method: 'GET', path: '/api/chats' },
  {
    file: 'records',
    fn: records,
    config: recordsConfig,
    method: 'DELETE',
    path: '/api/records?email=nobody%40example.com',
  },
  {
    file: 'prequalifications-list',
    fn: prequalificationsList,
    config: prequalificationsListConfig,
    method: 'GET',
    path: '/api/prequalifications',
  },
  {
    file: 'accessibility-feedback-list',
    fn: accessibilityFeedbackList,
    config: accessibilityFeedbackListConfig,
    method: 'GET',
    path: '/api/accessibility-feedback',
  },
  {
    file: 'alerts',
    fn: alerts,
    config: alertsConfig,
    method: 'GET',
    path: `/api/alerts?store=contacts&ids=${unknownId}`,
  },
  // The right secret reaches the function: with no alert channel set up here it answers 409, not 401.
  {
    file: 'alerts-resend',
    fn: alertsResend,
    config: alertsResendConfig,
    method: 'POST',
    path: '/api/alerts/resend',
    body: { store: 'contacts', id: unknownId },
    ok: 409,
  },
];

/**
 * Functions anyone may call (forms, chat, unsubscribe) and scheduled ones (no route): everything else in
 * netlify/functions/ must be in the table above.
 */
const PUBLIC = [
  'chat-message',
  'contact',
  'partnerships',
  'subscribe',
  'unsubscribe',
  'prequalifications',
  'accessibility-feedback',
  'alerts-sweep',
];

describe('staff endpoints', () => {
  useTempBlobs();

  it('the table covers every function that is not public', () => {
    const files = readdirSync(join(import.meta.dirname, '../../netlify/functions'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(files.filter((f) => !PUBLIC.includes(f)).sort()).toEqual(staff.map((s) => s.file).sort());
  });

  it.each(staff)(
    '$file: locks an address out after repeated wrong secrets, even for the right one',
    async ({ fn, method, path, body, ok = 200 }) => {
      const ip = `198.51.100.${staff.findIndex((s) => s.path === path) + 10}`;
      const call = (headers: Record<string, string>, from = ip) =>
        fn(request(path, { method, headers, body, ip: from }));
      for (let i = 0; i < ADMIN_FAILURES.limit; i++) {
        expect((await call({ authorization: `Bearer guess-${i}` })).status).toBe(401);
      }
      const locked = await call(admin);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await locked.json()).toEqual({ error: expect.any(String) });
      // Another address with the right secret is served.
      expect((await call(admin, '192.0.2.77')).status).toBe(ok);
    },
  );

  it.each(staff)('$file: Netlify limits it with the shared staff budget', ({ config }) => {
    expect(config.rateLimit).toEqual(adminLimit.config);
    expect(adminLimit.config).toEqual({
      windowLimit: adminLimit.perMinute,
      windowSize: 60,
      aggregateBy: ['ip', 'domain'],
    });
  });
});
