// The dashboard's one API client: every call is one typed function; a change carries the session's
// CSRF token; a 401 anywhere but the sign-in calls sends the staff member to the sign-in screen. A
// failure reads as on the public pages (lib/api.ts, one parser for both).
import { ApiError, apiErrorFrom } from '../../lib/api';

let csrfToken = '';
let onUnauthorized: () => void = () => {};

/** The token from the sign-in or `/me` answer, sent as `X-CSRF-Token` on every change. */
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export function whenUnauthorized(handler: () => void): void {
  onUnauthorized = handler;
}

async function failure(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return apiErrorFrom(res.status, text, res.headers.get('Retry-After'));
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-CSRF-Token'] = csrfToken;
  // A form (a file upload) sets its own multipart type and boundary.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : form ? body : JSON.stringify(body) });
  } catch (error) {
    throw new ApiError(0, 'network', error instanceof Error ? error.message : String(error));
  }
  if (!res.ok) {
    const error = await failure(res);
    if (res.status === 401 && !path.startsWith('/api/admin/session')) onUnauthorized();
    throw error;
  }
  return res;
}

export async function getJson<T>(path: string): Promise<T> {
  const res = await send('GET', path);
  return (await res.json()) as T;
}

async function answerOf<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : {}) as T;
}

export async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return answerOf<T>(await send('POST', path, body));
}

/** A POST of a multipart form (an image upload). */
export async function postForm<T>(path: string, form: FormData): Promise<T> {
  return answerOf<T>(await send('POST', path, form));
}

/** A PUT: a whole thing replaced (a content draft). */
export async function putJson<T>(path: string, body: unknown): Promise<T> {
  return answerOf<T>(await send('PUT', path, body));
}

/** A file download (CSV) through fetch, so a 401 still reaches the sign-in screen; saved by the browser. */
export async function download(path: string, fallbackName: string): Promise<void> {
  const res = await send('GET', path);
  const name = /filename="?([^";]+)"?/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** A query string of the set values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') q.set(key, String(value));
  const s = q.toString();
  return s ? `?${s}` : '';
}

export { ApiError };
