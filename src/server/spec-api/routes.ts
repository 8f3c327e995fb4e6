import type { AppContext } from '../app-context.ts';
import { authUsersEndpoints } from './endpoints/auth-users.ts';
import { dashboardEndpoints } from './endpoints/dashboard.ts';
import { filesEndpoints } from './endpoints/files.ts';
import { lookupsEndpoints } from './endpoints/lookups.ts';
import { paymentsEndpoints } from './endpoints/payments.ts';
import { usersEndpoints } from './endpoints/users.ts';
import { executerRoute } from './executer/route.ts';
import { innerCall } from './inner-call.ts';
import { typed, type SpecApiApp } from './spec-api-app.ts';

/**
 * The spec's documented API (docs/spec-api.md): a compatibility layer over our routes, so that a
 * client written against the spec works unchanged. Paths match case-insensitively (spec-paths.ts).
 */
export async function specApiRoutes(ctx: AppContext) {
  const api: SpecApiApp = {
    r: typed(ctx.app),
    ctx,
    call: (request, call) => innerCall(ctx.app, request, call),
  };
  executerRoute(api);
  await lookupsEndpoints(api);
  await usersEndpoints(api);
  await authUsersEndpoints(api);
  await paymentsEndpoints(api);
  await dashboardEndpoints(api);
  await filesEndpoints(api);
}
