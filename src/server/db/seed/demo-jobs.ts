import { REMOTE_TYPE } from '#shared/constants/domain.ts';
import type { FamilyText } from './data/job-text-types.ts';
import { BUSINESS_TEXT } from './data/job-text-business.ts';
import { INDUSTRY_TEXT } from './data/job-text-industry.ts';
import { TECH_TEXT } from './data/job-text-tech.ts';
import type { JobFamily, JobRole } from './data/job-roles.ts';
import type { Random } from './random.ts';
import { toSearchName } from './search-name.ts';

const FAMILY_TEXT: Record<JobFamily, FamilyText> = {
  ...TECH_TEXT,
  ...BUSINESS_TEXT,
  ...INDUSTRY_TEXT,
};

const BENEFITS = [
  'A competitive salary, reviewed every year',
  'Private health insurance for you and your family',
  '25 days of paid holiday plus public holidays',
  'A personal learning budget and time for conferences',
  'Flexible working hours',
  'Company pension contributions',
  'Meal allowance or a subsidised canteen',
  'The equipment of your choice',
  'Enhanced parental leave',
  'Team events and an annual company retreat',
  'Public transport or cycle-to-work support',
  'An employee assistance programme for mental health',
];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

type Place = { company: string; city: string };

function fill(template: string, role: JobRole, place: Place): string {
  const skills = role.skills ?? ['the tools of the trade'];
  return template
    .replaceAll('{company}', place.company)
    .replaceAll('{title}', role.title)
    .replaceAll('{city}', place.city)
    .replaceAll('{skills}', listOf(skills))
    .replaceAll('{skill}', skills[0] ?? '');
}

const REMOTE_NOTE: Record<number, string> = {
  [REMOTE_TYPE.onsite]: 'This role is based at our {city} site.',
  [REMOTE_TYPE.hybrid]:
    'This is a hybrid role: you will spend two to three days a week in our {city} office.',
  [REMOTE_TYPE.remote]:
    'This role is fully remote, with occasional trips to {city} to meet the team.',
};

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const bullets = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
const heading = (text: string) => `<p><strong>${escapeHtml(text)}</strong></p>`;

/** Description and qualifications of one job, put together from its family's sentences. */
export function composeJobText(role: JobRole, place: Place, remoteTypeId: number, random: Random) {
  const text = FAMILY_TEXT[role.family];
  const put = (template: string) => fill(template, role, place);
  // Keep the chosen sentences in their written order, which runs from the core of the job outwards.
  const some = (items: readonly string[], count: number) =>
    random
      .sample(
        items.map((item, index) => [item, index] as const),
        count,
      )
      .sort((a, b) => a[1] - b[1])
      .map(([item]) => put(item));
  const duties = some(text.duties, random.int(4, Math.min(6, text.duties.length)));
  const requirements = some(text.requirements, random.int(4, text.requirements.length));
  if (role.internship)
    requirements.unshift('Currently studying towards a degree, or graduated within the last year.');
  const descriptionHtml = [
    paragraph(put(random.pick(text.intro))),
    heading('What you will do'),
    bullets(duties),
    heading('What we offer'),
    bullets(random.sample(BENEFITS, random.int(3, 5))),
    paragraph(put(REMOTE_NOTE[remoteTypeId] ?? '')),
  ].join('\n');
  const qualificationHtml = [
    bullets(requirements),
    heading('Nice to have'),
    bullets(some(text.niceToHave, 2)),
  ].join('\n');
  return { descriptionHtml, qualificationHtml };
}

/** ASCII kebab case, for readable job URLs: 'Başkent Yapı Site Engineer' gives 'baskent-yapi-site-engineer'. */
export function slugify(text: string, maxLength = 160): string {
  return toSearchName(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

export function referenceCode(companyCode: string, year: number, sequence: number): string {
  return `${companyCode}-${year}-${String(sequence).padStart(4, '0')}`;
}
