import {
  createCvReader,
  CV_READER_DEFAULTS,
  type CvReader,
  type CvReaderOptions,
} from './cv-reader.ts';

let options: CvReaderOptions = CV_READER_DEFAULTS;
let shared: CvReader | null = null;

/**
 * Sets the limits of the process's CV reader (app.ts, from the configuration). The pool is one
 * per process, like the CPU it guards; a change closes the old pool (its reads end unread).
 */
export function configureCvReader(next: Partial<CvReaderOptions>) {
  const merged = { ...CV_READER_DEFAULTS, ...next };
  const keys = Object.keys(merged) as (keyof CvReaderOptions)[];
  if (keys.every((key) => merged[key] === options[key])) return;
  void closeCvReader();
  options = merged;
}

/** Ends the worker threads; the next read starts new ones. */
export async function closeCvReader() {
  const current = shared;
  shared = null;
  await current?.close();
}

/** The live worker threads of the process's CV reader (tests). */
export const cvReaderThreads = () => shared?.threads() ?? [];

/**
 * The text of a PDF (pdf.js through unpdf, eval off) or a DOCX (mammoth), read in a worker
 * thread with the limits of cv-reader.ts. Null for other types, unreadable files, files over a
 * limit or a time-out: a CV that cannot be read is still stored. Throws 503 `cv_reader_busy`
 * when every worker is busy and the queue is full, or the caller has their share of reads under
 * way (`maxPerCaller`).
 */
export async function readCvText(
  file: string,
  kind: string,
  caller: { userId: number },
): Promise<string | null> {
  if (kind !== 'pdf' && kind !== 'docx') return null;
  shared ??= createCvReader(options);
  const text = await shared.read(file, kind, `user:${caller.userId}`);
  if (!text) return null;
  const clean = text.replace(/[^\P{Cc}\n\r\t]/gu, '').trim();
  return clean ? clean.slice(0, options.maxTextLength) : null;
}
