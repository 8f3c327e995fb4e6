import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeadersOf } from './security-headers.ts';

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

describe('securityHeadersOf', () => {
  it('gives exactly the headers helmet sets on a real response', () => {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    response.setHeader('x-powered-by', 'something');
    helmet(options)(request, response, () => undefined);
    const expected = Object.fromEntries(
      Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
    );
    expect(securityHeadersOf(options)).toEqual(expected);
    expect(expected['content-security-policy']).toContain("img-src 'self' data:");
    expect(expected['x-powered-by']).toBeUndefined();
  });

  it('refuses options helmet refuses', () => {
    expect(() =>
      securityHeadersOf({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow();
  });
});
