import type { FileStorage } from '#server/infra/storage.ts';

// Its own file so that seed.ts and the seed steps it calls (seed-demo.ts) do not import each other.
export type SeedOptions = {
  demo: boolean;
  demoPassword: string;
  storage: FileStorage;
  log?: (message: string) => void;
};
