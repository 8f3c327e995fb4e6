import { z } from 'zod';
import { CURRENCY_CODES, JOB_STATUS, LIMITS } from '../constants/domain.ts';
import { idSchema, lineText, multiLineText } from './fields.ts';

const publicIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'invalid_id');

/** The statuses a job's owner may set here; pending payment and filled are set by the system. */
export const EDITABLE_JOB_STATUSES = [
  JOB_STATUS.draft,
  JOB_STATUS.open,
  JOB_STATUS.paused,
  JOB_STATUS.closed,
] as const;

export const JOB_FORM_MESSAGES = {
  company: 'Company is required',
  title: 'Title is required',
  referenceCode: 'Use up to 20 letters, digits, dashes or underscores',
  referenceCodeTaken: 'This reference code is already used',
  industry: 'Industry is required',
  jobType: 'Job type is required',
  recruitmentType: 'Recruitment type is required',
  remoteType: 'Remote type is required',
  country: 'Country is required',
  salaryRange: 'The maximum salary must not be below the minimum',
  salaryType: 'Salary type is required when a salary is given',
  salaryCurrency: 'Salary currency is required when a salary is given',
  reward: 'Reward is required',
  rewardCurrency: 'Reward currency is required',
  rewardLocked:
    'A candidate has been referred to this job: its reward can rise, but not fall or change currency',
  amount: 'Enter an amount from 0 to 1,000,000,000 with at most two decimals',
  description: 'Description is required',
  status: 'Status is required',
} as const;

// Every message a person can see is one of ours (zod's own read 'expected number, received null').
const money = (required: string = JOB_FORM_MESSAGES.amount) =>
  z
    .number({ error: required })
    .min(0, JOB_FORM_MESSAGES.amount)
    .max(1_000_000_000, JOB_FORM_MESSAGES.amount)
    .multipleOf(0.01, JOB_FORM_MESSAGES.amount);
const currency = (message: string) => z.enum(CURRENCY_CODES, { error: message });

/** One schema for the job form and the create/update calls; amounts are in major units here. */
export const jobFormSchema = z
  .object({
    companyId: z
      .string({ error: JOB_FORM_MESSAGES.company })
      .regex(/^[0-9a-f]{32}$/, JOB_FORM_MESSAGES.company),
    title: lineText().min(1, JOB_FORM_MESSAGES.title).max(200),
    referenceCode: z
      .string()
      .trim()
      .max(LIMITS.referenceCode, JOB_FORM_MESSAGES.referenceCode)
      .regex(/^[A-Za-z0-9_-]*$/, JOB_FORM_MESSAGES.referenceCode)
      .default(''),
    industryId: idSchema(JOB_FORM_MESSAGES.industry),
    jobTypeId: idSchema(JOB_FORM_MESSAGES.jobType),
    recruitmentTypeId: idSchema(JOB_FORM_MESSAGES.recruitmentType),
    remoteTypeId: idSchema(JOB_FORM_MESSAGES.remoteType),
    countryId: idSchema(JOB_FORM_MESSAGES.country),
    cityId: idSchema().nullable().default(null),
    salaryMin: money().nullable().default(null),
    salaryMax: money().nullable().default(null),
    salaryTypeId: idSchema().nullable().default(null),
    salaryCurrency: currency(JOB_FORM_MESSAGES.salaryCurrency).nullable().default(null),
    reward: money(JOB_FORM_MESSAGES.reward).refine((value) => value > 0, JOB_FORM_MESSAGES.reward),
    rewardCurrency: currency(JOB_FORM_MESSAGES.rewardCurrency),
    descriptionHtml: multiLineText().max(100_000),
    qualificationHtml: multiLineText().max(100_000).default(''),
    responsibleIds: z.array(publicIdSchema).max(50).default([]),
    recruiterIds: z.array(publicIdSchema).max(200).default([]),
    statusId: z
      .number({ error: JOB_FORM_MESSAGES.status })
      .int()
      .refine(
        (value) => (EDITABLE_JOB_STATUSES as readonly number[]).includes(value),
        JOB_FORM_MESSAGES.status,
      ),
  })
  .superRefine((value, context) => {
    if (!/\S/.test(value.descriptionHtml.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ')))
      context.addIssue({
        code: 'custom',
        path: ['descriptionHtml'],
        message: JOB_FORM_MESSAGES.description,
      });
    if (value.salaryMin !== null && value.salaryMax !== null && value.salaryMax < value.salaryMin)
      context.addIssue({
        code: 'custom',
        path: ['salaryMax'],
        message: JOB_FORM_MESSAGES.salaryRange,
      });
    const hasSalary = value.salaryMin !== null || value.salaryMax !== null;
    if (hasSalary && value.salaryTypeId === null)
      context.addIssue({
        code: 'custom',
        path: ['salaryTypeId'],
        message: JOB_FORM_MESSAGES.salaryType,
      });
    if (hasSalary && value.salaryCurrency === null)
      context.addIssue({
        code: 'custom',
        path: ['salaryCurrency'],
        message: JOB_FORM_MESSAGES.salaryCurrency,
      });
  });
export type JobFormInput = z.input<typeof jobFormSchema>;

/**
 * The one `details` entry of a 400 `reward_above_maximum`: staff set the highest reward per
 * currency, `max` is it in major units.
 */
export const rewardAboveMaximumSchema = z.object({
  path: z.literal('reward'),
  message: z.literal('reward_above_maximum'),
  max: z.number(),
  currency: z.string(),
});
export type RewardAboveMaximum = z.infer<typeof rewardAboveMaximumSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;

export const jobAdminParamsSchema = z.object({ jobId: publicIdSchema });
export const companyParamsSchema = z.object({ companyId: publicIdSchema });

export const savedJobResponseSchema = z.object({
  id: z.string(),
  referenceCode: z.string(),
  slug: z.string(),
  /** What the job became: Open is Pending payment until its posting fee is paid. */
  statusId: z.number().int(),
  /** The owner chose Open and the job waits for payment: the client goes to checkout. */
  checkoutRequired: z.boolean(),
});

export const jobFormResponseSchema = z.object({
  id: z.string(),
  values: z.object({
    companyId: z.string(),
    title: z.string(),
    referenceCode: z.string(),
    industryId: z.number().int().nullable(),
    jobTypeId: z.number().int().nullable(),
    recruitmentTypeId: z.number().int().nullable(),
    remoteTypeId: z.number().int().nullable(),
    countryId: z.number().int().nullable(),
    cityId: z.number().int().nullable(),
    salaryMin: z.number().nullable(),
    salaryMax: z.number().nullable(),
    salaryTypeId: z.number().int().nullable(),
    salaryCurrency: z.string().nullable(),
    reward: z.number(),
    rewardCurrency: z.string(),
    descriptionHtml: z.string(),
    qualificationHtml: z.string(),
    responsibleIds: z.array(z.string()),
    recruiterIds: z.array(z.string()),
    statusId: z.number().int(),
  }),
});
export type JobFormResponse = z.infer<typeof jobFormResponseSchema>;

export const companyOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  defaultCurrency: z.string(),
});
export const companyOptionsResponseSchema = z.object({ items: z.array(companyOptionSchema) });
export type CompanyOption = z.infer<typeof companyOptionSchema>;

/** A person a job can name; a recruiter's e-mail only for staff (null for a company). */
export const personOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
});
export const companyPeopleResponseSchema = z.object({
  members: z.array(personOptionSchema),
  recruiters: z.array(personOptionSchema),
});
export type PersonOption = z.infer<typeof personOptionSchema>;
