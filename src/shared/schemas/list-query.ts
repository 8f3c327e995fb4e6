import { z } from 'zod';
import { lineText } from './fields.ts';

/** The most rows one CSV export carries; the list's filters narrow it further. */
export const CSV_EXPORT_LIMIT = 100_000;

/**
 * The query every back-office list takes: server-side paging, sorting on a named column, a free
 * text filter. Feature schemas extend it with their own filters.
 */
export function listQuerySchema<const Sorts extends readonly [string, ...string[]]>(
  sorts: Sorts,
  defaultSort: Sorts[number],
  defaultOrder: 'asc' | 'desc' = 'asc',
) {
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(10),
    sort: z.enum(sorts).default(defaultSort as never),
    order: z.enum(['asc', 'desc']).default(defaultOrder),
    q: lineText().max(100, 'validation.tooLong').optional(),
  });
}

/**
 * One page of a list with the total across all pages; `totalIsEstimate` when the list is so large
 * that the total is PostgreSQL's estimate (shown as "about …"), not a count.
 */
export function pagedResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    totalIsEstimate: z.boolean().optional(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  });
}

/** CSV routes answer text; the schema documents it in the OpenAPI description. */
export const csvResponseSchema = z.string().describe('text/csv; charset=utf-8, header row first');
