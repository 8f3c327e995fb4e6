import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** PDF routes answer bytes; the schema documents it in the OpenAPI description. */
export const pdfResponseSchema = z.string().describe('application/pdf, sent as an attachment');

/** Sends a PDF as a download named after the document's number (INV-2026-000001.pdf). */
export function sendPdf(reply: FastifyReply, documentNumber: string, pdf: Buffer) {
  const fileName = `${documentNumber.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      // A Buffer is sent as it is: Fastify serialises only objects and strings.
      .send(pdf)
  );
}
