import type { AppContext } from '../../app-context.ts';
import { cmsAdminRoutes } from './admin-routes.ts';
import { cmsPublicRoutes } from './public-routes.ts';

export async function cmsRoutes(app: AppContext['app'], ctx: AppContext) {
  await cmsPublicRoutes(app, ctx);
  await cmsAdminRoutes(app, ctx);
}
