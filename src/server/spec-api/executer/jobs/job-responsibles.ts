import { failureRows, isOk, requireCaller, statusRow } from '../answers.ts';
import { InvalidParameter } from '../parameters.ts';
import type { SqlIdHandler } from '../sql-id.ts';
import { text } from '../../texts.ts';
import { requiredPublicId } from './job-parameters.ts';

type Kind = 'responsibles' | 'recruiters';

const DONE_TEXT = {
  responsibles: { I: 'responsibleAdded', D: 'responsibleRemoved' },
  recruiters: { I: 'recruiterAdded', D: 'recruiterRemoved' },
} as const;

/**
 * sqlIds 32 and 33: one company responsible (a member of the job's company) or one crowd
 * responsible (an assigned recruiter) more (`I`) or less (`D`) on a job, through the job-admin
 * routes: staff, or members of the job's company; another company's job is a 404.
 */
function jobPeopleSqlId(sqlId: number, kind: Kind, who: string): SqlIdHandler {
  return {
    sqlId,
    summary:
      `Insert (I) or delete (D) a ${who} of a job (staff and the job’s company members): ` +
      'pin_job_id, pin_responsible_user_id, piv_command_type → status 0 or 1 with a message',
    async run(context) {
      requireCaller(context);
      const { params, language } = context;
      const jobId = requiredPublicId(params, 'pin_job_id');
      const userId = requiredPublicId(params, 'pin_responsible_user_id');
      const command = (params.text('piv_command_type') ?? 'I').toUpperCase();
      if (command !== 'I' && command !== 'D') throw new InvalidParameter('piv_command_type');
      const base = `/api/job-admin/jobs/${jobId}/${kind}`;
      const response =
        command === 'I'
          ? await context.call({ method: 'POST', url: base, payload: { userId } })
          : await context.call({ method: 'DELETE', url: `${base}/${userId}` });
      if (!isOk(response)) return failureRows(response, language);
      return [
        statusRow(0, text(language, `jobAdmin.messages.${DONE_TEXT[kind][command]}`) ?? '', {
          job_opening_id: jobId,
          responsible_user_id: userId,
        }),
      ];
    },
  };
}

export const jobPeopleSqlIds: SqlIdHandler[] = [
  jobPeopleSqlId(32, 'responsibles', 'company responsible (a member of its company)'),
  jobPeopleSqlId(33, 'recruiters', 'crowd responsible (an assigned recruiter)'),
];
