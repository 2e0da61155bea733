/** Bodies are checked for shape before anything walks them: a deep or wide body is a 400, never a 500. */
import { describe, expect, it } from 'vitest';
import contact from '../../netlify/functions/contact';
import { BODY_SHAPE, checkShape, nestingDepth, readJsonObject } from '../../netlify/lib/http';
import { allRecords } from '../../netlify/lib/storage';
import { request, useTempBlobs } from './helpers/blobs';

const lead = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@bakery.ca',
  phone: '+1 416 555 0100',
  company: 'Silva Bakery',
  message: 'We need a $50K line of credit.',
};
const read = (raw: string) => readJsonObject(request('/x', { raw }));

describe('request body shape', () => {
  useTempBlobs();

  it('answers 400 to a body nested 16,000 levels with an Idempotency-Key, and stores nothing', async () => {
    const raw = `{"a":${'['.repeat(16_000)}${']'.repeat(16_000)}}`;
    expect(raw.length).toBeLessThan(32 * 1024);
    const response = await contact(request('/api/contact', { raw, headers: { 'idempotency-key': 'deep-nesting-1' } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `Request body must be nested at most ${BODY_SHAPE.depth} levels deep`,
    });
    expect(await allRecords('contacts')).toEqual([]);
  });

  it('refuses prototype keys at any depth', async () => {
    for (const raw of ['{"__proto__":{"admin":true}}', '{"a":{"constructor":{}}}', '{"a":[{"prototype":1}]}']) {
      await expect(read(raw)).rejects.toMatchObject({
        status: 400,
        message: 'Request body has a forbidden field name',
      });
    }
  });

  it('caps keys per object, items per list and values in all', async () => {
    const wide = Object.fromEntries(Array.from({ length: BODY_SHAPE.keys + 1 }, (_, i) => [`k${i}`, i]));
    await expect(read(JSON.stringify(wide))).rejects.toMatchObject({ status: 400 });
    await expect(read(JSON.stringify({ a: Array(BODY_SHAPE.items + 1).fill(0) }))).rejects.toMatchObject({
      status: 400,
    });
    const many = { a: Array.from({ length: 40 }, () => Array(40).fill(0)) };
    expect(() => checkShape(many)).toThrow('too many values');
  });

  it('counts brackets inside strings as text, and accepts a real lead', async () => {
    expect(nestingDepth('{"a":"[[[[[[[[[[[[{{{{{{\\"]]]"}')).toBe(1);
    expect(nestingDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(await read(JSON.stringify(lead))).toEqual(lead);
    const response = await contact(
      request('/api/contact', { body: lead, headers: { 'idempotency-key': 'fine-lead-1' } }),
    );
    expect(response.status).toBe(201);
  });
});
