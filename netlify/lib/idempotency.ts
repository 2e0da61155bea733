/**
 * `Idempotency-Key` on the lead endpoints, after the IETF draft and Stripe: the first request with a key runs
 * and its answer is stored with the key; a retry within 24 hours gets the same answer again
 * (`Idempotent-Replayed: true`), so a lead whose answer was lost on the way back is stored and alerted once.
 * The same key with another body answers 422; a retry while the first still runs answers 409. A refused or
 * failed run (any answer but 2xx) frees the key, so the corrected or later retry runs. No key: no change.
 */
import { createHash } from 'node:crypto';
import type { StoreName } from './storage';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  readIdempotencyKey,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
  type IdempotencyEntry,
} from './storage';
import { HttpError, json, textsOf } from './http';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a stored answer is replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/** A claim older than this belongs to a run that died (a function runs at most 26 s): a retry takes it over. */
export const STALE_CLAIM_MS = 60_000;

const KEY_SHAPE = /^[\x21-\x7e]{8,255}$/;

/** Key order does not change a body's fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const fingerprintOf = (body: unknown): string => createHash('sha256').update(canonical(body)).digest('hex');

const replay = (entry: IdempotencyEntry) =>
  json(entry.answer!.status, entry.answer!.body, { 'Idempotent-Replayed': 'true' });

/**
 * Runs `run` at most once per `Idempotency-Key` of `store`'s endpoint. `body` is the parsed request body, whose
 * fingerprint ties the key to one request.
 */
export async function idempotent(
  req: Request,
  name: StoreName,
  body: Record<string, unknown>,
  run: () => Promise<Response>,
  now: () => number = Date.now,
): Promise<Response> {
  const key = req.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return run();
  const texts = textsOf(body);
  if (!KEY_SHAPE.test(key)) throw new HttpError(400, texts.idempotencyKey);
  const fingerprint = fingerprintOf(body);
  const claim = (): IdempotencyEntry => ({ fingerprint, state: 'running', startedAt: new Date(now()).toISOString() });

  // Two rounds: a key freed by a failed run between our claim and our read is claimed again.
  for (let round = 0; round < 2; round += 1) {
    const first = claim();
    if (await claimIdempotencyKey(name, key, first)) return own(name, key, first, run, now);
    const found = await readIdempotencyKey(name, key);
    if (!found) continue;
    const { value, etag } = found;
    const age = now() - Date.parse(value.startedAt);
    const expired = age >= IDEMPOTENCY_TTL_MS || (value.state === 'running' && age >= STALE_CLAIM_MS);
    if (expired) {
      const taken = claim();
      if (await takeOverIdempotencyKey(name, key, taken, etag)) return own(name, key, taken, run, now);
      continue;
    }
    if (value.fingerprint !== fingerprint) throw new HttpError(422, texts.idempotencyReused);
    if (value.state === 'done' && value.answer) return replay(value);
    throw new HttpError(409, texts.idempotencyInFlight, {}, { 'Retry-After': '1' });
  }
  throw new HttpError(409, texts.idempotencyInFlight, {}, { 'Retry-After': '1' });
}

/** This request owns the key: run, keep a success for replay, free the key otherwise. */
async function own(
  name: StoreName,
  key: string,
  claimed: IdempotencyEntry,
  run: () => Promise<Response>,
  now: () => number,
): Promise<Response> {
  const { fingerprint } = claimed;
  let answer: Response;
  try {
    answer = await run();
  } catch (err) {
    await releaseIdempotencyKey(name, key, claimed).catch(() => {});
    throw err;
  }
  if (answer.status < 200 || answer.status >= 300) {
    await releaseIdempotencyKey(name, key, claimed).catch(() => {});
    return answer;
  }
  const body: unknown = await answer.clone().json();
  const done: IdempotencyEntry = {
    fingerprint,
    state: 'done',
    startedAt: new Date(now()).toISOString(),
    answer: { status: answer.status, body },
  };
  // The lead is stored: a failed write here only leaves a claim that a retry sees as running, then stale.
  await completeIdempotencyKey(name, key, done).catch((err) => console.error('[idempotency]', err));
  return answer;
}
