import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ContactMessage } from '#shared/schemas/contact.ts';
import type { AppContext } from '../../app-context.ts';
import { cities, contactMessages, contactSubjects, countries } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../platform/audit.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Stores a contact message and queues the e-mail to staff in the same transaction. */
export async function submitContactMessage(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  input: ContactMessage,
  userId: number | null,
  request: FastifyRequest,
): Promise<number> {
  const [subject] = await ctx.db
    .select()
    .from(contactSubjects)
    .where(eq(contactSubjects.id, input.subjectId));
  if (!subject?.active)
    throw badRequest('The request is not valid', [
      { path: 'body.subjectId', message: 'content.contact.subjectRequired' },
    ]);
  const [place] = await ctx.db
    .select({ country: countries.nameEn, city: cities.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(and(eq(cities.id, input.cityId), eq(cities.countryId, input.countryId)));
  if (!place)
    throw badRequest('The request is not valid', [
      { path: 'body.cityId', message: 'validation.required' },
    ]);

  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        userId,
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        phone: input.phone,
        country: place.country,
        city: place.city,
        company: input.company,
        companySize: input.companySize,
        subjectId: input.subjectId,
        message: input.message,
        meta: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned nothing');

    const fields: [string, string][] = [
      ['Name', `${input.firstname} ${input.lastname}`],
      ['E-mail', input.email],
      ['Phone', input.phone],
      ['Company', `${input.company} (${input.companySize})`],
      ['Location', `${place.city}, ${place.country}`],
      ['Subject', subject.nameEn],
    ];
    const text = `${fields.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${input.message}`;
    const html = `<table>${fields
      .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`;
    await ctx.mailer.send(
      {
        to: ctx.config.staffEmail,
        subject: `Contact form #${row.id}: ${subject.nameEn} from ${input.firstname} ${input.lastname}`,
        html,
        text,
      },
      tx,
    );
    await audit(
      tx,
      {
        actorUserId: userId,
        action: 'contact.submit',
        entity: 'contact_message',
        entityId: row.id,
        data: { subjectId: input.subjectId },
      },
      request,
    );
    return row.id;
  });
}
