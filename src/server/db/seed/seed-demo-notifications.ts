import { inArray } from 'drizzle-orm';
import { ROUTES } from '#shared/routes.ts';
import { notifications } from '#server/db/schema/communication.ts';
import { users } from '#server/db/schema/index.ts';
import { languageOf } from '#shared/i18n/languages.ts';
import {
  lookupName,
  renderTexts,
  type NotificationParams,
} from '#server/platform/notifications/render.ts';
import { DEMO_NOTIFICATIONS, type DemoNotification } from '#shared/i18n/demo-notifications.ts';
import { storedParams } from '#server/platform/notifications/stored-notice.ts';
import { CANDIDATE_STATUSES, CANDIDATE_STATUS } from './data/lookups.ts';
import type { DemoCompanyRow } from './seed-demo-companies.ts';
import type { DemoReferral } from './seed-demo-referrals.ts';
import type { DemoAccounts, DemoContext } from './seed-demo-users.ts';

type NotificationRow = typeof notifications.$inferInsert;
/** A notification before its recipient's language is known: which text, with what in it. */
type Planned = Omit<NotificationRow, 'title' | 'details'> & {
  text: DemoNotification;
  params?: NotificationParams;
};

const HOUR = 3_600_000;

/** A referral status's name, in the language the notification is written in. */
function statusName(status: keyof typeof CANDIDATE_STATUS) {
  const row = CANDIDATE_STATUSES.find((item) => item.id === CANDIDATE_STATUS[status]);
  return row ? lookupName(row) : status;
}

/** A few unread and read notifications for each demo account, so the bell is not empty. */
export async function seedDemoNotifications(
  context: DemoContext,
  accounts: DemoAccounts,
  companies: readonly DemoCompanyRow[],
  referrals: readonly DemoReferral[],
): Promise<number> {
  const { now } = context;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const rows: Planned[] = [];
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
        text: 'referralMoved',
        params: {
          candidate: referral.candidate.name,
          company: referral.job.company.data.name,
          job: referral.job.title,
          status: statusName(referral.status),
        },
        link: ROUTES.candidates.path,
        readAt: index > 2 ? at(20 + index) : null,
        createdAt: at(2 + index * 7),
      });
    });
    rows.push({
      userId: recruiter.id,
      type: 'reminder',
      text: 'billingDetails',
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
        text: 'newCandidate',
        params: { candidate: referral.candidate.name, job: referral.job.title },
        link: ROUTES.applications.path,
        readAt: index > 1 ? at(10 + index) : null,
        createdAt: at(1 + index * 9),
      });
    });
    rows.push({
      userId: owner.id,
      type: 'reminder',
      text: 'reviewWaiting',
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
      text: 'applicationUpdated',
      params: {
        company: referral.job.company.data.name,
        job: referral.job.title,
        status: statusName(referral.status),
      },
      link: ROUTES.jobOpenings.path,
      createdAt: at(3),
    });
  }
  rows.push({
    userId: accounts.candidate.id,
    type: 'reminder',
    text: 'completeProfile',
    link: ROUTES.profile.path,
    readAt: at(40),
    createdAt: at(48),
  });

  rows.push(
    {
      userId: admin.id,
      type: 'task',
      text: 'companyRegistered',
      params: { company: companies.at(-1)?.data.name ?? '' },
      link: ROUTES.companies.path,
      createdAt: at(6),
    },
    {
      userId: admin.id,
      type: 'reminder',
      senderUserId: recruiter?.id,
      text: 'payoutsDue',
      link: ROUTES.recruiterPayments.path,
      createdAt: at(26),
    },
  );
  const recipients = await context.tx
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  const languages = new Map(recipients.map((user) => [user.id, languageOf(user.language)]));
  await context.tx.insert(notifications).values(
    rows.map(({ text, params = {}, ...row }) => {
      const language = languages.get(row.userId) ?? 'en';
      return {
        ...row,
        ...renderTexts(DEMO_NOTIFICATIONS[language][text], params, language),
        event: `demo.${text}`,
        params: storedParams(params),
        language,
      };
    }),
  );
  return rows.length;
}
