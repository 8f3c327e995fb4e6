import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './platform/auth/tokens.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { FileStorage } from './infra/storage.ts';

/** What every feature's routes receive: the app and the shared services, passed explicitly. */
export type AppContext = {
  app: FastifyInstance;
  config: Config;
  db: Database;
  pool: pg.Pool;
  storage: FileStorage;
  tokens: TokenService;
  mailer: Mailer;
};
