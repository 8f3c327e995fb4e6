import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every named call of both specs, as /api/docs lists it. */
const CALLS = [
  ['post', '/api/Commons/Executer'],
  ['post', '/api/Users/Login'],
  ['get', '/api/Users/Role'],
  ['post', '/api/Users/User-SignUp'],
  ['post', '/api/Users/Company-SignUp'],
  ['post', '/api/Users/ResetPassword'],
  ['post', '/api/Users/GoogleSignupOrLogin'],
  ['get', '/api/Users/linkedin-callback'],
  ['post', '/api/Users'],
  ['post', '/api/Files/CreateFile'],
  ['post', '/api/Files/CopyFile'],
  ['post', '/api/Files/GetFilesByReferenceId'],
  ['get', '/api/Countries'],
  ['get', '/api/Cities/'],
  ['get', '/api/Cities/{countryId}'],
  ['get', '/api/JobTypes'],
  ['get', '/api/SalaryTypes'],
  ['get', '/api/Industries'],
  ['get', '/api/Genders'],
  ['post', '/api/Payments/payment-success'],
  ['post', '/api/Payments/CreateCustomersCompanyId'],
  ['post', '/api/dashboard/main'],
  ['get', '/api/alerts/allActiveAlerts/{managersCodes}/{deviceTypes}'],
  ['post', '/api/auth/users_control/{username}/{password}'],
  ['put', '/api/auth/users/register'],
  ['get', '/api/auth/users'],
  ['get', '/api/auth/users/{id}'],
  ['put', '/api/auth/users/{id}'],
  ['delete', '/api/auth/users/{id}'],
] as const;

describe('OpenAPI at /api/docs', () => {
  it('documents every call of the spec’s API under its own spec-api tag', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      tags?: { name: string; description?: string }[];
      paths: Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    }>();
    expect(document.tags?.find((tag) => tag.name === 'spec-api')?.description).toMatch(/spec/);
    const missing = CALLS.filter(([method, path]) => !document.paths[path]?.[method]);
    expect(missing).toEqual([]);
    for (const [method, path] of CALLS)
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['spec-api']);
    // The executor's description names every sqlId.
    const executer = document.paths['/api/Commons/Executer']?.post as { description?: string };
    for (const sqlId of [3, 14, 22, 25, 26, 27, 28, 32, 33, 42, 43, 49, 51, 53, 56, 58, 70, 71])
      expect(executer.description, String(sqlId)).toContain(`**${sqlId}**`);
    for (const sqlId of [76, 77, 78, 81, 84, 85, 97, 98])
      expect(executer.description, String(sqlId)).toContain(`**${sqlId}**`);
  });
});
