import type { CandidateListResponse, CandidateSummary } from '#shared/schemas/candidates.ts';
import type { CvListResponse } from '#shared/schemas/files.ts';
import { notFoundError, okBody, requireCaller } from '../answers.ts';
import type { SpecRow, SqlIdHandler } from '../sql-id.ts';
import { candidateNotFound, publicIdParameter, unsanitized } from './referral-texts.ts';

const contains = (value: string | null, part: string | undefined) =>
  part === undefined || (value ?? '').toLowerCase().includes(part.toLowerCase());

/**
 * sqlId 53 (public-side 7): the CVs of one of the caller's candidate records
 * (pin_cand_cand_id), else the caller's own CVs; pin_cand_user_id may only name the caller.
 */
export const candidateCvsSqlId: SqlIdHandler = {
  sqlId: 53,
  summary:
    'CVs of one of the caller’s candidate records (pin_cand_cand_id) or the caller’s own ' +
    '(pin_cand_user_id = the caller), the latest first; piv_search_text filters by file name',
  async run(context) {
    const { publicId } = requireCaller(context);
    const { params, language } = context;
    const candidateId = publicIdParameter(params, 'pin_cand_cand_id');
    const userId = params.text('pin_cand_user_id');
    if (userId !== undefined && userId !== publicId) throw notFoundError(language);
    const response = await context.call({
      url: candidateId
        ? `/api/referrals/candidates/${candidateId}/cvs`
        : '/api/referrals/candidates/mine/cvs',
    });
    if (response.statusCode === 404) throw candidateNotFound(language);
    const search = unsanitized(params.text('piv_search_text'));
    return okBody<CvListResponse>(response, language)
      .items.filter((cv) => contains(cv.name, search))
      .map((cv, index): SpecRow => ({
        id: cv.id,
        name: cv.name,
        path: cv.url,
        user_id: candidateId ? null : publicId,
        candidate_id: candidateId ?? null,
        is_default: index === 0,
        mime_type: cv.mimeType,
        size_bytes: cv.sizeBytes,
        create_date: cv.createdAt,
      }));
  },
};

/** At most this many records are read for one search (10 pages of the largest page size). */
const SEARCH_PAGES = 10;
const PAGE_SIZE = 50;

/** The spec's filters beside the search text; each narrows by a case-insensitive part. */
const FIELD_FILTERS: [string, (candidate: CandidateSummary) => string | null][] = [
  ['piv_firstname', (c) => c.firstname],
  ['piv_lastname', (c) => c.lastname],
  ['piv_email', (c) => c.email],
  ['piv_mobile', (c) => c.mobile],
  ['piv_linkedin_page', (c) => c.linkedinPage],
  ['piv_country_name', (c) => c.countryName],
  ['piv_city_name', (c) => c.cityName],
];

/**
 * sqlId 70 (public-side 7): the caller's own candidate records that may be referred (not
 * archived, not their own applicant record), as the refer dialog's "existing candidate" list.
 */
export const referableCandidatesSqlId: SqlIdHandler = {
  sqlId: 70,
  summary:
    'The caller’s own candidate records matching piv_search_text and the piv_ field filters ' +
    '(firstname, lastname, email, mobile, linkedin_page, country_name, city_name)',
  async run(context) {
    const { publicId } = requireCaller(context);
    const { params, language } = context;
    const search = unsanitized(params.text('piv_search_text'));
    const items: CandidateSummary[] = [];
    for (let page = 1; page <= SEARCH_PAGES; page++) {
      const query = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE) });
      if (search) query.set('search', search);
      const response = await context.call({ url: `/api/referrals/candidates?${query}` });
      const body = okBody<CandidateListResponse>(response, language);
      items.push(...body.items);
      if (body.items.length < PAGE_SIZE || items.length >= body.total) break;
    }
    const filters = FIELD_FILTERS.map(
      ([name, field]) => [unsanitized(params.text(name)), field] as const,
    );
    return items
      .filter((candidate) => filters.every(([part, field]) => contains(field(candidate), part)))
      .map((candidate): SpecRow => ({
        id: candidate.id,
        cv_candidate_id: candidate.id,
        candidate_id: candidate.id,
        user_id: publicId,
        firstname: candidate.firstname,
        lastname: candidate.lastname,
        email: candidate.email,
        mobile: candidate.mobile,
        linkedin_page: candidate.linkedinPage,
        country_name: candidate.countryName,
        city_name: candidate.cityName,
        cv_count: candidate.cvCount,
      }));
  },
};
