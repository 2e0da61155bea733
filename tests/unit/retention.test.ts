/** The retention schedule deletes what is past its period, with its pointers, and audits counts only. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETENTION, retentionOf } from '~/data/retention';
import retention, { applyRetention, config } from '../../netlify/functions/retention';
import {
  allRecords,
  eraseByEmail,
  listAudit,
  listConversations,
  listRecords,
  saveAuditEntry,
  saveChatMessages,
  saveRecord,
} from '../../netlify/lib/storage';
import { listKeys, store } from '../../netlify/lib/storage/store';
import { useTempBlobs } from './helpers/blobs';

const at = (iso: string) => vi.setSystemTime(new Date(iso));
const DAY = 24 * 60 * 60_000;

describe('retention schedule', () => {
  useTempBlobs();
  afterEach(() => vi.useRealTimers());

  it('keeps every kind of personal record for a stated period', () => {
    expect(RETENTION.map((r) => [r.kind, r.days])).toEqual([
      ['leads', 730],
      ['prequalifications', 365],
      ['conversations', 365],
      ['unsubscribed', 0],
      ['accessibility', 1095],
      ['audit', 730],
    ]);
    expect(config).toEqual({ schedule: '17 3 * * *' });
  });

  it('the privacy policy states each period, in English and in French', () => {
    const en = readFileSync('content/legal/privacy.md', 'utf8');
    const fr = readFileSync('content/legal/fr/privacy.md', 'utf8').replaceAll('\u00a0', ' ');
    const years = (kind: Parameters<typeof retentionOf>[0]) => retentionOf(kind).days / 365;
    const lines: [Parameters<typeof retentionOf>[0], string, string][] = [
      ['leads', 'partnership inquiries', 'demandes de partenariat'],
      ['prequalifications', 'pre-qualification answers', 'réponses de préqualification'],
      ['conversations', 'chat assistant', 'assistant de clavardage'],
      ['accessibility', 'accessibility feedback', 'commentaires sur l’accessibilité'],
      ['audit', "staff's access", 'accès de notre personnel'],
    ];
    for (const [kind, english, french] of lines) {
      const n = years(kind);
      expect(en).toMatch(new RegExp(`${english}[^\\n]*: ${n} years?\\b`));
      expect(fr).toMatch(new RegExp(`${french}[^\\n]*: ${n} ans?\\b`));
    }
    expect(en).toContain('If you unsubscribe from our newsletter, we delete your subscription at once.');
    expect(fr).toContain('nous supprimons immédiatement votre abonnement');
  });

  it('deletes records past their period with their pointers, keeps the rest, and logs counts only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2024-01-10T12:00:00Z');
    await saveRecord('contacts', { email: 'old@example.com', message: 'old lead' });
    await saveRecord('partnerships', { email: 'partner@example.com', company: 'Old Co' });
    await saveRecord('prequalifications', { email: 'prequal@example.com', amount: 50_000 });
    await saveRecord('accessibility', { message: 'Contrast too low', email: 'a11y@example.com' });
    await saveChatMessages('conv-old-0001', [{ role: 'user', message: 'Write to old@example.com' }], Date.now());
    await saveAuditEntry({
      actor: { kind: 'env', name: 'Environment token' },
      action: 'list',
      target: 'contacts',
      ip: '',
    });

    at('2025-03-01T12:00:00Z');
    await saveRecord('contacts', { email: 'recent@example.com', message: 'recent lead' });
    await saveChatMessages('conv-new-0001', [{ role: 'user', message: 'Hello' }], Date.now());
    // Listing once caches the closed days' counts, as staff lists do.
    expect((await listRecords('contacts', { limit: 10 })).total).toBe(2);

    at('2026-02-01T03:17:00Z');
    const { deleted, more } = await applyRetention();
    expect(deleted).toEqual({ leads: 2, prequalifications: 1, conversations: 1, accessibility: 0, audit: 1 });
    expect(more).toBe(false);

    expect((await allRecords('contacts')).map((r) => r.email)).toEqual(['recent@example.com']);
    const page = await listRecords('contacts', { limit: 10 });
    expect(page.total).toBe(1);
    expect(await allRecords('partnerships')).toEqual([]);
    expect(await allRecords('prequalifications')).toEqual([]);
    expect(await allRecords('accessibility')).toHaveLength(1);
    const chats = await listConversations({ limit: 10 });
    expect(chats.items.map((c) => c.conversationId)).toEqual(['conv-new-0001']);
    expect(await listKeys(store('chats'), 'conv-id/conv-old')).toEqual([]);
    expect(await listKeys(store('chats'), 'msg/2024/')).toEqual([]);
    // The address typed in the old conversation no longer points anywhere.
    expect(await listKeys(store('chats'), 'mention/')).toEqual([]);
    // No pointer outlives its record: an erase of the old address finds nothing left.
    expect((await listKeys(store('contacts'), 'by-email/')).length).toBe(1);
    expect((await eraseByEmail('old@example.com')).removed).toBe(0);

    // One audit entry per run, with counts and nothing of what the records held.
    const log = (await listAudit({ limit: 10 })).items;
    const entry = log.find((e) => e.action === 'retention')!;
    expect(entry.actor).toEqual({ kind: 'system', name: 'Retention schedule' });
    expect(entry.detail).toEqual({
      leads: 2,
      prequalifications: 1,
      conversations: 1,
      accessibility: 0,
      audit: 1,
      more: false,
    });
    expect(JSON.stringify(log)).not.toMatch(/example\.com|old lead|Contrast/);
    expect(log.some((e) => e.action === 'list' && e.at.startsWith('2024'))).toBe(false);
  });

  it('keeps a record until its whole period has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2026-03-01T23:00:00Z');
    await saveRecord('prequalifications', { email: 'edge@example.com', amount: 1 });
    vi.setSystemTime(Date.parse('2026-03-01T23:00:00Z') + retentionOf('prequalifications').days * DAY - DAY);
    await applyRetention();
    expect(await allRecords('prequalifications')).toHaveLength(1);
    vi.setSystemTime(Date.parse('2026-03-01T23:00:00Z') + retentionOf('prequalifications').days * DAY + DAY);
    const response = await retention();
    expect((await response.json()).deleted.prequalifications).toBe(1);
    expect(await allRecords('prequalifications')).toEqual([]);
  });
});
