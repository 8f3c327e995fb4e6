import { fileTypeFromFile } from 'file-type';
import { inspectZip } from '../../infra/zip-limits.ts';

/** What an uploaded file really is, from its bytes (never from its name or declared type). */
export type DetectedType = {
  kind: 'pdf' | 'doc' | 'docx' | 'png' | 'jpeg' | 'webp';
  mime: string;
  extension: string;
};

export const CV_TYPES = ['pdf', 'doc', 'docx'] as const;
export const IMAGE_TYPES = ['png', 'jpeg', 'webp'] as const;

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The kinds we accept, keyed by file-type's extension. `cfb` is the OLE container of Word 97-2003
 * (file-type cannot tell .doc from .xls inside it; the CV reader finds no text in the others).
 */
const ACCEPTED: Record<string, DetectedType> = {
  pdf: { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' },
  cfb: { kind: 'doc', mime: 'application/msword', extension: 'doc' },
  docx: { kind: 'docx', mime: DOCX_MIME, extension: 'docx' },
  png: { kind: 'png', mime: 'image/png', extension: 'png' },
  jpg: { kind: 'jpeg', mime: 'image/jpeg', extension: 'jpg' },
  webp: { kind: 'webp', mime: 'image/webp', extension: 'webp' },
};

/** The kind a stored file's MIME type (as detected at upload) stands for, if accepted. */
export const kindOfMime = (mime: string): DetectedType['kind'] | undefined =>
  Object.values(ACCEPTED).find((type) => type.mime === mime)?.kind;

/**
 * The type of a stored temporary file by content. A DOCX must be a sane zip (ZIP_LIMITS) holding
 * word/document.xml; file-type calls a zip without [Content_Types].xml a plain zip, which Word
 * and mammoth still open, so a zip goes through the same rule.
 */
export async function detectType(file: string): Promise<DetectedType | null> {
  const found = await fileTypeFromFile(file);
  if (!found) return null;
  if (found.ext !== 'docx' && found.ext !== 'zip')
    return Object.hasOwn(ACCEPTED, found.ext) ? ACCEPTED[found.ext]! : null;
  const zip = await inspectZip(file);
  return zip?.entries.includes('word/document.xml') ? ACCEPTED.docx! : null;
}
