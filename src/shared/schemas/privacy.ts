import { z } from 'zod';
import { dateSchema, idParamSchema, lineText, multiLineText } from './fields.ts';
import { listQuerySchema, pagedResponseSchema } from './list-query.ts';

/** A data request is answered within 30 days of its receipt (KVKK art. 13, GDPR art. 12(3)). */
export const DATA_REQUEST_DUE_DAYS = 30;
/** Candidate records without activity this long are quarantined (staff may change it). */
export const DEFAULT_RETENTION_MONTHS = 24;
/** A quarantined record is deleted this many days later unless it became active or held. */
export const QUARANTINE_DAYS = 30;
/** The destruction log keeps its rows this long. */
export const DESTRUCTION_LOG_YEARS = 3;

export const DATA_REQUEST_KINDS = ['access', 'erasure', 'correction', 'objection'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
export const DATA_REQUEST_STATUSES = ['open', 'done'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const DATA_REQUEST_SORTS = ['receivedOn', 'dueOn', 'name', 'kind', 'status'] as const;

export const dataRequestQuerySchema = listQuerySchema(DATA_REQUEST_SORTS, 'dueOn', 'asc').extend({
  status: z.enum(DATA_REQUEST_STATUSES).optional(),
  kind: z.enum(DATA_REQUEST_KINDS).optional(),
});
export type DataRequestQuery = z.output<typeof dataRequestQuerySchema>;

export const dataRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  receivedOn: z.string(),
  dueOn: z.string(),
  /** Days until the due date (negative when overdue); null once done. */
  daysLeft: z.number().int().nullable(),
  status: z.enum(DATA_REQUEST_STATUSES),
  notes: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;
export const dataRequestPageSchema = pagedResponseSchema(dataRequestSchema);

export const dataRequestInputSchema = z.object({
  name: lineText().min(1, 'validation.required').max(200, 'validation.tooLong'),
  email: lineText().max(254, 'validation.tooLong').pipe(z.email('validation.email')),
  kind: z.enum(DATA_REQUEST_KINDS, { error: 'validation.invalid' }),
  receivedOn: dateSchema(),
  notes: multiLineText().max(4000, 'validation.tooLong').optional(),
});
export type DataRequestInput = z.infer<typeof dataRequestInputSchema>;

export const dataRequestStatusInputSchema = z.object({
  status: z.enum(DATA_REQUEST_STATUSES, { error: 'validation.invalid' }),
});

export const dataRequestParamsSchema = z.object({ id: idParamSchema() });

export const retentionSettingsSchema = z.object({
  retentionMonths: z
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(1, 'validation.invalid')
    .max(240, 'validation.invalid'),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const LEGAL_HOLD_KINDS = ['candidate', 'user'] as const;
export const legalHoldParamsSchema = z.object({
  kind: z.enum(LEGAL_HOLD_KINDS),
  id: idParamSchema(),
});
export const legalHoldSchema = z.object({ held: z.boolean() });

/** Deleting one's own account: the e-mail (or the password) typed again as confirmation. */
export const deleteAccountInputSchema = z.object({
  confirmation: z.string().min(1, 'validation.required').max(254, 'validation.tooLong'),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
export const deleteAccountResultSchema = z.object({ deleted: z.literal(true) });

export const dataRequestExportQuerySchema = dataRequestQuerySchema.omit({ page: true, size: true });
export const retentionOverviewSchema = retentionSettingsSchema.extend({
  quarantined: z.number().int(),
  legalHolds: z.number().int(),
  destroyedLast30Days: z.number().int(),
});
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;
