import { withAdminClient } from './admin-client.ts';

/**
 * The test run's own embedded PostgreSQL keeps nothing past the run, so it need not wait for the
 * disk: without fsync a test database is created and dropped in about a third of the time, and
 * no commit waits for its WAL to be flushed. Never applied to a server given in DATABASE_URL.
 */
export async function skipDurability(adminUrl: string) {
  await withAdminClient(adminUrl, async (client) => {
    for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes'])
      await client.query(`ALTER SYSTEM SET ${setting} = off`);
    await client.query('SELECT pg_reload_conf()');
  });
}
