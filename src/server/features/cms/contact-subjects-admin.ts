/** Staff editing of the contact form's subjects. */
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminContactSubject, SaveContactSubject } from '#shared/schemas/cms.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { contactSubjects } from '../../db/schema/index.ts';
import { audited, insertedRow, found, type Actor } from './admin-write.ts';

export async function listContactSubjects(db: Queryable): Promise<AdminContactSubject[]> {
  return db
    .select()
    .from(contactSubjects)
    .orderBy(asc(contactSubjects.sortOrder), asc(contactSubjects.id));
}

export async function createContactSubject(db: Database, input: SaveContactSubject, actor: Actor) {
  return audited(
    db,
    actor,
    async (tx) => {
      // Lookup ids are plain integers (not identities): the next one is taken under a lock.
      await tx.execute(sql`lock table contact_subjects in share row exclusive mode`);
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${contactSubjects.id}), 0)::int + 1` })
        .from(contactSubjects);
      return insertedRow(
        await tx
          .insert(contactSubjects)
          .values({
            id: next,
            code: `subject_${next}`,
            nameEn: input.nameEn,
            nameTr: input.nameTr,
            sortOrder: input.sortOrder ?? next,
            active: input.active ?? true,
          })
          .returning(),
        'contact subject',
      );
    },
    (row) => ({
      action: 'cms.contact_subject.create',
      entity: 'contact_subject',
      entityId: row.id,
      data: { nameEn: row.nameEn },
    }),
  );
}

export async function updateContactSubject(
  db: Database,
  id: number,
  input: SaveContactSubject,
  actor: Actor,
) {
  return audited(
    db,
    actor,
    async (tx) =>
      found(
        (
          await tx
            .update(contactSubjects)
            .set({
              nameEn: input.nameEn,
              nameTr: input.nameTr,
              sortOrder: input.sortOrder ?? 0,
              active: input.active ?? true,
            })
            .where(eq(contactSubjects.id, id))
            .returning()
        )[0],
        'Contact subject not found',
      ),
    (row) => ({
      action: 'cms.contact_subject.update',
      entity: 'contact_subject',
      entityId: id,
      data: { nameEn: row.nameEn, active: row.active },
    }),
  );
}
