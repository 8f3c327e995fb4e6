import pg from 'pg';

/** Runs `use` on a connection of its own to the test run's server, closed whatever happens. */
export async function withAdminClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
