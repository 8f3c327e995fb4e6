import { ROUTES } from '#shared/routes.ts';
import { notifications } from '#server/db/schema/communication.ts';
import { CANDIDATE_STATUSES, CANDIDATE_STATUS } from './data/lookups.ts';
import type { DemoCompanyRow } from './seed-demo-companies.ts';
import type { DemoReferral } from './seed-demo-referrals.ts';
import type { DemoAccounts, DemoContext } from './seed-demo-users.ts';

type NotificationRow = typeof notifications.$inferInsert;

const HOUR = 3_600_000;

const statusName = (status: keyof typeof CANDIDATE_STATUS) =>
  CANDIDATE_STATUSES.find((row) => row.id === CANDIDATE_STATUS[status])?.nameEn ?? status;

/** A few unread and read notifications for each demo account, so the bell is not empty. */
export async function seedDemoNotifications(
  context: DemoContext,
  accounts: DemoAccounts,
  companies: readonly DemoCompanyRow[],
  referrals: readonly DemoReferral[],
): Promise<number> {
  const { now } = context;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const rows: NotificationRow[] = [];
  const recruiter = accounts.recruiters[0];
  const owner = companies[0]?.members[0];
  const admin = accounts.admin;

  if (recruiter) {
    const own = referrals.filter(
      (referral) => referral.referrerId === recruiter.id && referral.status !== 'screening',
    );
    own.slice(0, 5).forEach((referral, index) => {
      rows.push({
        userId: recruiter.id,
        type: 'task',
        senderUserId: referral.job.responsibleIds[0],
        title: `${referral.candidate.name}: ${statusName(referral.status)}`,
        details: `${referral.job.company.data.name} moved ${referral.candidate.name} to ${statusName(referral.status)} for ${referral.job.title}.`,
        link: ROUTES.candidates.path,
        readAt: index > 2 ? at(20 + index) : null,
        createdAt: at(2 + index * 7),
      });
    });
    rows.push({
      userId: recruiter.id,
      type: 'reminder',
      title: 'Complete your billing details',
      details: 'Add your bank details so that confirmed rewards can be paid out.',
      link: ROUTES.personalBillingInfo.path,
      createdAt: at(30),
    });
  }

  if (owner) {
    const incoming = referrals.filter((referral) => referral.job.company.id === companies[0]?.id);
    incoming.slice(0, 5).forEach((referral, index) => {
      rows.push({
        userId: owner.id,
        type: 'mention',
        senderUserId: referral.referrerId,
        title: `New candidate for ${referral.job.title}`,
        details: `${referral.candidate.name} was put forward for ${referral.job.title}.`,
        link: ROUTES.applications.path,
        readAt: index > 1 ? at(10 + index) : null,
        createdAt: at(1 + index * 9),
      });
    });
    rows.push({
      userId: owner.id,
      type: 'reminder',
      title: 'Applications are waiting for your review',
      details: 'Some candidates have been in screening for more than a week.',
      link: ROUTES.applications.path,
      createdAt: at(5),
    });
  }

  for (const referral of referrals.filter(
    (item) => item.candidate.userId === accounts.candidate.id,
  )) {
    rows.push({
      userId: accounts.candidate.id,
      type: 'task',
      senderUserId: referral.job.responsibleIds[0],
      title: `Your application for ${referral.job.title}`,
      details: `${referral.job.company.data.name} updated your application: ${statusName(referral.status)}.`,
      link: ROUTES.jobOpenings.path,
      createdAt: at(3),
    });
  }
  rows.push({
    userId: accounts.candidate.id,
    type: 'reminder',
    title: 'Complete your profile',
    details: 'Add your city and a profile picture so that companies recognise you.',
    link: ROUTES.profile.path,
    readAt: at(40),
    createdAt: at(48),
  });

  rows.push(
    {
      userId: admin.id,
      type: 'task',
      title: `New company registered: ${companies.at(-1)?.data.name ?? 'a company'}`,
      details: 'Check the company details and its first job posting.',
      link: ROUTES.companies.path,
      createdAt: at(6),
    },
    {
      userId: admin.id,
      type: 'reminder',
      senderUserId: recruiter?.id,
      title: 'Recruiter payouts due this week',
      details: 'Confirmed rewards are waiting to be paid out.',
      link: ROUTES.recruiterPayments.path,
      createdAt: at(26),
    },
  );
  await context.tx.insert(notifications).values(rows);
  return rows.length;
}
