import { z } from 'zod';
import { ROLE_IDS, type RoleId } from '../constants/roles.ts';
import { publicIdSchema } from './files.ts';
import { currencyBalanceSchema } from './points.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

export const USER_SORTS = ['name', 'email', 'role', 'createdAt', 'lastLoginAt'] as const;
export const USER_STATES = ['active', 'inactive', 'unconfirmed'] as const;
export type UserState = (typeof USER_STATES)[number];

const roleIdSchema = z.coerce
  .number()
  .int()
  .refine((value): value is RoleId => (ROLE_IDS as number[]).includes(value), {
    message: 'userAdmin.validation.role',
  });

/** Staff list of users: search by name or e-mail, filter by role and state. */
export const userListFiltersSchema = z.object({
  roleId: roleIdSchema.optional(),
  state: z.enum(USER_STATES).optional(),
});
export const userListQuerySchema = listQuerySchema(USER_SORTS, 'createdAt', 'desc').extend(
  userListFiltersSchema.shape,
);
export type UserListQuery = z.output<typeof userListQuerySchema>;
export const userExportQuerySchema = userListQuerySchema.omit({ page: true, size: true });
export type UserExportQuery = z.output<typeof userExportQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  active: z.boolean(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userListResponseSchema = pagedResponseSchema(adminUserSchema);
export type UserListResponse = z.infer<typeof userListResponseSchema>;

export const userParamsSchema = z.object({ id: publicIdSchema });

export const userDetailSchema = adminUserSchema.extend({
  mobile: z.string().nullable(),
  linkedinPage: z.string().nullable(),
  title: z.string().nullable(),
  language: z.string(),
  countryName: z.string().nullable(),
  cityName: z.string().nullable(),
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  referralCount: z.number().int(),
  hireCount: z.number().int(),
  candidateCount: z.number().int(),
  /** The payable balance per currency (never one sum of two currencies). */
  balances: z.array(currencyBalanceSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const changeRoleSchema = z.object({ roleId: roleIdSchema });
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;
export const setActiveSchema = z.object({ active: z.boolean() });
export type SetActiveInput = z.infer<typeof setActiveSchema>;

export const userActionResponseSchema = z.object({ user: adminUserSchema });
export type UserActionResponse = z.infer<typeof userActionResponseSchema>;
export const resetLinkResponseSchema = z.object({ sent: z.literal(true) });
