import { and, eq, isNull } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '#shared/schemas/common.ts';
import { fileParamsSchema } from '#shared/schemas/files.ts';
import type { AppContext } from '../../app-context.ts';
import { files } from '../../db/schema/index.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { optionalAuth } from '../../platform/auth/guards.ts';
import { canReadFile, isPublicFile } from './access.ts';

export async function filesRoutes(app: AppContext['app'], ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/files/:publicId',
    {
      schema: {
        tags: ['files'],
        params: fileParamsSchema,
        response: { 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const auth = await optionalAuth(request);
      const [file] = await ctx.db
        .select()
        .from(files)
        .where(and(eq(files.publicId, request.params.publicId), isNull(files.deletedAt)));
      if (!file) throw notFound();
      if (!(await canReadFile(ctx.db, file, auth))) {
        // Anonymous callers are told to log in; others learn nothing about the file's existence.
        if (!auth) throw unauthorized();
        throw notFound();
      }
      // A row whose bytes are gone (removed by hand, or a store restored without them) is not found.
      const stream = await ctx.storage.read(file.storageKey).catch((error: unknown) => {
        if ((error as { code?: string }).code === 'ENOENT') throw notFound();
        throw error;
      });
      const encoded = encodeURIComponent(file.originalName);
      return (
        reply
          .header('content-type', file.mimeType)
          .header('content-disposition', `inline; filename*=UTF-8''${encoded}`)
          .header('x-content-type-options', 'nosniff')
          .header(
            'cache-control',
            isPublicFile(file) ? 'public, max-age=86400, immutable' : 'private, no-store',
          )
          .header('etag', `"${file.sha256}"`)
          // A stream is sent as is (no serialisation); the typed reply only knows the error shapes.
          .send(stream as never)
      );
    },
  );
}
