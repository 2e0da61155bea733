import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEAD_CONSENT_VERSIONS } from '~/data/lead-consent';
import { LOCALES } from '~/i18n/locales';
import { channelOf, describeTouch, type Touch } from '~/lib/attribution';
import { readAttribution, recordTouch, touchOf } from '~/lib/attribution-touch';
import { messagesFor } from '~/lib/i18n';
import { contactSchema, fieldErrors } from '~/lib/schemas';
import { validation as en } from '~/i18n/en/validation';
import { leadContext } from '../../netlify/lib/lead-context';
import { consentLine, forExport } from '~/components/admin/record';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import PersonCard from '~/components/admin/PersonCard';
import { inboxes } from '~/lib/admin-inboxes';
import { toCsv } from '~/lib/format';
import { alertSettings } from '~/config';
import { composeEmail, composeWebhook } from '../../netlify/lib/alerts/compose';
import { memoryStorage } from './helpers/memory-storage';

const at = new Date('2026-11-27T10:00:00Z');
const page = (path: string) => new URL(`https://www.boundless-ai.com${path}`);

describe('attribution: channels', () => {
  it.each([
    [{ source: 'google', medium: 'cpc' }, 'paid-search'],
    [{ gclid: true }, 'paid-search'],
    [{ source: 'facebook', medium: 'paid-social' }, 'paid-social'],
    [{ source: 'linkedin', medium: 'cpc' }, 'paid-social'],
    [{ source: 'newsletter', medium: 'email', campaign: 'nov' }, 'email'],
    [{ referrer: 'www.google.ca' }, 'organic-search'],
    [{ referrer: 'duckduckgo.com' }, 'organic-search'],
    [{ source: 'google', medium: 'organic' }, 'organic-search'],
    [{ referrer: 'www.linkedin.com' }, 'organic-social'],
    [{ referrer: 't.co' }, 'organic-social'],
    [{ source: 'instagram', medium: 'social' }, 'organic-social'],
    [{ referrer: 'www.quebecinc.ca' }, 'referral'],
    [{ source: 'partner', medium: 'referral' }, 'referral'],
    [{ source: 'podcast', campaign: 'spring' }, 'other-campaign'],
    [{}, 'direct'],
  ] as [Partial<Touch>, string][])('%j is %s', (touch, channel) => {
    expect(channelOf(touch)).toBe(channel);
  });
});

describe('attribution: touches in sessionStorage', () => {
  it('reads UTM parameters, click ids and another site as referrer; an inside step is no touch', () => {
    expect(
      touchOf(page('/fr/contact-us?utm_source=newsletter&utm_medium=email&utm_campaign=automne&gclid=x'), '', at),
    ).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'automne',
      gclid: true,
      landing: '/fr/contact-us?utm_source=newsletter&utm_medium=email&utm_campaign=automne&gclid=x',
      at: at.toISOString(),
    });
    expect(touchOf(page('/blog'), 'https://www.google.com/', at)).toMatchObject({ referrer: 'www.google.com' });
    expect(touchOf(page('/blog'), 'https://www.boundless-ai.com/', at)).toBeNull();
  });

  it('keeps the first touch of the visit and replaces the latest on each new one', () => {
    const storage = memoryStorage();
    recordTouch(page('/?utm_source=google&utm_medium=cpc&utm_campaign=spring'), 'https://www.google.com/', storage, at);
    recordTouch(page('/how-it-works'), 'https://www.boundless-ai.com/', storage, at);
    expect(readAttribution(storage)?.last.campaign).toBe('spring');
    recordTouch(page('/contact-us?utm_source=newsletter&utm_medium=email'), '', storage, at);
    const { first, last } = readAttribution(storage)!;
    expect(channelOf(first)).toBe('paid-search');
    expect(first.landing).toBe('/?utm_source=google&utm_medium=cpc&utm_campaign=spring');
    expect(channelOf(last)).toBe('email');
  });

  it('records a visit that starts with nothing to mark it as direct', () => {
    const storage = memoryStorage();
    recordTouch(page('/lenders'), '', storage, at);
    expect(readAttribution(storage)).toEqual({
      first: { landing: '/lenders', at: at.toISOString() },
      last: { landing: '/lenders', at: at.toISOString() },
    });
    expect(describeTouch(readAttribution(storage)!.first)).toBe('Direct');
  });
});

