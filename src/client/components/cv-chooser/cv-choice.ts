import { CV_EXTENSIONS } from '#shared/schemas/files.ts';

/** The CV chooser's two modes (the spec's latestCV and newCV). */
export type CvChoice =
  { mode: 'latestCV'; cvId: string | null } | { mode: 'newCV'; file: File | null };

export const isCvFileName = (name: string) =>
  CV_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/** The size as the spec shows it: in KB. */
export const sizeInKb = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** True when the choice names a CV (a stored one picked, or a file attached). */
export const hasCv = (choice: CvChoice) =>
  choice.mode === 'latestCV' ? choice.cvId !== null : choice.file !== null;
