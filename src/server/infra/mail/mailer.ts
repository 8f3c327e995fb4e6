import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { setOutboxDefaults } from './outbox-queue.ts';
import { renderTemplate } from './render-template.ts';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  templateCode?: string;
};
export type TemplateMail = {
  code: string;
  language: string;
  to: string;
  vars: Record<string, string>;
};

export type Mailer = {
  /** Queues a message in the outbox, inside the caller's transaction when one is given. */
  send(message: MailMessage, tx?: Queryable): Promise<void>;
  sendTemplate(mail: TemplateMail, tx?: Queryable): Promise<void>;
  /** Sends what is pending (SMTP only); safe to run from several processes at once. */
  deliverPending(): Promise<number>;
  close(): void;
};

const MAX_ATTEMPTS = 5;

/**
 * Every message goes through the `outbox_emails` table first, so a mail written in a transaction
 * is sent only if that transaction commits. With SMTP_URL set a poller delivers it; without,
 * it stays there (status `kept`) and can be read at /dev/mailbox.
 */
export function createMailer(config: Config, db: Database, log: (error: unknown) => void): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  setOutboxDefaults({ status: transport ? 'pending' : 'kept', publicUrl: config.publicUrl });
  let timer: NodeJS.Timeout | undefined;

  async function deliverPending() {
    if (!transport) return 0;
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.status, 'pending'), lt(outboxEmails.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(outboxEmails.createdAt))
        .limit(20)
        .for('update', { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(outboxEmails)
          .set({ attempts: sql`${outboxEmails.attempts} + 1` })
          .where(
            inArray(
              outboxEmails.id,
              rows.map((r) => r.id),
            ),
          );
      }
      return rows;
    });
    for (const mail of batch) {
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await db
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(eq(outboxEmails.id, mail.id));
      } catch (error) {
        const failed = mail.attempts + 1 >= MAX_ATTEMPTS;
        await db
          .update(outboxEmails)
          .set({
            status: failed ? 'failed' : 'pending',
            lastError: String((error as Error).message ?? error),
          })
          .where(eq(outboxEmails.id, mail.id));
        log(error);
      }
    }
    return batch.length;
  }

  const kick = () => void deliverPending().catch(log);
  if (transport) {
    timer = setInterval(kick, 5000);
    timer.unref();
  }

  async function send(message: MailMessage, tx?: Queryable) {
    await (tx ?? db).insert(outboxEmails).values({
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      templateCode: message.templateCode,
      status: transport ? 'pending' : 'kept',
    });
    if (transport && !tx) kick();
  }

  return {
    send,
    async sendTemplate(mail, tx) {
      const rendered = await renderTemplate(tx ?? db, mail.code, mail.language, mail.vars);
      await send({ to: mail.to, templateCode: mail.code, ...rendered }, tx);
    },
    deliverPending,
    close() {
      if (timer) clearInterval(timer);
      transport?.close();
    },
  };
}
