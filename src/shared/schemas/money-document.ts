import { z } from 'zod';
import { publicIdSchema } from './files.ts';

/** `GET .../:id/pdf` of a money document (an invoice, a payout statement) by its public id. */
export const moneyDocumentParamsSchema = z.object({ id: publicIdSchema });
/** The PDF's language; the caller's own language when left out. */
export const moneyDocumentQuerySchema = z.object({ lang: z.enum(['en', 'tr']).optional() });
