import type { AppContext } from '../../app-context.ts';
import { currencyResource } from './currency-resource.ts';
import { countryResource, cityResource } from './location-resources.ts';
import { LOOKUP_DEFINITIONS } from './lookup-definitions.ts';
import { lookupResource } from './lookup-resource.ts';
import { registerAdminResource } from './resource.ts';

/** The staff lookup pages: six simple lookups, countries and cities, currencies' reward maximums, under `/api/lookup-admin`. */
export async function lookupAdminRoutes(app: AppContext['app'], { db }: AppContext) {
  for (const definition of LOOKUP_DEFINITIONS)
    registerAdminResource(app, db, lookupResource(definition));
  registerAdminResource(app, db, countryResource);
  registerAdminResource(app, db, cityResource);
  registerAdminResource(app, db, currencyResource);
}
