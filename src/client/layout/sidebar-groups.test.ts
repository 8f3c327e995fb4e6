import { describe, expect, it } from 'vitest';
import { createMenuEntry } from '#client/test/session-fixtures.ts';
import { buildSidebarGroups, iconClass } from './sidebar-groups.ts';

describe('buildSidebarGroups', () => {
  it('keeps top-level links in order and groups children under their parent', () => {
    const groups = buildSidebarGroups([
      createMenuEntry({ id: 1, name: 'jobOpenings', iconName: 'pi pi-home' }),
      createMenuEntry({ id: 10, name: 'groupLookups', labelKey: 'menu.groupLookups' }),
      createMenuEntry({ id: 11, name: 'jobTypes', parentId: 10 }),
      createMenuEntry({ id: 12, name: 'jobStatus', parentId: 10, hidden: true }),
      createMenuEntry({ id: 2, name: 'candidates' }),
      createMenuEntry({ id: 20, name: 'groupFinance', labelKey: 'menu.groupFinance' }),
      createMenuEntry({ id: 21, name: 'billingHistory', parentId: 20 }),
      createMenuEntry({ id: 22, name: 'companiesEdit', parentId: 20 }), // needs an id: no sidebar link
      createMenuEntry({ id: 23, name: 'external', parentId: 20, link: '/chrs/custom' }),
    ]);

    expect(groups.map((group) => [group.labelKey, group.items.map((item) => item.to)])).toEqual([
      [null, ['/chrs/job-openings']],
      ['menu.groupLookups', ['/chrs/job-types']],
      [null, ['/chrs/candidates']],
      ['menu.groupFinance', ['/chrs/billing-history', '/chrs/custom']],
    ]);
    expect(groups[0]?.items[0]?.icon).toBe('pi pi-home');
  });

  it('drops a group whose children are all hidden and keeps orphans at top level', () => {
    const groups = buildSidebarGroups([
      createMenuEntry({ id: 1, name: 'groupBackOffice' }),
      createMenuEntry({ id: 2, name: 'users', parentId: 1, hidden: true }),
      createMenuEntry({ id: 3, name: 'applications', parentId: 99 }),
    ]);
    expect(groups.map((group) => group.items.map((item) => item.name))).toEqual([['applications']]);
  });

  it('normalises icon names', () => {
    expect(iconClass('pi pi-users')).toBe('pi pi-users');
    expect(iconClass('pi-users')).toBe('pi pi-users');
    expect(iconClass('users')).toBe('pi pi-users');
    expect(iconClass(null)).toBe('pi pi-circle');
  });
});
