import { eq } from 'drizzle-orm';
import { FILE_TYPE } from '#shared/constants/domain.ts';
import { ROLE, type RoleId } from '#shared/constants/roles.ts';
import type { Transaction } from '#server/db/client.ts';
import { users } from '#server/db/schema/identity.ts';
import type { FileStorage } from '#server/infra/storage.ts';
import type { DemoPerson } from './data/demo-companies.ts';
import { DEMO_ADMIN, DEMO_CANDIDATE, DEMO_RECRUITERS, type DemoUser } from './data/demo-people.ts';
import { DEMO_IMAGE_TYPE, demoBadgeImage } from './demo-images.ts';
import { avatarSvg } from './demo-logos.ts';
import { storeDemoFile } from './demo-files.ts';
import type { DemoRefs } from './demo-refs.ts';

export type DemoContext = {
  tx: Transaction;
  storage: FileStorage;
  refs: DemoRefs;
  passwordHash: string;
  now: Date;
};

export type DemoUserRow = { id: number; email: string; firstname: string; lastname: string };

const DAY = 86_400_000;

/** One confirmed, active demo account with an initials avatar. */
export async function insertDemoUser(
  context: DemoContext,
  person: DemoUser | (DemoPerson & { iso2: string; city: string }),
  roleId: RoleId,
  daysAgo: number,
): Promise<DemoUserRow> {
  const { tx, refs } = context;
  const createdAt = new Date(context.now.getTime() - daysAgo * DAY);
  const extra: Partial<DemoUser> = person;
  const [row] = await tx
    .insert(users)
    .values({
      email: person.email,
      passwordHash: context.passwordHash,
      roleId,
      firstname: person.firstname,
      lastname: person.lastname,
      title: person.title,
      mobile: extra.mobile,
      linkedinPage: extra.linkedin,
      countryId: refs.countryId(person.iso2),
      cityId: refs.cityId(person.iso2, person.city),
      language: extra.language ?? (person.iso2 === 'TR' ? 'tr' : 'en'),
      emailConfirmed: true,
      active: true,
      publicProfileFields: ['firstname', 'lastname', 'title', 'linkedin_page'],
      createdAt,
      updatedAt: createdAt,
      lastLoginAt: new Date(context.now.getTime() - (daysAgo % 5) * DAY),
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`Demo user ${person.email} was not inserted`);
  const pictureId = await storeDemoFile(tx, context.storage, {
    fileTypeId: FILE_TYPE.profilePicture,
    folder: 'avatars',
    ...DEMO_IMAGE_TYPE,
    originalName: `avatar.${DEMO_IMAGE_TYPE.extension}`,
    content: demoBadgeImage(avatarSvg(person.firstname, person.lastname)),
    ownerUserId: row.id,
    isDefault: true,
  });
  await tx.update(users).set({ profilePictureFileId: pictureId }).where(eq(users.id, row.id));
  return {
    id: row.id,
    email: person.email,
    firstname: person.firstname,
    lastname: person.lastname,
  };
}

export type DemoAccounts = {
  admin: DemoUserRow;
  candidate: DemoUserRow;
  recruiters: DemoUserRow[];
};

/** Staff, the candidate account and the recruiters; recruiters[0] is recruiter@demo.local. */
export async function seedDemoUsers(context: DemoContext): Promise<DemoAccounts> {
  const admin = await insertDemoUser(context, DEMO_ADMIN, ROLE.admin, 120);
  const recruiters: DemoUserRow[] = [];
  for (const [index, person] of DEMO_RECRUITERS.entries()) {
    recruiters.push(await insertDemoUser(context, person, ROLE.recruiter, 100 - index * 3));
  }
  const candidate = await insertDemoUser(context, DEMO_CANDIDATE, ROLE.candidate, 45);
  return { admin, candidate, recruiters };
}
