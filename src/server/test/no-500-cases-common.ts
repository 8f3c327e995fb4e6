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
export const NEEDS_CV = 400;

export const LIST_QUERY = ['page', 'size', 'sort', 'order', 'q'] as const;
export const ID = '1';

export const profile = {
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

export const person = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.test',
  mobile: '+905320000000',
  linkedinPage: 'linkedin.com/in/ada',
};

/** The list, export and write routes of one lookup-admin page. */
export const lookupAdminCases = (
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
