import { describe, expect, it } from 'vitest';
import prequalifications from '../../netlify/functions/prequalifications';
import prequalificationsList from '../../netlify/functions/prequalifications-list';
import records from '../../netlify/functions/records';
import { allRecords } from '../../netlify/lib/storage';
import { admin, request, useTempBlobs } from './helpers/blobs';
import { prequalAnswers, prequalRequest } from './helpers/lead-fixtures';

const answers = prequalAnswers;
const valid = prequalRequest;

let ipCounter = 0;
const nextIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`;
const post = (body: unknown, ip = nextIp()) => prequalifications(request('/api/prequalifications', { body, ip }));
const count = async () => (await allRecords('prequalifications')).length;

describe('POST /api/prequalifications', () => {
  useTempBlobs();

  it('stores the person, consent, answers and the products the rules match; answers 201 { id }', async () => {
    const res = await post({ ...valid, name: '  Dana Reyes ' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [stored] = await allRecords('prequalifications');
    expect(stored).toEqual({
      id,
      submittedAt: expect.any(String),
      name: 'Dana Reyes',
      email: 'dana@reyes-supply.com',
      consent: true,
      ...answers,
      creditBand: '',
      // $750,000 with collateral: ABL fits; an MCA stops at $500K; a term loan for working capital is possible.
      goodFits: ['asset-based-lending'],
      possibleFits: ['term-loans'],
      consentEvidence: { given: true, wording: 'prequalifications/2026-11/en', at: expect.any(String), locale: 'en' },
    });
  });

  it.each([
    ['consent missing', { consent: undefined }, 'consent', 'Please agree so we can e-mail your results'],
    ['consent false', { consent: false }, 'consent', 'Please agree so we can e-mail your results'],
    ['name blank', { name: '  ' }, 'name', 'Please fill in this field'],
    ['name too long', { name: 'x'.repeat(101) }, 'name', 'Please use at most 100 characters'],
    ['e-mail missing', { email: '' }, 'email', 'Please fill in this field'],
    ['e-mail malformed', { email: 'dana@reyes' }, 'email', 'Please enter a valid email address'],
    ['an unknown field', { isAdmin: true }, 'isAdmin', 'Unknown field'],
    ['no answers', { answers: undefined }, 'answers', expect.any(String)],
    [
      'a province in the US',
      { answers: { ...answers, region: 'ON' } },
      'answers',
      'Please choose a province or state of the country',
    ],
    [
      'an amount under $3,000',
      { answers: { ...answers, amount: 2_999 } },
      'answers',
      'Please enter a whole amount from $3,000 to $300,000,000',
    ],
    [
      'an amount that is text',
      { answers: { ...answers, amount: '750000' } },
      'answers',
      'Please enter a whole amount from $3,000 to $300,000,000',
    ],
    [
      'an unknown purpose',
      { answers: { ...answers, purpose: 'yacht' } },
      'answers',
      'Please choose what the funding is for',
    ],
    ['an unknown asset', { answers: { ...answers, assets: ['gold'] } }, 'answers', 'Please choose from the list'],
    ['an extra answer', { answers: { ...answers, ssn: '123' } }, 'answers', 'Unknown field'],
  ])('rejects %s with 422 and a message for the field, storing nothing', async (_name, patch, field, message) => {
    const before = await count();
    const res = await post({ ...valid, ...patch });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.fields[field]).toEqual(message);
    expect(await count()).toBe(before);
  });

  it.each([
    ['malformed JSON', { raw: '{"name":' }, 400],
    ['a JSON array', { raw: '[]' }, 400],
    ['a wrong content type', { raw: 'name=Dana', headers: { 'content-type': 'text/plain' } }, 415],
  ])('rejects %s with a JSON %i', async (_name, init, status) => {
    const res = await prequalifications(request('/api/prequalifications', { ip: nextIp(), ...init }));
    expect(res.status).toBe(status);
    expect((await res.json()).error).toEqual(expect.any(String));
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count();
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it('rate-limits one address to five a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid, '198.51.100.9')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('is listed for staff only, newest first, and erased by e-mail', async () => {
    const unauthorised = await prequalificationsList(
      request('/api/prequalifications', { method: 'GET', ip: '203.0.113.50' }),
    );
    expect(unauthorised.status).toBe(401);
    await post({ ...valid, email: 'erase.me@example.com', name: 'Last One' });
    const res = await prequalificationsList(
      request('/api/prequalifications?limit=2', { method: 'GET', headers: admin, ip: '203.0.113.51' }),
    );
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBe(await count());
    const list = await res.json();
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ name: 'Last One', email: 'erase.me@example.com' });
    expect(res.headers.get('link')).toMatch(/rel="next"/);

    const erased = await records(
      request('/api/records?email=erase.me@example.com', { method: 'DELETE', headers: admin, ip: '203.0.113.52' }),
    );
    expect(await erased.json()).toMatchObject({ removed: 1, byStore: { prequalifications: 1 } });
    expect((await allRecords('prequalifications')).some((r) => r.email === 'erase.me@example.com')).toBe(false);
  });
});
