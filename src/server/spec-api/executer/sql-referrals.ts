import { candidateCvsSqlId, referableCandidatesSqlId } from './referrals/candidate-lists.ts';
import { referSqlId } from './referrals/refer-14.ts';
import type { SqlIdHandler } from './sql-id.ts';

/** Referring: 14 refer or take back, 53 a candidate's CVs, 70 the caller's referable candidates. */
export const referralsSqlIds: SqlIdHandler[] = [
  referSqlId,
  candidateCvsSqlId,
  referableCandidatesSqlId,
];
