import { ROUTES, type RouteName } from '#shared/routes.ts';

export const MENU_GROUPS = ['groupBackOffice', 'groupLookups', 'groupFinance'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
export type MenuName = RouteName | MenuGroup;

type Entry = { id: number; name: MenuName; icon: string; parent?: MenuGroup; hidden?: boolean };

/**
 * The sidebar and the route rights behind it. Ids are fixed: rights and clients refer to them.
 * Hidden entries grant a route (create, edit, history) without a sidebar item.
 */
const ENTRIES: Entry[] = [
  { id: 10, name: 'jobOpenings', icon: 'pi pi-briefcase' },
  { id: 11, name: 'jobsCreate', icon: 'pi pi-plus', hidden: true },
  { id: 12, name: 'jobsEdit', icon: 'pi pi-pencil', hidden: true },
  { id: 13, name: 'applications', icon: 'pi pi-inbox' },
  { id: 14, name: 'applicationHistory', icon: 'pi pi-history', hidden: true },
  { id: 15, name: 'candidates', icon: 'pi pi-users' },
  { id: 16, name: 'candidateNew', icon: 'pi pi-user-plus', hidden: true },
  { id: 17, name: 'candidateEdit', icon: 'pi pi-user-edit', hidden: true },
  { id: 18, name: 'candidateHistory', icon: 'pi pi-history', hidden: true },
  { id: 19, name: 'companyProfile', icon: 'pi pi-building' },
  { id: 20, name: 'myApplications', icon: 'pi pi-list-check' },
  { id: 21, name: 'funnel', icon: 'pi pi-filter' },

  { id: 100, name: 'groupBackOffice', icon: 'pi pi-cog' },
  { id: 101, name: 'companies', icon: 'pi pi-building', parent: 'groupBackOffice' },
  { id: 102, name: 'companiesCreate', icon: 'pi pi-plus', parent: 'groupBackOffice', hidden: true },
  { id: 103, name: 'companiesEdit', icon: 'pi pi-pencil', parent: 'groupBackOffice', hidden: true },
  { id: 104, name: 'users', icon: 'pi pi-id-card', parent: 'groupBackOffice' },
  { id: 105, name: 'mailOutbox', icon: 'pi pi-inbox', parent: 'groupBackOffice' },
  { id: 110, name: 'cmsContent', icon: 'pi pi-file-edit', parent: 'groupBackOffice' },
  { id: 111, name: 'cmsFaq', icon: 'pi pi-question-circle', parent: 'groupBackOffice' },
  { id: 112, name: 'cmsTerms', icon: 'pi pi-book', parent: 'groupBackOffice' },
  { id: 113, name: 'cmsContactSubjects', icon: 'pi pi-envelope', parent: 'groupBackOffice' },
  { id: 114, name: 'dataRequests', icon: 'pi pi-shield', parent: 'groupBackOffice' },

  { id: 200, name: 'groupLookups', icon: 'pi pi-list' },
  { id: 201, name: 'candidateStatus', icon: 'pi pi-sitemap', parent: 'groupLookups' },
  { id: 202, name: 'educationLevel', icon: 'pi pi-book', parent: 'groupLookups' },
  { id: 203, name: 'jobTypes', icon: 'pi pi-tags', parent: 'groupLookups' },
  { id: 204, name: 'jobStatus', icon: 'pi pi-flag', parent: 'groupLookups' },
  { id: 205, name: 'jobIndustries', icon: 'pi pi-th-large', parent: 'groupLookups' },
  { id: 206, name: 'jobSalary', icon: 'pi pi-money-bill', parent: 'groupLookups' },
  { id: 207, name: 'jobLocation', icon: 'pi pi-map-marker', parent: 'groupLookups' },

  { id: 300, name: 'groupFinance', icon: 'pi pi-wallet' },
  { id: 301, name: 'blockedAmounts', icon: 'pi pi-lock', parent: 'groupFinance' },
  { id: 302, name: 'recruiterPayments', icon: 'pi pi-send', parent: 'groupFinance' },
  { id: 303, name: 'paymentEntry', icon: 'pi pi-plus-circle', parent: 'groupFinance' },
  { id: 304, name: 'billingPlan', icon: 'pi pi-credit-card', parent: 'groupFinance' },
  { id: 305, name: 'billingHistory', icon: 'pi pi-receipt', parent: 'groupFinance' },
  { id: 306, name: 'recruiterBillingHistory', icon: 'pi pi-history', parent: 'groupFinance' },
  { id: 307, name: 'personalBillingInfo', icon: 'pi pi-user', parent: 'groupFinance' },
  { id: 308, name: 'companyBillingInfo', icon: 'pi pi-building', parent: 'groupFinance' },
];

export type MenuRow = {
  id: number;
  name: MenuName;
  labelKey: string;
  iconName: string;
  link: string | null;
  parentId: number | null;
  sortOrder: number;
  hidden: boolean;
};

const idOf = new Map(ENTRIES.map((entry) => [entry.name, entry.id]));

export const MENU_ROWS: MenuRow[] = ENTRIES.map((entry, index) => {
  const isGroup = (MENU_GROUPS as readonly string[]).includes(entry.name);
  return {
    id: entry.id,
    name: entry.name,
    labelKey: `menu.${entry.name}`,
    iconName: entry.icon,
    link: isGroup ? null : ROUTES[entry.name as RouteName].path,
    parentId: entry.parent ? (idOf.get(entry.parent) ?? null) : null,
    sortOrder: index + 1,
    hidden: entry.hidden ?? false,
  };
});

export function menuId(name: MenuName): number {
  const id = idOf.get(name);
  if (id === undefined) throw new Error(`No menu entry ${name}`);
  return id;
}
