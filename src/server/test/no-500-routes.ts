import { ACCOUNT_TYPE, JOB_STATUS } from '#shared/constants/domain.ts';

/** Who calls a route in the no-500 property test. */
export type Caller = 'anonymous' | 'candidate' | 'recruiter' | 'company' | 'admin';

/** Ids of rows the fixture created, so a valid request reaches the database. */
export type Fixture = {
  jobId: string;
  companyId: string;
  companyUserId: string;
  candidateUserId: string;
  conversationId: string;
  applicationId: string;
  candidateId: string;
  /** A seeded country and one of its cities. */
  countryId: number;
  cityId: number;
};

/**
 * One route as the property test drives it: a request that passes validation, and the parts the
 * test replaces with arbitrary values one at a time (path params, query keys, body fields).
 */
export type RouteCase = {
  family: string;
  caller: Caller;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Record<string, string>;
  query?: readonly string[];
  /** Query values the route needs to pass validation. */
  baseQuery?: Record<string, string>;
  body?: Record<string, unknown>;
  /** What the unchanged request answers when not 2xx (it then stops before the database). */
  baseStatus?: number;
};

/** Without an uploaded CV (multipart) the submission stops after its schema. */
const NEEDS_CV = 400;

const LIST_QUERY = ['page', 'size', 'sort', 'order', 'q'] as const;
const ID = '1';

const profile = {
  firstname: 'Rita',
  lastname: 'Recruiter',
  mobile: '+90 532 000 00 00',
  linkedinPage: 'https://www.linkedin.com/in/rita',
  title: 'Recruiter',
  birthDate: '1990-01-31',
  countryId: null,
  cityId: null,
  genderId: null,
  language: 'en',
  publicProfileFields: ['title'],
};

const person = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.test',
  mobile: '+905320000000',
  linkedinPage: 'linkedin.com/in/ada',
};

