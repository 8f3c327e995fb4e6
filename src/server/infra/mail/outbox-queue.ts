import type { Queryable } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';

type OutboxDefaults = { status: 'pending' | 'kept'; publicUrl: string };

// Set by createMailer at start-up: code that raises mail deep inside a transaction (platform
// notifications) has no mailer at hand, yet must queue with the same status the mailer would.
let defaults: OutboxDefaults = { status: 'kept', publicUrl: 'http://localhost' };

export function setOutboxDefaults(next: OutboxDefaults) {
  defaults = next;
}

/** The site's public address, for links in e-mails. */
export const mailPublicUrl = () => defaults.publicUrl;

/** Queues a rendered message in the outbox, in the caller's transaction. */
export async function queueMail(
  db: Queryable,
  message: { to: string; subject: string; html: string; text: string; templateCode: string },
) {
  await db.insert(outboxEmails).values({
    toAddress: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    templateCode: message.templateCode,
    status: defaults.status,
  });
}
