import { errorResponseSchema } from '#shared/schemas/common.ts';
import { AppError, serverText } from '../../http/errors.ts';
import { callerOf, specUserId } from '../caller.ts';
import { specMeta, type SpecApiApp } from '../spec-api-app.ts';
import { languageOf, text } from '../texts.ts';
import { executerRequestSchema, executerResponseSchema } from './executer-schemas.ts';
import { InvalidParameter, Parameters } from './parameters.ts';
import { SQL_IDS } from './registry.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/** The spec's generic executor: `{ sqlId, parameters, userId? }` in, the spec's rows out. */
export function executerRoute({ r, ctx, call }: SpecApiApp) {
  const list = [...SQL_IDS.values()]
    .sort((a, b) => a.sqlId - b.sqlId)
    .map((handler) => `- **${handler.sqlId}**: ${handler.summary}`)
    .join('\n');
  r.post(
    '/api/Commons/Executer',
    {
      schema: {
        ...specMeta,
        summary: 'The spec’s generic executor',
        description:
          'Each sqlId is a function over the API, with its rights (docs/spec-api.md). The caller ' +
          'is the bearer token’s user; a body `userId` naming someone else is refused unless ' +
          `staff. \`parameters\` is a list of {parameter_name, parameter_value} or its JSON text.\n\n${list}`,
        body: executerRequestSchema,
        response: { 200: executerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const language = languageOf(request);
      const caller = await callerOf(ctx.db, request, specUserId(request.body.userId));
      const handler = SQL_IDS.get(request.body.sqlId);
      if (!handler)
        throw new AppError(404, 'not_found', text(language, 'errors.not_found') ?? 'Not found');
      try {
        return await handler.run({
          app: ctx.app,
          ctx,
          request,
          params: new Parameters(request.body.parameters),
          caller,
          language,
          call: (inner) => call(request, inner),
        });
      } catch (error) {
        if (error instanceof InvalidParameter)
          throw new AppError(
            400,
            'validation_failed',
            serverText('Parameter {{name}} is not valid', { name: error.parameter }),
            [{ path: error.parameter, message: 'validation.invalid' }],
          );
        throw error;
      }
    },
  );
}
