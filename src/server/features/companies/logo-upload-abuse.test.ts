import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { companies, files } from '../../db/schema/index.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import { expectBrokenBodiesRefused, stalledUploadsAtOnce } from '#server/test/upload-abuse.ts';
import { t, useTestApp } from '#server/test/use-test-app.ts';
import { makeCompany, png } from './companies-test-setup.ts';

useTestApp();

const part = { name: 'file', filename: 'logo.png', type: 'image/png', content: png };

describe('company logo uploads from a slow or broken client', () => {
  it('hold no database connection while the body trickles in', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([member.user.id]);
    const result = await stalledUploadsAtOnce('/api/company-profile/logo', member.headers, part);
    expect(result).toEqual({
      busy: 0,
      otherUser: 200,
      statuses: result.statuses.map(() => 200),
    });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.logoFileId).not.toBeNull();
  }, 60_000);

  it('answer a body cut short or without its boundary with 400 and store nothing', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const company = await makeCompany([member.user.id]);
    const staff = await t.loginAs({ roleId: ROLE.admin });
    const before = storedFiles(t.config.filesDir);
    await expectBrokenBodiesRefused('/api/company-profile/logo', member.headers, part);
    await expectBrokenBodiesRefused(`/api/companies/${company.publicId}/logo`, staff.headers, part);
    expect(storedFiles(t.config.filesDir)).toEqual(before);
    expect(await t.db.select().from(files).where(eq(files.companyId, company.id))).toEqual([]);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.logoFileId).toBeNull();
  });
});
