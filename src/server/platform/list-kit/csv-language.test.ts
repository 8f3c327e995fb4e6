import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';

useTestApp();

const headerOf = (body: string) => body.replace(/^\uFEFF/, '').split(/\r?\n/)[0];

describe('CSV export headers', () => {
  it('are written in the caller’s language: ?lang=, else Accept-Language, else English', async () => {
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const url = '/api/admin/users/export';
    const turkish = await t.app.inject({ url: `${url}?lang=tr`, headers: staff.headers });
    expect(turkish.statusCode).toBe(200);
    expect(headerOf(turkish.body)).toContain('Ad');
    expect(headerOf(turkish.body)).toContain('Soyad');
    expect(headerOf(turkish.body)).toContain('E-posta');
    expect(headerOf(turkish.body)).not.toContain('First name');

    const byHeader = await t.app.inject({
      url,
      headers: { ...staff.headers, 'accept-language': 'tr-TR,tr;q=0.9' },
    });
    expect(headerOf(byHeader.body)).toContain('Son giriş');

    const english = await t.app.inject({ url: `${url}?lang=en`, headers: staff.headers });
    expect(headerOf(english.body)).toContain('First name');
    const unknown = await t.app.inject({ url: `${url}?lang=xx`, headers: staff.headers });
    expect([200, 400]).toContain(unknown.statusCode);
  });
});
