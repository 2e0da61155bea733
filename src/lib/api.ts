/** The browser's calls to our functions. Errors read "<status>: <body or status text>". */
export type ApiErrorBody = { error?: string; fields?: Record<string, string> };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    text: string,
    /** Seconds from a Retry-After header (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(`${status}: ${text}`);
  }
}

async function send<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ data: T; response: Response }> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const raw = await response.text();
  let parsed: unknown = null;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      (parsed as ApiErrorBody) ?? null,
      raw || response.statusText,
      retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return { data: parsed as T, response };
}

export const postJson = <T = unknown>(url: string, body: unknown) => send<T>('POST', url, body).then((r) => r.data);

/** POST with extra headers (staff calls carry the admin secret). */
export const postJsonWith = <T = unknown>(url: string, body: unknown, headers: Record<string, string>) =>
  send<T>('POST', url, body, headers).then((r) => r.data);

export const getJson = <T = unknown>(url: string, headers?: Record<string, string>) =>
  send<T>('GET', url, undefined, headers);

export const deleteJson = <T = unknown>(url: string, headers?: Record<string, string>) =>
  send<T>('DELETE', url, undefined, headers);

/** The target of `Link: <…>; rel="next"`, or null when there is no next page. */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = part.match(/<([^>]*)>\s*;\s*rel="?next"?/i);
    if (match) return match[1];
  }
  return null;
}
