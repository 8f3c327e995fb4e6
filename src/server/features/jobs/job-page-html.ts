import { LIMITS } from '#shared/constants/domain.ts';
import { minorToMajor } from '#shared/format/money.ts';
import { stripTags, truncate } from '#shared/format/text.ts';
import type { JobDetail } from '#shared/schemas/jobs.ts';
import { scriptJson } from '../../http/script-json.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// The page is rendered in the visitor's language: the lookups' names in English and Turkish.
const EMPLOYMENT_TYPES: Record<string, string> = {
  'Full-time': 'FULL_TIME',
  'Tam zamanlı': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  'Yarı zamanlı': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Sözleşmeli: 'CONTRACTOR',
  Internship: 'INTERN',
  Staj: 'INTERN',
  Temporary: 'TEMPORARY',
  Geçici: 'TEMPORARY',
};
const SALARY_UNITS: Record<string, string> = {
  Hourly: 'HOUR',
  Saatlik: 'HOUR',
  Daily: 'DAY',
  Günlük: 'DAY',
  Monthly: 'MONTH',
  Aylık: 'MONTH',
  Yearly: 'YEAR',
  Yıllık: 'YEAR',
};
const REMOTE_NAMES = new Set(['Remote', 'Uzaktan']);

/**
 * An open job stays listed while it is open, so its posting is valid for a rolling 30 days from
 * each rendering: a closed job's page no longer carries the posting at all.
 */
export const POSTING_VALIDITY_DAYS = 30;
export const SITE_NAME = 'Referral Marketplace';

/** schema.org JobPosting, the structured data search engines read for job listings. */
export function jobPostingJsonLd(
  job: JobDetail,
  url: string,
  publicUrl: string,
  now: Date = new Date(),
) {
  const salary = job.salary;
  const remote = job.remoteTypeName !== null && REMOTE_NAMES.has(job.remoteTypeName);
  const validThrough = new Date(now.getTime() + POSTING_VALIDITY_DAYS * 86_400_000);
  const currency = salary.currency ?? 'USD';
  const hasSalary = salary.minMinor !== null || salary.maxMinor !== null;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml || job.title,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.referenceCode },
    datePosted: job.createdAt,
    validThrough: validThrough.toISOString(),
    // People apply on this site, on the job's own page (the Apply button), not elsewhere.
    directApply: true,
    url,
    employmentType: (job.jobTypeName && EMPLOYMENT_TYPES[job.jobTypeName]) || undefined,
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      sameAs: job.companyWebsite ?? undefined,
      logo: job.companyLogoUrl ? `${publicUrl}${job.companyLogoUrl}` : undefined,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.cityName ?? undefined,
        addressCountry: job.countryIso2 ?? undefined,
      },
    },
    jobLocationType: remote ? 'TELECOMMUTE' : undefined,
    // A remote job says where its applicants may live: the job's country.
    applicantLocationRequirements:
      remote && job.countryName
        ? { '@type': 'Country', name: job.countryIso2 ?? job.countryName }
        : undefined,
    industry: job.industryName ?? undefined,
    baseSalary: hasSalary
      ? {
          '@type': 'MonetaryAmount',
          currency,
          value: {
            '@type': 'QuantitativeValue',
            minValue:
              salary.minMinor === null ? undefined : minorToMajor(salary.minMinor, currency),
            maxValue:
              salary.maxMinor === null ? undefined : minorToMajor(salary.maxMinor, currency),
            unitText: (salary.typeName && SALARY_UNITS[salary.typeName]) || undefined,
          },
        }
      : undefined,
  };
}

/** The client's index.html with the job's title, description, Open Graph tags, canonical link and JSON-LD. */
export function jobPageHtml(indexHtml: string, job: JobDetail, url: string, publicUrl: string) {
  const place = [job.cityName, job.countryName].filter(Boolean).join(', ');
  const title = `${job.title} · ${job.companyName}`;
  const description = truncate(
    [place, stripTags(job.descriptionHtml)].filter(Boolean).join(' · '),
    LIMITS.cardDescription,
  );
  const image = job.companyLogoUrl
    ? `${publicUrl}${job.companyLogoUrl}`
    : `${publicUrl}/img/placeholder.png`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<script type="application/ld+json">${scriptJson(jobPostingJsonLd(job, url, publicUrl))}</script>`,
  ].join('\n    ');
  // Replacements by function: `$'` and the like in a job's text are not patterns here.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
