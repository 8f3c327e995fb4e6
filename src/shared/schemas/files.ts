import { z } from 'zod';

export const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'validation.invalid');

export const fileParamsSchema = z.object({ publicId: publicIdSchema });

/** A stored CV as the CV chooser lists it. */
export const cvFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  sizeBytes: z.number(),
  mimeType: z.string(),
  createdAt: z.string(),
  url: z.string(),
});
export type CvFile = z.infer<typeof cvFileSchema>;

export const cvListResponseSchema = z.object({ items: z.array(cvFileSchema) });
export type CvListResponse = z.infer<typeof cvListResponseSchema>;

/** What the CV reader found in an uploaded CV, to prefill the new-candidate form. */
export const cvReadResponseSchema = z.object({
  readable: z.boolean(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedinPage: z.string().nullable(),
});
export type CvReadResponse = z.infer<typeof cvReadResponseSchema>;

/** Accepted CV extensions of the chooser (the server checks the bytes, not the name). */
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
