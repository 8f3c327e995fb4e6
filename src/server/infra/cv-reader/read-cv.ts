import fs from 'node:fs/promises';
import { inspectZip } from '../../features/files/detect-type.ts';

const READ_TIMEOUT_MS = 10_000;
const MAX_TEXT = 200_000;

/**
 * The text of a PDF (pdf.js through unpdf, eval off) or a DOCX (mammoth, after the zip's entry
 * count and uncompressed size were checked). Null for other types, unreadable files or a time-out:
 * a CV that cannot be read is still stored.
 */
export async function readCvText(file: string, kind: string): Promise<string | null> {
  try {
    const work = kind === 'pdf' ? readPdf(file) : kind === 'docx' ? readDocx(file) : null;
    if (!work) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS);
    });
    const text = await Promise.race([work, timeout]).finally(() => clearTimeout(timer));
    if (!text) return null;
    const clean = text.replace(/[^\P{Cc}\n\r\t]/gu, '').trim();
    return clean ? clean.slice(0, MAX_TEXT) : null;
  } catch {
    return null;
  }
}

async function readPdf(file: string): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const data = new Uint8Array(await fs.readFile(file));
  const pdf = await getDocumentProxy(data, {
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const { text } = await extractText(pdf, { mergePages: false });
    return text.join('\n');
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(file: string): Promise<string | null> {
  if (!(await inspectZip(file))) return null;
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ path: file });
  return value;
}
