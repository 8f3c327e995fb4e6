/**
 * The spec's paths as we register them. The spec spells some two ways (`/Countries` and
 * `/countries`, `Users/linkedin-callback`), and its clients send either: a request whose path
 * matches one of these whatever its case is rewritten to this spelling before routing.
 */
const SPEC_PATHS = [
  '/api/Commons/Executer',
  '/api/Users/Login',
  '/api/Users/Role',
  '/api/Users/User-SignUp',
  '/api/Users/Company-SignUp',
  '/api/Users/ResetPassword',
  '/api/Users/GoogleSignupOrLogin',
  '/api/Users/linkedin-callback',
  '/api/Users',
  '/api/Files/CreateFile',
  '/api/Files/CopyFile',
  '/api/Files/GetFilesByReferenceId',
  '/api/Countries',
  '/api/Cities',
  '/api/JobTypes',
  '/api/SalaryTypes',
  '/api/Industries',
  '/api/Genders',
  '/api/Payments/payment-success',
  '/api/Payments/CreateCustomersCompanyId',
  '/api/dashboard/main',
  '/api/alerts/allActiveAlerts',
  '/api/activeusers',
  '/api/auth/users_control',
  '/api/auth/users',
].sort((a, b) => b.length - a.length);

const LOWER = SPEC_PATHS.map((path) => [path.toLowerCase(), path] as const);

/** Fastify's `rewriteUrl`: the spec's spelling for a spec path in any case, other URLs unchanged. */
export function rewriteSpecPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const lower = path.toLowerCase();
  if (!lower.startsWith('/api/')) return url;
  for (const [lowerPath, spelling] of LOWER) {
    if (lower === lowerPath || lower.startsWith(`${lowerPath}/`))
      return spelling + url.slice(lowerPath.length);
  }
  return url;
}
