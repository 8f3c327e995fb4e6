import { z } from 'zod';
import { lineText } from '#shared/schemas/fields.ts';
import { parametersSchema } from './parameters.ts';

export const executerRequestSchema = z.object({
  sqlId: z
    .union([z.number().int().min(0).max(9999), z.string().regex(/^\d{1,4}$/)])
    .transform(Number),
  parameters: parametersSchema,
  /** The spec's clients send their own id, or -1 when anonymous. */
  userId: z.union([z.number().int(), lineText().max(64), z.null()]).optional(),
});

const specValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const executerResponseSchema = z.array(z.record(z.string(), specValue));
