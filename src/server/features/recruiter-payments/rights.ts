import type { ListRights } from '../../platform/list-kit/list-resource.ts';

const MENU = 'recruiterPayments';

/**
 * Payouts carry recruiters' bank accounts: every route answers 404 to anyone without the menu
 * right (staff hold it), before its input is validated.
 */
export const STAFF_RIGHTS = {
  read: { menu: MENU, refuse: 'not-found' },
  create: { menu: MENU, right: 'insert', refuse: 'not-found' },
  update: { menu: MENU, right: 'update', refuse: 'not-found' },
} as const satisfies Record<string, ListRights>;
