import type { ListRights } from '../../platform/list-kit/list-resource.ts';

const MENU = 'paymentEntry';

/** Staff only: every route answers 404 to anyone without the menu right, before validation. */
export const STAFF_RIGHTS = {
  read: { menu: MENU, refuse: 'not-found' },
  create: { menu: MENU, right: 'insert', refuse: 'not-found' },
} as const satisfies Record<string, ListRights>;
