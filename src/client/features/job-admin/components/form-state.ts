import { JOB_STATUS } from '#shared/constants/domain.ts';
import { jobFormSchema, type JobFormResponse } from '#shared/schemas/job-admin.ts';

export type JobFormState = {
  companyId: string | null;
  title: string;
  referenceCode: string;
  industryId: number | null;
  jobTypeId: number | null;
  recruitmentTypeId: number | null;
  remoteTypeId: number | null;
  countryId: number | null;
  cityId: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryTypeId: number | null;
  salaryCurrency: string | null;
  reward: number | null;
  rewardCurrency: string;
  descriptionHtml: string;
  qualificationHtml: string;
  responsibleIds: string[];
  recruiterIds: string[];
  statusId: number;
};

export const EMPTY_FORM: JobFormState = {
  companyId: null,
  title: '',
  referenceCode: '',
  industryId: null,
  jobTypeId: null,
  recruitmentTypeId: null,
  remoteTypeId: null,
  countryId: null,
  cityId: null,
  salaryMin: null,
  salaryMax: null,
  salaryTypeId: null,
  salaryCurrency: null,
  reward: null,
  rewardCurrency: 'USD',
  descriptionHtml: '',
  qualificationHtml: '',
  responsibleIds: [],
  recruiterIds: [],
  statusId: JOB_STATUS.draft,
};

/**
 * A job waiting for its posting fee shows Open, the status its owner chose: saving it again asks
 * for the payment again (pending payment is set by the server, never picked in the form).
 */
export function fromResponse(response: JobFormResponse): JobFormState {
  const { statusId } = response.values;
  return {
    ...response.values,
    statusId: statusId === JOB_STATUS.pendingPayment ? JOB_STATUS.open : statusId,
  };
}

export type FieldErrors = Partial<Record<keyof JobFormState, string>>;

/** The shared schema checks the form; the first message of each field is shown beside it. */
export function validate(state: JobFormState) {
  const result = jobFormSchema.safeParse(state);
  if (result.success) return { data: result.data, errors: {} as FieldErrors };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof JobFormState | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { data: null, errors };
}
