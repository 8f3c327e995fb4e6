import { CANDIDATE_STATUS } from '#server/db/seed/data/lookups.ts';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import type { LookupAdminKind } from '#shared/schemas/lookup-admin.ts';
import type { MenuName } from '../../db/seed/data/menu-entries.ts';
import {
  candidateStatuses,
  educationLevels,
  industries,
  jobStatuses,
  jobTypes,
  salaryTypes,
} from '../../db/schema/lookups.ts';

export type LookupTable =
  | typeof candidateStatuses
  | typeof educationLevels
  | typeof industries
  | typeof jobStatuses
  | typeof jobTypes
  | typeof salaryTypes;

export type LookupDefinition = {
  kind: LookupAdminKind;
  /** The menu entry whose flags guard the routes. */
  menu: MenuName;
  table: LookupTable;
  /** Ids the application refers to in code: they can be renamed and moved, never removed or turned off. */
  systemIds: readonly number[];
};

/** The six simple lookup pages; everything else about them is generic. */
export const LOOKUP_DEFINITIONS: readonly LookupDefinition[] = [
  {
    kind: 'candidate-statuses',
    menu: 'candidateStatus',
    table: candidateStatuses,
    // New referrals start in screening; the hire stage credits the reward.
    systemIds: [CANDIDATE_STATUS.screening, CANDIDATE_STATUS.hire],
  },
  { kind: 'education-levels', menu: 'educationLevel', table: educationLevels, systemIds: [] },
  { kind: 'job-types', menu: 'jobTypes', table: jobTypes, systemIds: [] },
  {
    kind: 'job-statuses',
    menu: 'jobStatus',
    table: jobStatuses,
    // Draft, open, pause, close and the rest drive the job lifecycle.
    systemIds: Object.values(JOB_STATUS),
  },
  { kind: 'industries', menu: 'jobIndustries', table: industries, systemIds: [] },
  { kind: 'salary-types', menu: 'jobSalary', table: salaryTypes, systemIds: [] },
];
