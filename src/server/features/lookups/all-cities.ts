import { allCitiesResponseSchema } from '#shared/schemas/lookups.ts';
import type { Queryable } from '../../db/client.ts';
import { etagOf } from './etag.ts';
import { listAllCities } from './queries.ts';

/**
 * Every active city as JSON, in the two shapes that send it, each with its ETag: about 7 MB that
 * anyone may ask for, so it is checked, serialised and hashed once per load of the list (a
 * minute, `listAllCities`), not on each request or revalidation.
 */
export type AllCitiesAnswer = {
  /** `{"items":[…]}`: GET /api/lookups/cities. */
  json: string;
  etag: string;
  /** `[…]`: the spec's GET /api/Cities/. */
  listJson: string;
  listEtag: string;
};

const answers = new WeakMap<object, AllCitiesAnswer>();

export async function allCitiesAnswer(db: Queryable, now = Date.now()): Promise<AllCitiesAnswer> {
  const items = await listAllCities(db, now);
  let answer = answers.get(items);
  if (!answer) {
    const checked = allCitiesResponseSchema.parse({ items });
    const listJson = JSON.stringify(checked.items);
    const json = `{"items":${listJson}}`;
    answer = { json, etag: etagOf(json), listJson, listEtag: etagOf(listJson) };
    answers.set(items, answer);
  }
  return answer;
}
