import { z } from 'zod';
import type { CvFile } from '#shared/schemas/files.ts';

/** CreateFile and CopyFile: the spec shows no answer; this one says what became of the file. */
export const fileAnswerSchema = z.object({
  /** 0 stored; -1 the person was already referred to the job (the draft is gone). */
  status: z.number().int(),
  message: z.string(),
  /** The stored file (the spec's CV: id, name, path). */
  id: z.string().nullable(),
  name: z.string().nullable(),
  path: z.string().nullable(),
  reference_id: z.string(),
  /** The candidate record that holds the CV now. */
  candidate_id: z.string().nullable(),
  /** The referral the CV completed, when it completed one. */
  referral_id: z.string().nullable(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

export const fileRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  path: z.string(),
  file_type_id: z.number().int(),
  reference_id: z.string(),
  is_default: z.boolean(),
  mime_type: z.string(),
  size_bytes: z.number(),
  create_date: z.string(),
});
export const fileRowsSchema = z.array(fileRowSchema);
export type FileRow = z.infer<typeof fileRowSchema>;

export function fileAnswer(
  status: number,
  message: string,
  referenceId: string,
  cv: CvFile | undefined,
  ids: { candidateId?: string | null; referralId?: string | null } = {},
): FileAnswer {
  return {
    status,
    message,
    id: cv?.id ?? null,
    name: cv?.name ?? null,
    path: cv?.url ?? null,
    reference_id: referenceId,
    candidate_id: ids.candidateId ?? null,
    referral_id: ids.referralId ?? null,
  };
}
