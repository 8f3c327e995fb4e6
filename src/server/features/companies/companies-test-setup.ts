import { createCompany } from '#server/test/factories/company.ts';
import { unique } from '#server/test/factories/unique.ts';
import { type MenuFlag, setMenuFlag } from '#server/test/menu-rights.ts';
import { t } from '#server/test/use-test-app.ts';

// What the companies test files share; `t` is the calling test file's own app (use-test-app.ts).

/** A company whose first member is its owner. */
export const makeCompany = (memberIds: number[], name = `Company ${unique()}`) =>
  createCompany(t.db, {
    name,
    industryId: 1,
    ownerIds: memberIds.slice(0, 1),
    memberIds: memberIds.slice(1),
  });

/** Sets one flag of a role's right on a menu entry (in the calling file's own database). */
export const setFlag = (roleId: number, menuName: string, flag: MenuFlag, value: boolean) =>
  setMenuFlag(t.db, roleId, menuName, flag, value);

// A 1×1 transparent PNG: file-type wants a real header chunk, not the signature alone.
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
