import { and, asc, eq, lt, notInArray } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
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
const BATCH = 20;
/**
 * SMTP waits, kept under the database's idle-in-transaction limit (30 s): a mail's row stays
 * locked while it is sent.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Every message goes through the `outbox_emails` table first, so a mail written in a transaction
 * is sent only if that transaction commits. With SMTP_URL set a poller delivers it; without,
 * it stays there (status `kept`) and can be read at /dev/mailbox.
 */
export function createMailer(config: Config, db: Database, log: (error: unknown) => void): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS })
    : undefined;
  setOutboxDefaults({ status: transport ? 'pending' : 'kept', publicUrl: config.publicUrl });
  let timer: NodeJS.Timeout | undefined;

  /**
   * Sends one pending mail not yet tried in this run, holding its row lock until its status is
   * written: another process (or another run here) skips a mail being sent, so each mail goes
   * out once. A process that dies mid-send rolls back, and the mail is sent again later.
   */
  async function deliverOne(smtp: Transporter, tried: number[]) {
    return db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.status, 'pending'),
            lt(outboxEmails.attempts, MAX_ATTEMPTS),
            tried.length ? notInArray(outboxEmails.id, tried) : undefined,
          ),
        )
        .orderBy(asc(outboxEmails.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return false;
      tried.push(mail.id);
      try {
        await smtp.sendMail({
          from: config.mailFrom,
          to: mail.toAddress,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await tx
          .update(outboxEmails)
          .set({ status: 'sent', sentAt: new Date(), lastError: null, attempts: mail.attempts + 1 })
          .where(eq(outboxEmails.id, mail.id));
      } catch (error) {
        const failed = mail.attempts + 1 >= MAX_ATTEMPTS;
        await tx
          .update(outboxEmails)
          .set({
            status: failed ? 'failed' : 'pending',
            attempts: mail.attempts + 1,
            lastError: String((error as Error).message ?? error),
          })
          .where(eq(outboxEmails.id, mail.id));
        log(error);
      }
      return true;
    });
  }

  /** Up to 20 mails per run, each tried once per run. */
  async function deliverPending() {
    if (!transport) return 0;
    const tried: number[] = [];
    while (tried.length < BATCH && (await deliverOne(transport, tried)));
    return tried.length;
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
