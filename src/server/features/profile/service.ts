import { and, asc, eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import type {
  GenderOption,
  Profile,
  PublicProfile,
  PublicProfileField,
  updateProfileRequestSchema,
} from '#shared/schemas/profile.ts';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { cities, countries, files, genders, roles, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { pointsBalances } from '../../platform/points-balance.ts';
import { companyOf } from '../../platform/company-access.ts';
import { assertLinkedinFree, normaliseLinkedin } from '../../platform/users-by-email.ts';
import { rateLimit } from '../../infra/rate-limit.ts';
import { computeWarnings } from './warnings.ts';

const pictureUrl = (publicId: string | null) => (publicId ? `/api/files/${publicId}` : null);

export async function getProfile(db: Queryable, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ user: users, roleName: roles.nameEn, picture: files.publicId })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(files, eq(files.id, users.profilePictureFileId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  const { user } = row;
  const company = user.roleId === ROLE.company ? await companyOf(db, userId) : null;
  return {
    id: user.publicId,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    mobile: user.mobile,
    linkedinPage: user.linkedinPage,
    title: user.title,
    genderId: user.genderId,
    birthDate: user.birthDate,
    countryId: user.countryId,
    cityId: user.cityId,
    language: user.language,
    roleId: user.roleId,
    roleName: row.roleName,
    profilePictureUrl: pictureUrl(row.picture),
    companyName: company?.name ?? null,
    publicProfileFields: user.publicProfileFields.filter((field): field is PublicProfileField =>
      ['email', 'mobile', 'linkedinPage', 'title', 'location'].includes(field),
    ),
    balances: user.roleId === ROLE.recruiter ? await pointsBalances(db, userId) : [],
    warnings: await computeWarnings(db, userId),
  };
}

/**
 * Changes of one's LinkedIn page an hour: each says whether another account has the page (the
 * spec's 'This Linkedin Profile Already Registered!'), so they are counted, before the save's
 * transaction, which a refused page rolls back.
 */
export const LINKEDIN_CHANGE_RATE_LIMIT = { limit: 10, windowSeconds: 3600 };

export async function countLinkedinChange(
  db: Queryable,
  userId: number,
  linkedinPage: string | null,
) {
  if (linkedinPage === null) return;
  const next = normaliseLinkedin(linkedinPage).toLowerCase();
  const [user] = await db
    .select({ linkedinPage: users.linkedinPage })
    .from(users)
    .where(eq(users.id, userId));
  if ((user?.linkedinPage ?? '').toLowerCase() === next) return;
  await rateLimit(db, { key: `linkedin-change:user:${userId}`, ...LINKEDIN_CHANGE_RATE_LIMIT });
}

export async function updateProfile(
  db: Queryable,
  userId: number,
  input: z.output<typeof updateProfileRequestSchema>,
) {
  const linkedinPage = input.linkedinPage === null ? null : normaliseLinkedin(input.linkedinPage);
  if (linkedinPage !== null) await assertLinkedinFree(db, linkedinPage, userId);
  if (input.cityId !== null) {
    const [city] = await db
      .select({ countryId: cities.countryId })
      .from(cities)
      .where(eq(cities.id, input.cityId));
    if (!city || city.countryId !== input.countryId)
      throw badRequest('The city does not belong to the country', [
        {
          path: 'body.cityId',
          message: 'validation.required',
        },
      ]);
  }
  if (input.genderId !== undefined && input.genderId !== null) {
    const [gender] = await db
      .select({ id: genders.id })
      .from(genders)
      .where(and(eq(genders.id, input.genderId), eq(genders.active, true)));
    if (!gender)
      throw badRequest('Unknown gender', [
        { path: 'body.genderId', message: 'validation.required' },
      ]);
  }
  await db
    .update(users)
    .set({
      ...(input.genderId === undefined ? {} : { genderId: input.genderId }),
      firstname: input.firstname,
      lastname: input.lastname,
      mobile: input.mobile,
      linkedinPage,
      title: input.title,
      birthDate: input.birthDate,
      countryId: input.countryId,
      cityId: input.cityId,
      language: input.language,
      publicProfileFields: input.publicProfileFields,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The active genders of the lookup, in the caller's language (the profile form's choices). */
export async function listGenders(db: Queryable, lang: 'en' | 'tr'): Promise<GenderOption[]> {
  const rows = await db
    .select()
    .from(genders)
    .where(eq(genders.active, true))
    .orderBy(asc(genders.sortOrder), asc(genders.id));
  return rows.map((row) => ({ id: row.id, description: lang === 'tr' ? row.nameTr : row.nameEn }));
}

/** What a member chose to show; name, role and picture are always public to logged-in users. */
export async function getPublicProfile(db: Queryable, publicId: string): Promise<PublicProfile> {
  const [row] = await db
    .select({
      user: users,
      roleName: roles.nameEn,
      picture: files.publicId,
      country: countries.nameEn,
      city: cities.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(files, eq(files.id, users.profilePictureFileId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .where(and(eq(users.publicId, publicId), eq(users.active, true)));
  if (!row) throw notFound('Profile not found');
  const shown = new Set(row.user.publicProfileFields);
  const { user } = row;
  const location = [row.city, row.country].filter(Boolean).join(', ') || null;
  return {
    id: user.publicId,
    name: `${user.firstname} ${user.lastname}`.trim(),
    roleName: row.roleName,
    profilePictureUrl: pictureUrl(row.picture),
    ...(shown.has('email') ? { email: user.email } : {}),
    ...(shown.has('mobile') ? { mobile: user.mobile } : {}),
    ...(shown.has('linkedinPage') ? { linkedinPage: user.linkedinPage } : {}),
    ...(shown.has('title') ? { title: user.title } : {}),
    ...(shown.has('location') ? { location } : {}),
  };
}
