import fs from 'node:fs/promises';
import { inspectZip } from '../zip-limits.ts';
import { pdfDecodedSizeWithin } from './pdf-decoded-size.ts';
import { zipInflatedSizeWithin } from './zip-inflated-size.ts';

/** One CV to read, sent by cv-reader.ts to a worker thread. */
export type CvTask = {
  file: string;
  kind: 'pdf' | 'docx';
  /** Total bytes the file's compressed parts may decode to. */
  maxDecodedBytes: number;
  maxTextLength: number;
};

// A CV's contact details sit on its first pages; a 10,000-page PDF is not read to the end.
const MAX_PAGES = 20;

async function readPdf(data: Buffer, maxTextLength: number): Promise<string> {
  const { getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(data), {
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES); number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const text = content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('');
      pages.push(text);
      length += text.length;
      if (length > maxTextLength) break;
    }
    return pages.join('\n');
  } finally {
    await pdf.destroy();
  }
}

async function readDocx(data: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: data });
  return value;
}

/**
 * Runs in a worker thread (memory-capped, terminated on time-out): the text of a PDF or DOCX,
 * or null when its compressed parts would decode past the cap. Errors reject the task.
 */
export default async function readCvInWorker(task: CvTask): Promise<string | null> {
  const data = await fs.readFile(task.file);
  if (task.kind === 'pdf')
    return (await pdfDecodedSizeWithin(data, task.maxDecodedBytes))
      ? readPdf(data, task.maxTextLength)
      : null;
  if (!(await inspectZip(task.file))) return null;
  return (await zipInflatedSizeWithin(data, task.maxDecodedBytes)) ? readDocx(data) : null;
}
