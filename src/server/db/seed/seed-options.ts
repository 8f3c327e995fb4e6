import type { FileStorage } from '#server/infra/storage.ts';

// Its own file so that seed.ts and the seed steps it calls (seed-demo.ts) do not import each other.
export type SeedOptions = {
  demo: boolean;
  /** The demo accounts' password, asked for only when they are seeded. */
  demoPassword?: () => string;
  storage: FileStorage;
  log?: (message: string) => void;
};
