// The requests the back-office lists bench makes: for each list its first page, a typical text
// filter, an equality filter, a sort on another column and page 1,000, as the list screens send
// them (AdminList: 10 rows a page, the sort and order always, `lang` where the list has names).

/**
 * Who asks: staff for the back office, the bench recruiter for their own points history and
 * pages, the bench candidate for theirs.
 */
export type Caller = 'staff' | 'recruiter' | 'candidate';

export type ListCase = { list: string; label: string; path: string; caller: Caller };

export type CaseContext = {
  boardJobPublicId: string;
  /** A country the seeded people and companies live in (Türkiye). */
  countryId: number;
};

type ListSpec = {
  list: string;
  base: string;
  caller?: Caller;
  /** Sent with every request of the list, as the screen does. */
  always: string;
  text?: string;
  equality: string;
  sorted?: string;
};

const specs = (context: CaseContext): ListSpec[] => [
  {
    list: 'companies',
    base: '/api/companies',
    always: 'lang=en&sort=name&order=asc',
    text: 'q=Horizon',
    equality: `countryId=${context.countryId}`,
    sorted: 'sort=createdAt&order=desc',
  },
  {
    list: 'users',
    base: '/api/admin/users',
    always: 'sort=createdAt&order=desc',
    text: 'q=Elif%20Kaya',
    equality: 'roleId=2',
    sorted: 'sort=name&order=asc',
  },
  {
    list: 'candidates',
    base: '/api/candidates',
    always: 'lang=en&sort=createdAt&order=desc',
    text: 'q=Elif%20Kaya',
    equality: `countryId=${context.countryId}`,
    sorted: 'sort=name&order=asc',
  },
  {
    list: 'applications (job board table)',
    base: `/api/pipeline/jobs/${context.boardJobPublicId}/applications`,
    always: 'sort=updatedAt&order=desc',
    text: 'q=Kaya',
    equality: 'statusId=3',
    sorted: 'sort=candidateName&order=asc',
  },
  {
    list: 'points history (recruiter)',
    base: '/api/points/history',
    caller: 'recruiter',
    always: '',
    equality: 'kind=reward',
  },
  {
    list: 'billing history',
    base: '/api/billing-history',
    always: 'sort=issuedAt&order=desc',
    text: 'q=Data%20Analyst',
    equality: 'status=unpaid',
    sorted: 'sort=total&order=desc',
  },
  {
    list: 'recruiter billing history',
    base: '/api/recruiter-billing-history',
    always: 'sort=createdAt&order=desc',
    text: 'recruiter=Elif%20Kaya',
    equality: 'status=paid',
    sorted: 'sort=net&order=desc',
  },
  {
    list: 'recruiter payments (payable)',
    base: '/api/recruiter-payments',
    always: 'sort=balance&order=desc',
    text: 'q=Kaya',
    equality: 'currency=EUR',
    sorted: 'sort=name&order=asc',
  },
  {
    list: 'blocked amounts',
    base: '/api/blocked-amounts',
    always: 'sort=guaranteeEndsAt&order=asc',
    text: 'company=Horizon',
    equality: 'state=owed',
    sorted: 'sort=amount&order=desc',
  },
  {
    list: 'payment entries',
    base: '/api/payment-entry',
    always: 'sort=createdAt&order=desc',
    text: 'q=AB-REF-12',
    equality: 'currency=EUR',
    sorted: 'sort=amount&order=desc',
  },
  {
    list: 'mail outbox',
    base: '/api/mail-outbox',
    always: 'sort=createdAt&order=desc',
    text: 'q=ab123',
    equality: 'status=failed',
    sorted: 'sort=to&order=asc',
  },
  {
    list: 'jobs (job admin)',
    base: '/api/job-admin/jobs',
    always: 'sort=createdAt&order=desc',
    text: 'q=Data%20Analyst',
    equality: 'statusId=1',
    sorted: 'sort=title&order=asc',
  },
];

/** A query string of parts, the later ones replacing the earlier ones' keys. */
function query(...parts: string[]) {
  const params = new URLSearchParams();
  for (const part of parts)
    for (const [key, value] of new URLSearchParams(part)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function listCases(context: CaseContext): ListCase[] {
  return specs(context).flatMap((spec) => {
    const caller = spec.caller ?? 'staff';
    const at = (label: string, ...parts: string[]): ListCase => ({
      list: spec.list,
      label,
      caller,
      path: `${spec.base}${query(spec.always, 'page=1&size=10', ...parts)}`,
    });
    return [
      at('first page'),
      ...(spec.text ? [at(`text filter (${decodeURIComponent(spec.text)})`, spec.text)] : []),
      at(`equality filter (${spec.equality})`, spec.equality),
      ...(spec.sorted ? [at(`sorted (${spec.sorted})`, spec.sorted)] : []),
      at('page 1,000', 'page=1000'),
    ];
  });
}

/**
 * What every page of a recruiter and a candidate with a long history reads, their own pages, and
 * the staff's dashboard over the whole database.
 */
export const BUSY_READS = 'logged-in reads (long histories)';

export function busyUserCases(): ListCase[] {
  const cases: [Caller, string, string][] = [
    ['recruiter', 'recruiter: dashboard', '/api/dashboard?lang=en'],
    ['recruiter', 'recruiter: points balance (the badge)', '/api/points/balance'],
    ['recruiter', 'recruiter: reward summary (points page)', '/api/points/summary'],
    ['recruiter', 'recruiter: bell', '/api/notifications?limit=10'],
    ['recruiter', 'recruiter: bell, unread only', '/api/notifications?limit=10&unreadOnly=true'],
    ['candidate', 'candidate: dashboard', '/api/dashboard?lang=en'],
    ['candidate', 'candidate: My Applications', '/api/my-applications'],
    ['staff', 'staff: dashboard', '/api/dashboard?lang=en'],
  ];
  return cases.map(([caller, label, path]) => ({ list: BUSY_READS, label, path, caller }));
}
