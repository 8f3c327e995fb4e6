import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathFor } from '#shared/routes.ts';
import { jobDetailSchema, type JobDetail } from '#shared/schemas/jobs.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { RENDERED_PAGE_VARY, type PageRenderer } from '../../http/page-renderer.ts';
import type { PageHtml } from '../../http/route-preloads.ts';
import { getJobDetail } from './detail.ts';
import { jobPageHtml } from './job-page-html.ts';

const jobPageParams = z.object({ name: z.string().max(200), id: z.string().max(80) });

/** The job record the rendered page fetched (GET /api/jobs/{id}?lang=…), if it did. */
function renderedJob(answers: Map<string, unknown> | undefined, id: string): JobDetail | null {
  for (const [url, body] of answers ?? []) {
    if (url.startsWith(`/api/jobs/${id}?`)) return jobDetailSchema.parse(body);
  }
  return null;
}

/**
 * /job-detail/... answered with the page's title, description, Open Graph tags and JobPosting
 * JSON-LD already in the HTML (what search engines read), and the page rendered when it can be.
 */
export async function jobPageRoutes(
  app: AppContext['app'],
  { pool, config }: AppContext,
  pageHtml?: PageHtml | null,
  renderPage: PageRenderer | null = null,
) {
  if (!pageHtml) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const indexHtml = pageHtml('jobDetail');

  r.get(
    '/job-detail/:name/:id',
    { schema: { hide: true, params: jobPageParams } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      const match = /^([0-9a-f]{32})/i.exec(request.params.id);
      if (!match?.[1]) return reply.send(indexHtml);
      const id = match[1].toLowerCase();
      try {
        // HEAD gets the headers of the plain page, without a render
        const render = renderPage && request.method === 'GET';
        const rendered = render ? await renderPage(request, indexHtml) : null;
        if (render) reply.header('Vary', RENDERED_PAGE_VARY);
        // Crawlers are anonymous: the public record, and (like any visit) one view counted: the
        // rendering's own call (made even when the page was not rendered in the end), or this one.
        const job =
          renderedJob(rendered?.answers, id) ?? (await getJobDetail(pool, id, null, 'en'));
        const url = `${publicUrl}${pathFor('jobDetail', { name: job.slug, id: job.id })}`;
        return reply.send(jobPageHtml(rendered?.html ?? indexHtml, job, url, publicUrl));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404)
          return reply.code(404).send(indexHtml);
        throw error;
      }
    },
  );
}
