import type { CandidateStatus } from '#shared/schemas/pipeline.ts';

/** A status name in the current language. */
export function statusName(status: CandidateStatus | undefined, language: string): string {
  if (!status) return '';
  return language.startsWith('tr') ? status.nameTr : status.nameEn;
}

export function statusById(statuses: readonly CandidateStatus[], id: number | null | undefined) {
  return statuses.find((status) => status.id === id);
}
