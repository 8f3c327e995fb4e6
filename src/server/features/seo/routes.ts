import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * What search engines read: /robots.txt and /sitemap.xml of open jobs (the job pages themselves,
 * with their structured data, are the jobs feature's: `jobs/job-page.ts`).
 */
export async function seoRoutes(app: AppContext['app'], { pool, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicUrl = config.publicUrl.replace(/\/+$/, '');

  r.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl)),
  );

  r.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=900')
      .send(await sitemapXml(pool, publicUrl)),
  );
}
