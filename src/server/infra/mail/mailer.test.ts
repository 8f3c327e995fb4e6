import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { fillPlaceholders } from './render-template.ts';

let t: TestApp;
let mailer: Mailer;
beforeAll(async () => {
  t = await createTestApp();
  mailer = createMailer(t.config, t.db, () => {});
});
afterAll(async () => {
  mailer.close();
  await t.close();
});

describe('mailer without SMTP', () => {
  it('renders a seeded template in the asked language and keeps it in the outbox', async () => {
    await mailer.sendTemplate({
      code: 'confirm_email',
      language: 'tr',
      to: 'ayse@example.test',
      vars: { code: '123456', firstname: 'Ayşe' },
    });
    const [mail] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'ayse@example.test'));
    expect(mail).toMatchObject({ status: 'kept', templateCode: 'confirm_email' });
    expect(mail!.html).toContain('123456');
    expect(mail!.text).toContain('123456');
  });

  it('writes nothing when the surrounding transaction rolls back', async () => {
    await t.db
      .transaction(async (tx) => {
        await mailer.send(
          { to: 'rollback@example.test', subject: 'S', html: '<p>x</p>', text: 'x' },
          tx,
        );
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(
      await t.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, 'rollback@example.test')),
    ).toHaveLength(0);
  });

  it('escapes values put into HTML', () => {
    expect(fillPlaceholders('<p>Hi {{name}}</p>', { name: '<script>x</script>' }, true)).toBe(
      '<p>Hi &lt;script&gt;x&lt;/script&gt;</p>',
    );
  });
});
