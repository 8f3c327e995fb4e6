import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(name: string, type: string, content: Buffer) {
  const boundary = '----rm-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/profile/picture', () => {
  it('stores an image as the caller’s picture', async () => {
    const me = await t.loginAs();
    const body = multipart('me.png', 'image/png', PNG);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: body.payload,
      headers: { ...me.headers, ...body.headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().profilePictureUrl).toMatch(/^\/api\/files\/[0-9a-f]{32}$/);
  });

  it('refuses anything that is not an image, and anonymous callers', async () => {
    const me = await t.loginAs();
    const text = multipart('me.png', 'image/png', Buffer.from('not really a picture at all'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: text.payload,
      headers: { ...me.headers, ...text.headers },
    });
    expect(refused.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/profile/picture',
      payload: text.payload,
      headers: text.headers,
    });
    expect(anonymous.statusCode).toBe(401);
    const profile = await t.app.inject({ url: '/api/profile', headers: me.headers });
    expect(profile.json().profilePictureUrl).toBeNull();
  });
});
