/**
 * Sending a lead from the browser so it is stored exactly once: every submission carries an Idempotency-Key
 * kept in sessionStorage with the body it was made for (a retry, or a reload and a second press, reuses it and
 * the server replays its first answer), and a network failure or a busy server is retried with backoff and as
 * soon as the browser is back online, until the server answers.
 */
import { ApiError, postJsonWith } from './api';
import { readAttribution } from './attribution-touch';

const KEY_PREFIX = 'lead-key:';

/** Statuses worth retrying: nothing was stored, or the first try with this key is still running. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** 1 s, 2 s, 4 s … at most 30 s between tries. */
export const retryDelayMs = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

export const isRetryable = (err: unknown): boolean =>
  err instanceof ApiError ? RETRY_STATUSES.has(err.status) : err instanceof TypeError;

function safeStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The key for this form and body: the stored one if the body is the same, else a new one (stored). */
export function keyFor(form: string, bodyText: string, storage: Storage | null = safeStorage()): string {
  try {
    const saved = JSON.parse(storage?.getItem(KEY_PREFIX + form) ?? 'null') as { key: string; body: string } | null;
    if (saved && saved.body === bodyText) return saved.key;
  } catch {
    // A damaged entry is replaced below.
  }
  const key = crypto.randomUUID();
  storage?.setItem(KEY_PREFIX + form, JSON.stringify({ key, body: bodyText }));
  return key;
}

/** Once the server has answered, the next submission of this form is a new lead. */
export function forgetKey(form: string, storage: Storage | null = safeStorage()): void {
  storage?.removeItem(KEY_PREFIX + form);
}

/** Lets the form cut a wait short (the visitor pressed the button again) or stop the retries (they changed it). */
export type RetryControl = { wake?: () => void; signal?: AbortSignal };

/** Waits `ms`, or less if the browser comes back online or the form wakes it; rejects when aborted. */
function waitToRetry(ms: number, control: RetryControl): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', done);
      control.signal?.removeEventListener('abort', stop);
      control.wake = undefined;
      resolve();
    };
    const stop = () => {
      done();
      reject(new DOMException('Replaced by a newer submission', 'AbortError'));
    };
    const timer = window.setTimeout(done, ms);
    window.addEventListener('online', done);
    control.signal?.addEventListener('abort', stop);
    control.wake = done;
  });
}

type Options = {
  /** Called before each wait, so the form can say it is still trying. */
  onRetry?: (attempt: number, err: unknown) => void;
  control?: RetryControl;
};

/**
 * Posts the lead's fields, with this visit's attribution and the page, to `url` under the form's
 * Idempotency-Key until the server answers: resolves with its answer, rejects only on an answer that a retry
 * cannot change (a refused field, a bad request) or when the form aborts it.
 */
export async function deliverLead<T = unknown>(
  form: string,
  url: string,
  fields: Record<string, unknown>,
  { onRetry, control = {} }: Options = {},
) {
  // Every lead says where the visitor came from and which page it was sent from.
  const body = { ...fields, attribution: readAttribution(), page: window.location.pathname };
  const key = keyFor(form, JSON.stringify(body));
  for (let attempt = 0; ; attempt += 1) {
    control.signal?.throwIfAborted();
    try {
      const answer = await postJsonWith<T>(url, body, { 'Idempotency-Key': key });
      forgetKey(form);
      return answer;
    } catch (err) {
      if (!isRetryable(err)) throw err;
      onRetry?.(attempt, err);
      const told = err instanceof ApiError && err.retryAfter ? err.retryAfter * 1000 : 0;
      await waitToRetry(Math.max(told, retryDelayMs(attempt)), control);
    }
  }
}

/**
 * One form's deliveries: a press with the same fields while it retries only wakes the retries (same key); other
 * fields stop them and go out as a new lead. `send` resolves with the answer, or null when this press only woke
 * a running delivery or its own delivery was replaced by a newer one.
 */
export function leadSender(form: string, url: string) {
  let current: { text: string; control: RetryControl; abort: AbortController } | null = null;
  return async function send<T = unknown>(
    fields: Record<string, unknown>,
    onRetry: Options['onRetry'],
  ): Promise<{ answer: T } | null> {
    const text = JSON.stringify(fields);
    if (current?.text === text) {
      current.control.wake?.();
      return null;
    }
    current?.abort.abort();
    const abort = new AbortController();
    const mine = { text, control: { signal: abort.signal }, abort };
    current = mine;
    try {
      const answer = await deliverLead<T>(form, url, fields, { onRetry, control: mine.control });
      return { answer };
    } catch (err) {
      if (abort.signal.aborted) return null;
      throw err;
    } finally {
      if (current === mine) current = null;
    }
  };
}
