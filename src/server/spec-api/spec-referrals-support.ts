import { Readable } from 'node:stream';
import { ROLE } from '#shared/constants/roles.ts';
import { createCandidate } from '#server/test/factories/candidate.ts';
import { createCompany } from '#server/test/factories/company.ts';
import { createCvFile } from '#server/test/factories/cv-file.ts';
import { pdfWithText } from '#server/test/factories/documents.ts';
import { createJob } from '#server/test/factories/job.ts';
import { multipart } from '#server/test/multipart.ts';
import { t } from '#server/test/use-test-app.ts';
import { execute } from './test-support.ts';

// What the referrals and files contract tests share (`t` is the calling test file's own app).

export const PDF = pdfWithText(['Jane Doe', 'jane@example.test', 'Engineer']);
/** A JPEG's first bytes: a photo renamed to .pdf. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(64, 0),
]);

export type Login = Awaited<ReturnType<typeof t.loginAs>>;

/** A company with a member and an open job, and a recruiter who refers to it. */
export async function companyJobAndRecruiter() {
  const member = await t.loginAs({ roleId: ROLE.company });
  const company = await createCompany(t.db, { memberIds: [member.user.id] });
  const job = await createJob(t.db, { companyId: company.id });
  const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
  return { member, company, job, recruiter };
}

/** sqlId 14 command I as the spec's refer dialog sends it (public-side 3 and 7). */
export function referParameters(
  referrer: Login,
  jobId: string,
  values: Record<string, string | number | null> = {},
) {
  return {
    pin_candidate_id: -1,
    piv_command_type: 'I',
    pin_referrer_user_id: referrer.user.publicId,
    pin_job_opening_id: jobId,
    piv_firstname: 'Jane',
    piv_lastname: 'Doe',
    piv_linkedin_page: 'https://www.linkedin.com/in/jane-doe/',
    piv_email: 'jane.doe@example.test',
    piv_mobile: '+447912345678',
    piv_additional_info: 'Available from June, O&#39;Brien&#39;s team',
    pin_is_term1_accepted: 1,
    pin_is_term2_accepted: 1,
    pin_country_id: -1,
    pin_city_id: -1,
    piv_title: '',
    pin_gender_id: -1,
    piv_birth_date: '',
    ...values,
  };
}

export const refer = (
  caller: Login | undefined,
  jobId: string,
  values: Record<string, string | number | null> = {},
  headers: Record<string, string> = {},
) =>
  execute(t.app, 14, caller ? referParameters(caller, jobId, values) : values, {
    headers: { ...caller?.headers, ...headers },
  });

/** sqlId 14 command D, as the refer dialog removes a record after -1, -2 or a network error. */
export const takeBack = (caller: Login, candidateId: string, jobId: string) =>
  execute(
    t.app,
    14,
    {
      pin_candidate_id: candidateId,
      piv_command_type: 'D',
      pin_referrer_user_id: caller.user.publicId,
      pin_job_opening_id: jobId,
    },
    { headers: caller.headers },
  );

/** POST /api/Files/CreateFile with a candidate CV, as the spec's client uploads it. */
export function createFile(
  headers: Record<string, string> | undefined,
  referenceId: string,
  options: {
    content?: Buffer;
    filename?: string;
    url?: string;
    fields?: Record<string, string>;
  } = {},
) {
  const body = multipart([
    { name: 'FileTypeId', value: '5' },
    { name: 'ReferenceId', value: referenceId },
    { name: 'CreateUser', value: '-1' },
    { name: 'IsDefault', value: '1' },
    { name: 'Description', value: 'Candidate CV for Job #T-1' },
    { name: 'CandidateName', value: 'Jane' },
    { name: 'CandidateSurname', value: 'Doe' },
    { name: 'AppliedWorkName', value: 'Engineer' },
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
    {
      name: 'File',
      filename: options.filename ?? 'jane-cv.pdf',
      content: options.content ?? PDF,
      type: 'application/pdf',
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/Files/CreateFile',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A candidate record of `owner` with a stored CV whose bytes are really in storage. */
export async function candidateWithCv(owner: Login, values: Record<string, unknown> = {}) {
  const candidate = await createCandidate(t.db, { ownerUserId: owner.user.id, ...values });
  const cv = await createCvFile(t.db, {
    ownerUserId: owner.user.id,
    candidateId: candidate.id,
    isDefault: true,
    sizeBytes: PDF.length,
  });
  await t.storage.put(cv.storageKey, Readable.from([PDF]));
  return { candidate, cv };
}

/** The company's pipeline board of the job, as its member sees it. */
export async function boardItems(member: Login, jobId: string) {
  const board = await t.app.inject({
    url: `/api/pipeline/jobs/${jobId}/board`,
    headers: member.headers,
  });
  const body = board.json() as {
    columns: { items: { candidateName: string; cvFileId: string | null; id: string }[] }[];
  };
  return body.columns.flatMap((column) => column.items);
}
