import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { withoutSecrets } from '../spec-api/spec-paths.ts';

/** Where log lines go; pino's standard output when left out. */
type LogStream = { write: (line: string) => void };

/**
 * The server's logger: headers holding credentials redacted, and the URL of each request line
 * without the password the spec's users_control path carries (`withoutSecrets`), whichever
 * route, method or error answers it.
 */
export function appLoggerOptions(
  config: Pick<Config, 'logLevel'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
