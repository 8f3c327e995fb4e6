import type { FastifyInstance, FastifyRequest } from 'fastify';

export type InnerCall = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** JSON body, or a ready multipart body with its content type. */
  payload?: unknown;
  multipart?: { body: Buffer; contentType: string };
  /** Headers to add or replace (the caller's authorization is forwarded unless replaced). */
  headers?: Record<string, string>;
};

export type InnerResponse = {
  statusCode: number;
  body: unknown;
  setCookie: string[];
  /** A 429's or 503's Retry-After, in seconds, for the layer to send on. */
  retryAfterSeconds?: number;
};

/** The caller's headers an inner call keeps: who they are, their language and their device. */
const FORWARDED = ['authorization', 'accept-language', 'cookie', 'user-agent', 'idempotency-key'];

/**
 * Calls one of our own routes as the caller, so that the spec's layer has exactly the rights,
 * validation, limits and answers of the API it maps onto (docs/spec-api.md). The caller's
 * address goes along: rate limits count the person, not the layer.
 */
export async function innerCall(
  app: FastifyInstance,
  request: FastifyRequest,
  call: InnerCall,
): Promise<InnerResponse> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  Object.assign(headers, call.headers);
  let payload: string | Buffer | undefined;
  if (call.multipart) {
    payload = call.multipart.body;
    headers['content-type'] = call.multipart.contentType;
  } else if (call.payload !== undefined) {
    payload = JSON.stringify(call.payload);
    headers['content-type'] = 'application/json';
  }
  const response = await app.inject({
    method: call.method ?? 'GET',
    url: call.url,
    headers,
    payload,
    remoteAddress: request.ip,
  });
  const type = String(response.headers['content-type'] ?? '');
  const setCookie = response.headers['set-cookie'];
  const retryAfter = Number(response.headers['retry-after']);
  return {
    statusCode: response.statusCode,
    body: type.includes('json') && response.body ? response.json() : response.body,
    setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    ...(Number.isInteger(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
  };
}
