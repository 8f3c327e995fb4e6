import { FILE_TYPE } from '#shared/constants/domain.ts';
import { candidates } from '#server/db/schema/candidates.ts';
import { DEMO_CANDIDATE, DEMO_CANDIDATES } from './data/demo-people.ts';
import type { JobFamily } from './data/job-roles.ts';
import { cvPdf, cvText, type CvContent } from './demo-cv.ts';
import { storeDemoFile } from './demo-files.ts';
import { slugify } from './demo-jobs.ts';
import type { DemoAccounts, DemoContext } from './seed-demo-users.ts';

export type DemoCandidateRow = {
  id: number;
  ownerUserId: number;
  /** Set for the candidate account applying itself. */
  userId: number | null;
  name: string;
  email: string;
  linkedin: string;
  family: JobFamily;
  titles: readonly string[];
  cvFileId: number;
};

const DAY = 86_400_000;

/**
 * Candidate records with a CV each: the first eight belong to recruiter@demo.local, the rest to
 * the other recruiters in turn; the last is candidate@demo.local's own record.
 */
export async function seedDemoCandidates(
  context: DemoContext,
  accounts: DemoAccounts,
): Promise<DemoCandidateRow[]> {
  const { tx, refs, now } = context;
  const people = [
    ...DEMO_CANDIDATES.map((person, index) => ({
      ...person,
      ownerUserId: (index < 8
        ? accounts.recruiters[0]
        : accounts.recruiters[1 + ((index - 8) % (accounts.recruiters.length - 1))]
      )?.id,
      userId: null,
    })),
    {
      ...DEMO_CANDIDATE,
      linkedin: DEMO_CANDIDATE.linkedin ?? '',
      mobile: DEMO_CANDIDATE.mobile ?? '',
      education: 'bachelor',
      headline: 'Frontend developer, React and TypeScript',
      family: 'engineering' as const,
      titles: ['Frontend Engineer (React)', 'Senior Full-Stack Developer', 'UI/UX Designer'],
      ownerUserId: accounts.candidate.id,
      userId: accounts.candidate.id,
    },
  ];
  const rows: DemoCandidateRow[] = [];
  for (const [index, person] of people.entries()) {
    if (person.ownerUserId === undefined) throw new Error('Demo candidate without an owner');
    const createdAt = new Date(now.getTime() - (60 - index) * DAY);
    const [row] = await tx
      .insert(candidates)
      .values({
        ownerUserId: person.ownerUserId,
        userId: person.userId,
        firstname: person.firstname,
        lastname: person.lastname,
        email: person.email,
        mobile: person.mobile,
        linkedinPage: person.linkedin,
        countryId: refs.countryId(person.iso2),
        cityId: refs.cityId(person.iso2, person.city),
        educationLevelId: refs.educationLevelId(person.education),
        notes: person.headline,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: candidates.id });
    if (!row) throw new Error('Demo candidate was not inserted');
    const name = `${person.firstname} ${person.lastname}`;
    const cv: CvContent = {
      name,
      headline: person.headline,
      contact: `${person.email}  |  ${person.mobile}  |  ${person.linkedin}`,
      sections: [
        [
          'Summary',
          [
            `${person.headline}.`,
            'Known for reliable delivery, clear communication and helping colleagues grow.',
          ],
        ],
        [
          'Experience',
          [
            '2021 - today: current role, leading day-to-day delivery for a team of six.',
            '2017 - 2021: previous role, from junior to experienced team member.',
          ],
        ],
        ['Languages', ['English (fluent)']],
      ],
    };
    const cvFileId = await storeDemoFile(tx, context.storage, {
      fileTypeId: FILE_TYPE.candidateCv,
      folder: 'cvs',
      extension: 'pdf',
      mimeType: 'application/pdf',
      originalName: `${slugify(name)}-cv.pdf`,
      content: cvPdf(cv),
      ownerUserId: person.ownerUserId,
      candidateId: row.id,
      isDefault: true,
      extractedText: cvText(cv),
    });
    rows.push({
      id: row.id,
      ownerUserId: person.ownerUserId,
      userId: person.userId,
      name,
      email: person.email,
      linkedin: person.linkedin,
      family: person.family,
      titles: person.titles,
      cvFileId,
    });
  }
  return rows;
}
