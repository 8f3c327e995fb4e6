/**
 * PostgreSQL settings for a server whose data is thrown away after the tests: nothing is flushed
 * to disk. Each test file clones the template database, which writes it whole through the WAL;
 * a crash loses nothing a test needs. `scripts/ci-debian-postgres.sh` sets the same on Debian's
 * cluster. Never for a server whose data is kept.
 */
export const THROWAWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
} as const;
