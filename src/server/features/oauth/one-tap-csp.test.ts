import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** The directives of a Content-Security-Policy header, each as its list of sources. */
function directives(header: unknown) {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

let withGoogle: TestApp;
let withoutGoogle: TestApp;
beforeAll(async () => {
  // Google configured against its real issuer (the default GOOGLE_ISSUER_URL): one-tap can run.
  withGoogle = await createTestApp({
    GOOGLE_CLIENT_ID: 'one-tap-client.apps.googleusercontent.com',
    GOOGLE_CLIENT_SECRET: 'google-secret',
  });
  withoutGoogle = await createTestApp();
});
afterAll(async () => {
  await withGoogle.close();
  await withoutGoogle.close();
});

describe('Google one-tap and the Content-Security-Policy', () => {
  it('opens accounts.google.com for script, style, frame and connect when Google is configured', async () => {
    const providers = await withGoogle.app.inject({ url: '/api/auth/providers' });
    expect(providers.json()).toMatchObject({
      google: true,
      googleOneTapClientId: 'one-tap-client.apps.googleusercontent.com',
    });
    const csp = directives(
      (await withGoogle.app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    for (const name of ['script-src', 'style-src', 'frame-src', 'connect-src'])
      expect(csp[name]).toContain('https://accounts.google.com');
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('keeps accounts.google.com out of the policy and gives no one-tap client id otherwise', async () => {
    const providers = await withoutGoogle.app.inject({ url: '/api/auth/providers' });
    expect(providers.json()).toEqual({
      google: false,
      linkedin: false,
      googleOneTapClientId: null,
    });
    const header = (await withoutGoogle.app.inject({ url: '/api/health' })).headers[
      'content-security-policy'
    ];
    expect(String(header)).not.toContain('accounts.google.com');
    expect(directives(header)['script-src']).toEqual(["'self'"]);
    expect(directives(header)['connect-src']).toEqual(["'self'"]);
  });
});
