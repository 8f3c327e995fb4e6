import { desc, eq, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { outboxEmails } from '../../db/schema/index.ts';

const querySchema = z.object({ to: z.email().optional() });
const messageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.string(),
  createdAt: z.date(),
});

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * Outside production, the outbox is readable here so that confirmation codes and reset links
 * reach someone without an SMTP server (and browser tests can read them).
 */
export async function devMailboxRoutes(app: AppContext['app'], { db, config }: AppContext) {
  if (config.isProduction) return;
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function recent(to?: string) {
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(to ? eq(sql`lower(${outboxEmails.toAddress})`, to.toLowerCase()) : undefined)
      .orderBy(desc(outboxEmails.id))
      .limit(50);
    return rows.map((m) => ({
      id: m.id,
      to: m.toAddress,
      subject: m.subject,
      html: m.html,
      text: m.text,
      status: m.status,
      createdAt: m.createdAt,
    }));
  }

  r.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['development'],
        querystring: querySchema,
        response: { 200: z.object({ messages: z.array(messageSchema) }) },
      },
    },
    async (request) => ({ messages: await recent(request.query.to) }),
  );

  r.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: querySchema } },
    async (request, reply) => {
      const messages = await recent(request.query.to);
      const items = messages
        .map(
          (
            m,
          ) => `<article><h2>${escape(m.subject)}</h2><p>To <strong>${escape(m.to)}</strong> · ${m.createdAt.toISOString()} · ${m.status}</p>
<iframe sandbox title="${escape(m.subject)}" srcdoc="${escape(m.html)}"></iframe></article>`,
        )
        .join('\n');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox (development)</title><style>body{font-family:system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#1e293b}
article{border:1px solid #cbd5e1;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}iframe{width:100%;height:320px;border:0;background:#fff}</style></head>
<body><h1>Mailbox (development)</h1><p>Mail the app would have sent. Configure <code>SMTP_URL</code> to deliver it for real.</p>
<form><label>Recipient <input type="email" name="to" value="${escape(request.query.to ?? '')}"></label> <button>Filter</button></form>
${items || '<p>No mail yet.</p>'}</body></html>`;
    },
  );
}