/** Every route family whose request schemas live in src/shared/schemas. */
export function routeCases(f: Fixture): RouteCase[] {
  const job = { jobId: f.jobId };
  const lookupAdmin = (
    segment: string,
    create: Record<string, unknown>,
    id = ID,
    baseQuery: Record<string, string> = {},
    update: Record<string, unknown> = create,
  ): RouteCase[] => [
    {
      family: 'lookup-admin',
      caller: 'admin',
      method: 'GET',
      path: `/api/lookup-admin/${segment}`,
      query: [...LIST_QUERY, 'status', 'countryId'],
      baseQuery,
    },
    {
      family: 'lookup-admin',
      caller: 'admin',
      method: 'GET',
      path: `/api/lookup-admin/${segment}/export`,
      query: ['sort', 'order', 'q', 'status', 'countryId'],
      baseQuery,
    },
    {
      family: 'lookup-admin',
      caller: 'admin',
      method: 'POST',
      path: `/api/lookup-admin/${segment}`,
      body: create,
    },
    {
      family: 'lookup-admin',
      caller: 'admin',
      method: 'PUT',
      path: `/api/lookup-admin/${segment}/:id`,
      params: { id },
      body: update,
    },
    {
      family: 'lookup-admin',
      caller: 'admin',
      method: 'POST',
      path: `/api/lookup-admin/${segment}/:id/active`,
      params: { id },
      body: { active: true },
    },
  ];
  return [
    {
      family: 'jobs',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/jobs',
      query: ['countryIds', 'keyword', 'jobType', 'workType', 'datePosted', ...LIST_QUERY, 'lang'],
    },
    {
      family: 'jobs',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/jobs/:id',
      params: { id: f.jobId },
      query: ['lang'],
    },
    {
      family: 'jobs',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/jobs/:id/similar',
      params: { id: f.jobId },
      query: ['lang'],
    },
    {
      family: 'lookups',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/lookups/countries',
      query: ['lang'],
    },
    {
      family: 'lookups',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/lookups/countries/:countryId/cities',
      params: { countryId: ID },
      query: ['lang'],
    },
    {
      family: 'lookups',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/lookups/industries',
      query: ['lang'],
    },
    { family: 'profile', caller: 'candidate', method: 'PUT', path: '/api/profile', body: profile },
    {
      family: 'profile',
      caller: 'candidate',
      method: 'GET',
      path: '/api/profile/genders',
      query: ['lang'],
    },
    {
      family: 'profile',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/profile/public/:encryptedId',
      params: { encryptedId: f.candidateUserId },
    },
    {
      family: 'profile',
      caller: 'candidate',
      method: 'POST',
      path: '/api/profile/warnings/:code/dismiss',
      params: { code: 'general_check1' },
    },
    {
      family: 'profile',
      caller: 'candidate',
      method: 'PUT',
      path: '/api/preferences/theme',
      body: { scale: 14, colorScheme: 'light', ripple: true },
    },
    {
      family: 'messages',
      caller: 'recruiter',
      method: 'POST',
      path: '/api/messages/conversations',
      body: { recipientId: f.companyUserId, jobId: f.jobId, text: 'Hello' },
    },
    {
      family: 'messages',
      caller: 'recruiter',
      method: 'POST',
      path: '/api/messages/conversations/:id/messages',
      params: { id: f.conversationId },
      body: { text: 'Hello' },
    },
    {
      family: 'messages',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/messages/conversations/:id',
      params: { id: f.conversationId },
    },
    {
      family: 'referrals',
      caller: 'recruiter',
      method: 'POST',
      path: '/api/referrals',
      body: {
        mode: 'new',
        ...job,
        ...person,
        additionalInfo: 'Strong\nfit',
        term1Accepted: true,
        term2Accepted: true,
      },
      baseStatus: NEEDS_CV,
    },
    {
      family: 'referrals',
      caller: 'candidate',
      method: 'POST',
      path: '/api/applications',
      body: { ...job, additionalInfo: null, term1Accepted: true, term2Accepted: true },
      baseStatus: NEEDS_CV,
    },
    {
      family: 'candidates',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/candidates',
      query: ['search', 'page', 'size'],
    },
    {
      family: 'candidates',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/candidates/:candidateId/cvs',
      params: { candidateId: f.candidateId },
    },
    {
      family: 'candidates',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/candidate-records',
      query: [
        ...LIST_QUERY,
        'countryId',
        'educationLevelId',
        'createdFrom',
        'createdTo',
        'owner',
        'lang',
      ],
    },
    {
      family: 'candidates',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/candidate-records/export',
      query: ['countryId', 'createdFrom', 'createdTo', 'owner', 'q'],
    },
    {
      family: 'candidates',
      caller: 'recruiter',
      method: 'POST',
      path: '/api/candidate-records',
      body: {
        ...person,
        email: 'grace@example.test',
        countryId: f.countryId,
        cityId: f.cityId,
        notes: 'Met\tonce',
      },
      baseStatus: NEEDS_CV,
    },
    {
      family: 'candidates',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/candidate-records/:id',
      params: { id: f.candidateId },
    },
    {
      family: 'pipeline',
      caller: 'company',
      method: 'GET',
      path: '/api/pipeline/jobs',
      query: ['q', 'page', 'size'],
    },
    {
      family: 'pipeline',
      caller: 'company',
      method: 'GET',
      path: '/api/pipeline/jobs/:jobId/applications',
      params: job,
      query: [...LIST_QUERY, 'statusId'],
    },
    {
      family: 'pipeline',
      caller: 'company',
      method: 'POST',
      path: '/api/pipeline/applications/:id/move',
      params: { id: f.applicationId },
      body: { statusId: 2, note: 'Moved' },
    },
    {
      family: 'pipeline',
      caller: 'company',
      method: 'POST',
      path: '/api/pipeline/applications/:id/notes',
      params: { id: f.applicationId },
      body: { note: 'A note' },
    },
    {
      family: 'pipeline',
      caller: 'company',
      method: 'GET',
      path: '/api/pipeline/application-history/:jobId',
      params: job,
      query: ['candidateId'],
    },
    {
      family: 'job-admin',
      caller: 'admin',
      method: 'GET',
      path: '/api/job-admin/companies/:companyId/people',
      params: { companyId: f.companyId },
    },
    {
      family: 'job-admin',
      caller: 'admin',
      method: 'POST',
      path: '/api/job-admin/jobs',
      body: {
        companyId: f.companyId,
        title: 'Engineer',
        industryId: 1,
        jobTypeId: 1,
        recruitmentTypeId: 1,
        remoteTypeId: 1,
        countryId: f.countryId,
        cityId: f.cityId,
        reward: 100,
        rewardCurrency: 'USD',
        descriptionHtml: '<p>Build things</p>',
        statusId: JOB_STATUS.draft,
      },
    },
    {
      family: 'user-admin',
      caller: 'admin',
      method: 'GET',
      path: '/api/admin/users',
      query: [...LIST_QUERY, 'roleId', 'state'],
    },
    {
      family: 'user-admin',
      caller: 'admin',
      method: 'GET',
      path: '/api/admin/users/export',
      query: ['sort', 'order', 'q', 'roleId', 'state'],
    },
    {
      family: 'user-admin',
      caller: 'admin',
      method: 'PUT',
      path: '/api/admin/users/:id/role',
      params: { id: f.candidateUserId },
      body: { roleId: 3 },
    },
    ...lookupAdmin('industries', { nameEn: 'Mining', nameTr: 'Madencilik' }),
    ...lookupAdmin('candidate-statuses', { nameEn: 'Call', nameTr: 'Arama', colorCode: '#22c55e' }),
    ...lookupAdmin(
      'countries',
      { iso2: 'ZZ', nameEn: 'Zed', nameTr: 'Zed', phoneCode: '+999', defaultCurrency: null },
      String(f.countryId),
      {},
      { iso2: 'ZY', nameEn: 'Zee', nameTr: 'Zi', phoneCode: '+998', defaultCurrency: 'EUR' },
    ),
    ...lookupAdmin('cities', { countryId: f.countryId, name: 'Town' }, String(f.cityId), {
      countryId: String(f.countryId),
    }),
    {
      family: 'companies',
      caller: 'admin',
      method: 'GET',
      path: '/api/companies',
      query: [...LIST_QUERY, 'lang', 'active', 'industryId', 'countryId'],
    },
    {
      family: 'companies',
      caller: 'admin',
      method: 'POST',
      path: '/api/companies',
      body: {
        name: 'Acme',
        website: 'acme.example',
        industryId: null,
        countryId: null,
        cityId: null,
        companySize: null,
        defaultCurrency: 'USD',
        description: '<p>We make things</p>',
        active: true,
      },
    },
    {
      family: 'companies',
      caller: 'company',
      method: 'PUT',
      path: '/api/company-profile',
      body: { website: '', industryId: null, description: null },
    },
    {
      family: 'companies',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/company-invitations/:token',
      params: { token: 'a'.repeat(43) },
      baseStatus: 404,
    },
    {
      family: 'billing-info',
      caller: 'recruiter',
      method: 'PUT',
      path: '/api/billing-info/personal',
      body: {
        accountType: ACCOUNT_TYPE.personal,
        country: f.countryId,
        currency: 'USD',
        accountHolderName: 'Rita Recruiter',
        iban: 'DE89370400440532013000',
        billingName: 'Rita Recruiter',
        billingEmail: 'rita@example.test',
        billingCity: f.cityId,
        billingAddress: 'Some street 12\nFloor 3',
        billingPostcode: '34000',
        billingTaxNumber: '',
        isVatRegistered: false,
      },
    },
    {
      family: 'cms',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/content',
      query: ['pagePath', 'tagGroup', 'lang'],
      baseQuery: { pagePath: '/' },
    },
    {
      family: 'cms',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/faq/groups/:groupId/items',
      params: { groupId: ID },
      query: ['lang'],
    },
    {
      family: 'cms',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/terms/:termTypeId',
      params: { termTypeId: ID },
      query: ['lang'],
    },
    {
      family: 'cms',
      caller: 'admin',
      method: 'GET',
      path: '/api/cms/content',
      query: ['pagePath', 'tagGroup', 'lang'],
    },
    {
      family: 'cms',
      caller: 'admin',
      method: 'PUT',
      path: '/api/cms/content',
      body: {
        pagePath: '/fuzz',
        tagGroup: 'fuzz',
        tag: 'header',
        language: 'en',
        htmlContent: '<p>Hi</p>',
        listContent: [{ order_id: 1, id: 1, html_header: 'H', html_body: 'B', icon_name: null }],
        filePath: null,
      },
    },
    {
      family: 'cms',
      caller: 'admin',
      method: 'POST',
      path: '/api/cms/faq/groups',
      body: { language: 'en', definition: 'General', active: true },
    },
    {
      family: 'cms',
      caller: 'admin',
      method: 'POST',
      path: '/api/cms/faq/items',
      body: { groupId: 1, question: 'Why?', answer: '<p>Because</p>', active: true },
    },
    {
      family: 'cms',
      caller: 'admin',
      method: 'PUT',
      path: '/api/cms/faq/groups-order',
      body: { ids: [1] },
      // The new order must name every group; one id is refused after the schema.
      baseStatus: 400,
    },
    {
      family: 'cms',
      caller: 'admin',
      method: 'PUT',
      path: '/api/cms/terms/:termTypeId/:lang',
      params: { termTypeId: ID, lang: 'en' },
      body: { htmlBody: '<p>Terms</p>' },
    },
    {
      family: 'cms',
      caller: 'admin',
      method: 'POST',
      path: '/api/cms/contact-subjects',
      body: { nameEn: 'Sales', nameTr: 'Satış', sortOrder: 1, active: true },
    },
    {
      family: 'contact',
      caller: 'anonymous',
      method: 'POST',
      path: '/api/contact',
      body: {
        ...person,
        phone: '+905320000000',
        countryId: f.countryId,
        cityId: f.cityId,
        company: 'Acme',
        companySize: '1-10',
        subjectId: 1,
        message: 'Hello\nthere',
      },
      // No solved bot check: refused after the schema.
      baseStatus: 400,
    },
    {
      family: 'points',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/points/history',
      query: ['page', 'size', 'kind', 'from', 'to'],
    },
    {
      family: 'notifications',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/notifications',
      query: ['limit', 'unreadOnly'],
    },
    {
      family: 'notifications',
      caller: 'recruiter',
      method: 'POST',
      path: '/api/notifications/:id/read',
      params: { id: 'f'.repeat(32) },
      baseStatus: 404,
    },
    {
      family: 'dashboard',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/dashboard',
      query: ['lang'],
    },
    {
      family: 'dashboard',
      caller: 'company',
      method: 'GET',
      path: '/api/dashboard',
      query: ['lang'],
    },
    {
      family: 'bot-check',
      caller: 'anonymous',
      method: 'GET',
      path: '/api/bot-check/challenge',
      query: ['action'],
      baseQuery: { action: 'login' },
    },
    {
      family: 'files',
      caller: 'recruiter',
      method: 'GET',
      path: '/api/files/:publicId',
      params: { publicId: 'f'.repeat(32) },
      baseStatus: 404,
    },
  ];
}
