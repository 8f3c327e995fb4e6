import type { Queryable } from '../../db/client.ts';
import { notify } from './notify.ts';
import { candidateAccountId } from './recipients.ts';
import { lookupName } from './render.ts';
import { pathFor } from '#shared/routes.ts';

type StatusNotice = {
  referral: { referrerUserId: number; kind: 'referral' | 'application' };
  job: { title: string; referenceCode: string };
  candidate: { firstname: string; lastname: string; userId: number | null; email: string | null };
  status: { nameEn: string; nameTr: string };
  senderUserId: number;
  /** The referrer hears of it another way (a hire, with its reward). */
  referrerTold?: boolean;
};

/**
 * A referral or application moved to another status: its referrer is told, and the person it is
 * about when they have an account (for an application both are the applicant: told once).
 */
export async function notifyStatusChange(db: Queryable, notice: StatusNotice) {
  const { referral, job, candidate, senderUserId } = notice;
  const params = {
    candidate: `${candidate.firstname} ${candidate.lastname}`,
    job: job.title,
    reference: job.referenceCode,
    status: lookupName(notice.status),
  };
  const personId = await candidateAccountId(db, candidate);
  if (personId !== referral.referrerUserId && !notice.referrerTold) {
    await notify(db, referral.referrerUserId, {
      kind: 'application_status',
      event: 'statusChanged',
      params,
      link: pathFor('candidates'),
      senderUserId,
    });
  }
  if (personId !== null && personId !== senderUserId) {
    await notify(db, personId, {
      kind: 'application_status',
      event: 'ownStatusChanged',
      params,
      link: pathFor('myApplications'),
      senderUserId,
    });
  }
}
