import { paymentCustomerSqlId } from './profile/payment-customer.ts';
import { pointsSqlId } from './profile/points.ts';
import { saveProfileSqlId } from './profile/save-profile.ts';
import type { SqlIdHandler } from './sql-id.ts';
import { userMenuSqlId } from './profile/user-menu.ts';
import { userParamsSqlId } from './profile/user-params.ts';

/** Profile, menu, points and the company's payment customer: 25, 26, 27, 81, 98. */
export const profileSqlIds: SqlIdHandler[] = [
  userParamsSqlId,
  saveProfileSqlId,
  userMenuSqlId,
  paymentCustomerSqlId,
  pointsSqlId,
];
