import { and, eq } from 'drizzle-orm';
import { ROLE } from '#shared/constants/roles.ts';
import { users } from '../db/schema/index.ts';

/**
 * Who may be named on a job as a recruiter: an active account of the recruiter role. The job
 * form's save, the one-person route, the people picker and checkout's job data share it, so none
 * names a deactivated account.
 */
export const activeRecruiter = () => and(eq(users.roleId, ROLE.recruiter), eq(users.active, true));
