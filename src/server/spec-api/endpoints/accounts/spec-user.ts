import { z } from 'zod';
import type { Language } from '#shared/i18n/languages.ts';
import type { MenuEntry, SessionUser } from '#shared/schemas/auth.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import type { AdminUser, UserDetail } from '#shared/schemas/user-admin.ts';
import type { SpecRow } from '../../executer/sql-id.ts';
import { text } from '../../texts.ts';

const specValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A flat record of the spec: snake_case where the spec names a field so, values never nested. */
export const specRecordSchema = z.record(z.string(), specValue);
export const specRowsSchema = z.array(specRecordSchema);

const flag = (value: boolean) => (value ? 1 : 0);
const fullname = (user: { firstname: string; lastname: string }) =>
  `${user.firstname} ${user.lastname}`.trim();

/**
 * The spec's logged user from our session user. Both spec documents name it: the public side
 * reads `id, roleId, emailConfirmed (1 = confirmed), email, firstname, lastname, linkedin_page`,
 * the authenticated area `fullname, role_id, role_name, profile_picture_path`; both are given.
 */
export function specSessionUser(user: SessionUser): SpecRow {
  return {
    id: user.id,
    fullname: fullname(user),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    roleId: user.roleId,
    role_id: user.roleId,
    role_name: user.roleCode,
    emailConfirmed: flag(user.emailConfirmed),
    linkedin_page: user.linkedinPage,
    language: user.language,
    profile_picture_path: user.profilePictureUrl,
  };
}

/** The spec's menu entry (select, insert, update and delete flags as 1 / 0). */
export function specMenuEntry(entry: MenuEntry, language: Language): SpecRow {
  return {
    id: entry.id,
    name: entry.name,
    description: text(language, entry.labelKey) ?? entry.name,
    icon_name: entry.iconName,
    link: entry.link,
    parent_id: entry.parentId,
    select: flag(entry.select),
    insert: flag(entry.insert),
    update: flag(entry.update),
    delete: flag(entry.delete),
  };
}

/** The caller's own record (`GET /api/profile`) with the profile fields the spec names. */
export function specProfileUser(profile: Profile): SpecRow {
  return {
    id: profile.id,
    fullname: fullname(profile),
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    mobile: profile.mobile,
    linkedin_page: profile.linkedinPage,
    title: profile.title,
    gender_id: profile.genderId,
    birth_date: profile.birthDate,
    location_country_id: profile.countryId,
    location_city_id: profile.cityId,
    language: profile.language,
    role_id: profile.roleId,
    role_name: profile.roleName,
    profile_picture_path: profile.profilePictureUrl,
    company_name: profile.companyName,
  };
}

/** A user as staff see it in user administration (list row, or detail when given). */
export function specAdminUser(user: AdminUser | UserDetail): SpecRow {
  const row: SpecRow = {
    id: user.id,
    fullname: fullname(user),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    role_id: user.roleId,
    active: flag(user.active),
    email_confirmed: flag(user.emailConfirmed),
    create_date: user.createdAt,
    last_login_date: user.lastLoginAt,
  };
  if ('companies' in user) {
    Object.assign(row, {
      mobile: user.mobile,
      linkedin_page: user.linkedinPage,
      title: user.title,
      language: user.language,
      country_name: user.countryName,
      city_name: user.cityName,
      company_name: user.companies.map((company) => company.name).join(', ') || null,
    });
  }
  return row;
}