describe('attribution and consent in the schema and the record', () => {
  const lead = {
    firstName: 'Ana',
    lastName: 'Silva',
    email: 'ana@bakery.ca',
    phone: '+1 416 555 0100',
    message: 'Hello',
  };
  const touch = { source: 'google', medium: 'cpc', landing: '/', at: at.toISOString() };

  it('accepts an attribution and a page, and refuses one that is too long or not a site path', () => {
    expect(contactSchema.safeParse({ ...lead, attribution: { first: touch, last: touch }, page: '/' }).success).toBe(
      true,
    );
    const long = contactSchema.safeParse({
      ...lead,
      attribution: { first: { ...touch, campaign: 'x'.repeat(201) }, last: touch },
    });
    expect(long.success).toBe(false);
    if (!long.success) expect(fieldErrors(long.error, en).attribution).toBe('Please use at most 200 characters');
    expect(contactSchema.safeParse({ ...lead, page: 'https://evil.example/' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...lead, page: '//evil.example/' }).success).toBe(false);
    const extra = contactSchema.safeParse({ ...lead, attribution: { first: { ...touch, channel: 'x' }, last: touch } });
    expect(extra.success).toBe(false);
  });

  it('stores each touch with the channel worked out on the server, and the consent evidence', () => {
    const stored = leadContext(
      'contacts',
      {
        consent: true,
        locale: 'fr',
        page: '/fr/contact-us',
        attribution: { first: touch, last: { landing: '/fr', referrer: 'www.bing.com', at: touch.at } },
      },
      at,
    );
    expect(stored).toEqual({
      attribution: {
        first: { ...touch, channel: 'paid-search' },
        last: { landing: '/fr', referrer: 'www.bing.com', at: touch.at, channel: 'organic-search' },
      },
      consentEvidence: {
        given: true,
        wording: `contacts/${LEAD_CONSENT_VERSIONS.contacts}/fr`,
        at: at.toISOString(),
        page: '/fr/contact-us',
        locale: 'fr',
      },
    });
    const row = forExport({ id: '1', ...stored, locale: 'fr' });
    expect(row).toMatchObject({
      language: 'French',
      sourceFirst: 'Paid search · google / cpc',
      sourceLatest: 'Organic search · from www.bing.com',
      landingPage: '/',
      consentPage: '/fr/contact-us',
      consentWording: 'contacts/2026-11/fr',
    });
    expect(consentLine({ id: '1', ...stored })).toBe(
      `Given · contacts/2026-11/fr · ${at.toISOString()} · on /fr/contact-us`,
    );
  });

  it('stores nothing extra for a request that sends neither', () => {
    expect(leadContext('contacts', {})).toEqual({});
  });
});

describe('staff see where a lead came from', () => {
  const touch = { source: 'google', medium: 'cpc', campaign: 'printemps', landing: '/fr', at: at.toISOString() };
  const record = {
    id: '001764000000000-0123456789abcdef',
    submittedAt: at.toISOString(),
    firstName: 'Élise',
    lastName: 'Gagnon',
    email: 'elise@gagnon.ca',
    message: 'Bonjour',
    locale: 'fr',
    ...leadContext('contacts', {
      consent: true,
      locale: 'fr',
      page: '/fr/contact-us',
      attribution: { first: touch, last: { landing: '/fr/blog', referrer: 'www.linkedin.com', at: touch.at } },
    }),
  };
  const settings = { ...alertSettings(), siteUrl: 'https://www.boundless-ai.com' };

  it('the e-mail alert names both touches, the webhook the channel and campaign', () => {
    const mail = composeEmail(settings, 'contacts', record);
    expect(mail.text).toContain('Source (first touch): Paid search · google / cpc · campaign printemps');
    expect(mail.text).toContain('Source (latest touch): Organic social · from www.linkedin.com');
    expect(JSON.parse(composeWebhook(settings, 'contacts', record)).text).toContain(
      ' · Source: Paid search, campaign printemps · ',
    );
  });

  it('the admin card and the CSV show the source and the consent', () => {
    const html = renderToStaticMarkup(createElement(PersonCard, { record }));
    expect(html).toContain('Paid search · google / cpc · campaign printemps · landed on /fr');
    expect(html).toContain('Organic social · from www.linkedin.com');
    expect(html).toContain('Given · contacts/2026-11/fr');
    const contacts = inboxes.find((i) => i.key === 'contacts')!;
    const csv = toCsv(contacts.csvColumns, [forExport(record)]);
    expect(csv.split('\r\n')[0]).toContain('Source (first touch),Campaign (first touch),Landing page');
    expect(csv).toContain('printemps');
    expect(csv).toContain('/fr/contact-us');
  });
});

describe('consent wordings are pinned to their versions', () => {
  // Changing a wording means a new version in src/data/lead-consent.ts, then a new pin here.
  const pins: Record<string, string> = {
    'contacts/2026-11': 'contactForm',
    'partnerships/2026-11': 'partnershipForm',
    'prequalifications/2026-11': 'leadForm',
    'chats/2026-11': 'chatHandoff',
  };
  const wording = (form: string, locale: (typeof LOCALES)[number]) => {
    const m = messagesFor(locale);
    if (form === 'contactForm') return m.company.contactForm.consent;
    if (form === 'partnershipForm') return m.company.partnershipForm.consent;
    if (form === 'chatHandoff') return m.site.chat.handoff.consent;
    return m.tools.prequal.leadForm.consent;
  };
  const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

  it('every form has a version, and its wording in each language is the one that version names', () => {
    const hashes = Object.fromEntries(
      Object.entries(LEAD_CONSENT_VERSIONS).flatMap(([form, version]) =>
        LOCALES.map((locale) => [`${form}/${version}/${locale}`, hash(wording(pins[`${form}/${version}`], locale))]),
      ),
    );
    expect(hashes).toMatchInlineSnapshot(`
      {
        "chats/2026-11/en": "d9476c33bc0c",
        "chats/2026-11/fr": "ecffb7fcc315",
        "contacts/2026-11/en": "8c5661ccfb1a",
        "contacts/2026-11/fr": "a93ed7a77bbb",
        "partnerships/2026-11/en": "5552bbe66a73",
        "partnerships/2026-11/fr": "a9846170ce16",
        "prequalifications/2026-11/en": "ff14dde98f24",
        "prequalifications/2026-11/fr": "9c39256ec454",
      }
    `);
  });
});
