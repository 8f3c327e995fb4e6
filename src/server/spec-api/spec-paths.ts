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

const CONTROL = '/api/auth/users_control';
/** A `%` that does not start an escape: a password typed into the path as the spec templates it. */
const BARE_PERCENT = /%(?![0-9a-fA-F]{2})/g;

/**
 * Fastify's `rewriteUrl`: the spec's spelling for a spec path in any case, other URLs unchanged
 * but for repeated slashes (a client's base URL ending in "/"), read as one.
 */
export function rewriteSpecPath(url: string): string {
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  const rest = query === -1 ? '' : url.slice(query);
  if (path.includes('//')) path = path.replace(/\/{2,}/g, '/');
  const lower = path.toLowerCase();
  if (!lower.startsWith('/api/')) return path + rest;
  for (const [lowerPath, spelling] of LOWER) {
    if (lower === lowerPath || lower.startsWith(`${lowerPath}/`)) {
      const tail = path.slice(lowerPath.length);
      // users_control's password must reach the route, never Fastify's bad-URL answer.
      return spelling + (spelling === CONTROL ? tail.replace(BARE_PERCENT, '%25') : tail) + rest;
    }
  }
  return path + rest;
}

/**
 * The URL as logs and answers may show it: users_control's path holds a login and its password,
 * so nothing after `users_control/` is shown.
 */
export function withoutSecrets(url: string): string {
  const path = rewriteSpecPath(url);
  return path.startsWith(`${CONTROL}/`) ? `${CONTROL}/…` : url;
}
