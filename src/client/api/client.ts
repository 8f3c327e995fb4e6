import type { ZodType } from 'zod';
import { TIMING } from '#shared/constants/domain.ts';
import { ApiError, CancelledError, apiErrorFromResponse } from './api-error.ts';

export const API_BASE = '/api';

/** How the client reaches the session without importing the auth feature (set by `installSession`). */
export type SessionHooks = {
  getAccessToken: () => string | null;
  /** true: a new token is in place; false: the server refused (the session is over). Throws on network errors. */
  refreshSession: () => Promise<boolean>;
  /** Called once a 401 survived the refresh: log out, keeping the current path. */
  onUnauthorized: () => void;
};

let hooks: SessionHooks = {
  getAccessToken: () => null,
  refreshSession: async () => false,
  onUnauthorized: () => undefined,
};

export function configureApiClient(next: Partial<SessionHooks>): void {
  hooks = { ...hooks, ...next };
}

/** How calls reach the API: the browser's fetch, or on the server a call into the app itself. */
let transport: typeof fetch | null = null;

/** Routes the client's calls through `next` (server rendering); null restores the browser's fetch. */
export function setApiTransport(next: typeof fetch | null): void {
  transport = next;
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T = unknown> = {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
  /** Defaults to 30 s; start-up calls pass 10 s, uploads 5 minutes. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Send no bearer token. */
  anonymous?: boolean;
  /** The request outlives the page (a save made as the tab closes). */
  keepalive?: boolean;
  /** Validates the response body; a mismatch is an `invalid_response` error. */
  schema?: ResponseSchema<T>;
};

/**
 * A schema, or a loader of one: `() => import('#shared/schemas/x.ts').then((m) => m.xSchema)`.
 * Calls made by the public pages' first paint pass a loader, so zod and the schemas arrive in their
 * own chunk while the request is on its way instead of in front of the page.
 */
export type ResponseSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** These calls answer 401 as a result (wrong password, expired refresh), not as a lost session. */
const NO_SESSION_RETRY = new Set(['/auth/login', '/auth/refresh', '/auth/logout']);

type Exchange = { status: number; statusText: string; body: unknown };

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values)
      if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One HTTP exchange under one deadline: headers and body must both arrive before the time-out. */
async function exchange(
  method: string,
  path: string,
  options: RequestOptions<unknown>,
): Promise<Exchange> {
  const callerSignal = options.signal;
  if (callerSignal?.aborted) throw new CancelledError();

  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort();
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? TIMING.apiTimeoutMs);

  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const token = options.anonymous ? null : hooks.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  try {
    const response = await (transport ?? fetch)(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: controller.signal,
      keepalive: options.keepalive,
    });
    return {
      status: response.status,
      statusText: response.statusText,
      body: await readBody(response),
    };
  } catch (error) {
    if (callerSignal?.aborted) throw new CancelledError();
    if (timedOut) throw new ApiError(0, 'timeout', 'Request timed out');
    throw new ApiError(0, 'network', error instanceof Error ? error.message : 'Network error');
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

async function loadSchema<T>(schema: ResponseSchema<T>): Promise<ZodType<T>> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch (error) {
    // the chunk could not be fetched: for the caller that is the same as a lost connection
    throw new ApiError(0, 'network', error instanceof Error ? error.message : 'Network error');
  }
}

async function result<T>(reply: Exchange, schema: Promise<ZodType<T>> | undefined): Promise<T> {
  if (reply.status < 200 || reply.status >= 300) {
    throw apiErrorFromResponse(reply.status, reply.statusText, reply.body);
  }
  if (!schema) return reply.body as T;
  const parsed = (await schema).safeParse(reply.body);
  if (!parsed.success)
    throw new ApiError(reply.status, 'invalid_response', 'Unexpected response from server');
  return parsed.data;
}

/**
 * Sends one call to the API. A 401 (outside login and refresh) gets one silent refresh and one
 * replay; if that fails too the user is logged out with the current path kept for after login.
 */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const schema = options.schema && loadSchema(options.schema);
  schema?.catch(() => undefined); // awaited (and reported) only once a successful reply needs it
  const first = await exchange(method, path, options);
  if (first.status !== 401 || NO_SESSION_RETRY.has(path)) return result(first, schema);

  if (await hooks.refreshSession()) {
    const replay = await exchange(method, path, options);
    if (replay.status !== 401) return result(replay, schema);
  }
  hooks.onUnauthorized();
  return result(first, schema);
}

type BodyOptions<T> = Omit<RequestOptions<T>, 'body' | 'formData'>;

export const api = {
  get: <T>(path: string, options?: BodyOptions<T>) => request<T>('GET', path, options),
  delete: <T>(path: string, options?: BodyOptions<T>) => request<T>('DELETE', path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions<T>) =>
    request<T>('PATCH', path, { ...options, body }),
  /** Multipart upload: 5-minute deadline, never retried automatically. */
  upload: <T>(path: string, formData: FormData, options?: BodyOptions<T>) =>
    request<T>('POST', path, { timeoutMs: TIMING.uploadTimeoutMs, ...options, formData }),
};
