import type { DatePostedCode, JobTypeCode, WorkTypeCode } from '#shared/schemas/jobs.ts';
import { readCache, removeCache, writeCache } from '#client/lib/local-cache.ts';

/** The spec's locally saved search: countries, keyword and the jobs page's filters. */
export type SavedSearch = {
  countryIds: number[];
  keyword: string;
  jobType?: JobTypeCode;
  workType?: WorkTypeCode;
  datePosted?: DatePostedCode;
};

const KEY = 'jobs.search';

export function readSavedSearch(): SavedSearch | null {
  const value = readCache(KEY);
  if (!value || typeof value !== 'object') return null;
  const saved = value as Partial<SavedSearch>;
  if (!Array.isArray(saved.countryIds) || typeof saved.keyword !== 'string') return null;
  return {
    countryIds: saved.countryIds.filter((id): id is number => Number.isInteger(id)),
    keyword: saved.keyword,
    jobType: saved.jobType,
    workType: saved.workType,
    datePosted: saved.datePosted,
  };
}

export function saveSearch(search: SavedSearch): void {
  writeCache(KEY, search);
}

export function clearSavedSearch(): void {
  removeCache(KEY);
}
