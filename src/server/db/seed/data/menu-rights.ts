import { ROLE, type RoleId } from '#shared/constants/roles.ts';
import { MENU_ROWS, menuId, type MenuName } from './menu-entries.ts';

type Flags = { canSelect: boolean; canInsert: boolean; canUpdate: boolean; canDelete: boolean };
export type RightRow = Flags & { roleId: RoleId; menuId: number };

const ALL: Flags = { canSelect: true, canInsert: true, canUpdate: true, canDelete: true };
const READ: Flags = { canSelect: true, canInsert: false, canUpdate: false, canDelete: false };
const READ_UPDATE: Flags = { ...READ, canUpdate: true };
const WRITE: Flags = { ...READ, canInsert: true, canUpdate: true };

const RIGHTS: Record<Exclude<RoleId, typeof ROLE.admin>, [Flags, MenuName[]][]> = {
  [ROLE.recruiter]: [
    [WRITE, ['jobOpenings', 'candidates', 'candidateNew', 'candidateEdit', 'candidateHistory']],
    [READ, ['recruiterBillingHistory', 'funnel']],
    [READ_UPDATE, ['personalBillingInfo']],
  ],
  [ROLE.candidate]: [
    [READ, ['jobOpenings', 'candidateHistory', 'myApplications']],
    [READ_UPDATE, ['personalBillingInfo']],
  ],
  [ROLE.company]: [
    [WRITE, ['jobOpenings', 'jobsCreate', 'jobsEdit', 'applications', 'applicationHistory', 'candidateHistory']],
    [READ, ['blockedAmounts', 'billingHistory', 'funnel']],
    [READ_UPDATE, ['companyBillingInfo', 'companyProfile', 'billingPlan']],
  ],
};

/** A company member's own pages: for staff they only answer "not a member", so staff do not see them. */
const MEMBER_ONLY: MenuName[] = ['companyProfile', 'companyBillingInfo', 'myApplications'];

/**
 * Rights of every role. Staff hold every entry with every flag, except a member's own pages. A role that holds an entry of a
 * group also reads the group row, so its sidebar can nest the entry.
 */
export function rightRows(): RightRow[] {
  const memberOnly = new Set(MEMBER_ONLY.map(menuId));
  const rows: RightRow[] = MENU_ROWS.filter((menu) => !memberOnly.has(menu.id)).map((menu) => ({
    roleId: ROLE.admin,
    menuId: menu.id,
    ...ALL,
  }));
  for (const [role, grants] of Object.entries(RIGHTS)) {
    const roleId = Number(role) as RoleId;
    const granted = new Set<number>();
    for (const [flags, names] of grants) {
      for (const name of names) {
        const id = menuId(name);
        rows.push({ roleId, menuId: id, ...flags });
        granted.add(id);
      }
    }
    const parents = new Set(
      MENU_ROWS.filter((menu) => granted.has(menu.id) && menu.parentId !== null).map((menu) => menu.parentId as number),
    );
    for (const parentId of parents) rows.push({ roleId, menuId: parentId, ...READ });
  }
  return rows;
}
