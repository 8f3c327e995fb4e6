import type pg from 'pg';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import { pathFor } from '#shared/routes.ts';

/** Sitemaps hold at most 50,000 URLs; beyond that the newest jobs win (a sitemap index would be next). */
export const SITEMAP_MAX_URLS = 50_000;
/** Every public page a visitor may land on (not the account pages: login, sign-up, reset). */
const STATIC_PATHS = (
  [
    'home',
    'jobs',
    'homeRecruiters',
    'homeCompanies',
    'homeCandidates',
    'faq',
    'about',
    'howItWorks',
    'contactUs',
    'termsOfService',
    'privacyPolicy',
  ] as const
).map((name) => pathFor(name));

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function sitemapXml(pool: pg.Pool, publicUrl: string): Promise<string> {
  const { rows } = await pool.query<{ slug: string; id: string; updatedAt: Date }>(
    `SELECT slug, public_id AS id, updated_at AS "updatedAt" FROM jobs
      WHERE status_id = ${JOB_STATUS.open} ORDER BY created_at DESC LIMIT ${SITEMAP_MAX_URLS - STATIC_PATHS.length}`,
  );
  const urls = [
    ...STATIC_PATHS.map((path) => `<url><loc>${escapeXml(publicUrl + path)}</loc></url>`),
    ...rows.map(
      (row) =>
        `<url><loc>${escapeXml(publicUrl + pathFor('jobDetail', { name: row.slug, id: row.id }))}</loc>` +
        `<lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /chrs/',
    'Disallow: /login',
    'Disallow: /dev/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
