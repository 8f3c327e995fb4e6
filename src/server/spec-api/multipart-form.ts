import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';

export type FormFile = { field: string; filename: string; mimetype: string; content: Buffer };
export type Form = { fields: Record<string, string>; file: FormFile | null };

/**
 * Reads a multipart request of the spec's clients: its text fields and at most one file. The
 * multipart limits of the app bound it (one file of MAX_UPLOAD_MB, 20 fields of 64 KB), so the
 * buffered file is never larger than an upload may be; a cut-off file is a 413.
 */
export async function readForm(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart())
    throw new AppError(400, 'validation_failed', 'The request must be multipart/form-data');
  const fields: Record<string, string> = {};
  let file: FormFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      if (part.file.truncated)
        throw new AppError(413, 'payload_too_large', 'The file is larger than an upload may be');
      file = { field: part.fieldname, filename: part.filename, mimetype: part.mimetype, content };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, file };
}

type Part = { name: string; value: string } | { name: string; file: FormFile };

const quoted = (text: string) => text.replace(/["\r\n\\]/g, '_');

/** A multipart/form-data body for an inner call (see inner-call.ts). */
export function multipartBody(parts: Part[]) {
  const boundary = `----spec${crypto.randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"`;
    if ('value' in part) {
      chunks.push(Buffer.from(`${disposition}\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `${disposition}; filename="${quoted(part.file.filename)}"\r\nContent-Type: ${quoted(part.file.mimetype)}\r\n\r\n`,
        ),
        part.file.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
