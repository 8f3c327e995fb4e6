import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import { eq, sql } from 'drizzle-orm';
import type { referrals } from '../../db/schema/index.ts';
import { pointsLedger, sessions, userPresence, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { statementsDuring } from '../../test/statements-during.ts';
import type { Transaction } from '../../db/client.ts';
import { getDashboard } from './service.ts';
import { createJob } from '#server/test/factories/job.ts';
import {
  createApplication,
  createReferral,
  objectToReferral,
} from '#server/test/factories/referral.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('My Dashboard', () => {
  it('shows each role its own view', async () => {
    const company = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const candidate = await t.loginAs({ roleId: ROLE.candidate });
    const admin = await t.loginAs({ roleId: ROLE.admin });
    const job = await createJob(t.db, {
      company: { ownerIds: [company.user.id] },
      responsibleIds: [company.user.id],
    });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    await createApplication(t.db, { jobId: job.id, userId: candidate.user.id });
    await t.db.insert(pointsLedger).values({
      userId: recruiter.user.id,
      kind: 'reward',
      points: 500,
      amountMinor: 50_000,
      currency: 'USD',
      referralId: referral.id,
    });

    const get = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/dashboard', headers }).then((r) => r.json());

    const mine = await get(recruiter.headers);
    expect(mine).toMatchObject({
      kind: 'recruiter',
      balances: [{ currency: 'USD', amountMinor: 50_000, points: 500 }],
    });
    expect(mine.openJobs.map((j: { id: string }) => j.id)).toContain(job.publicId);
    expect(mine.referrals).toMatchObject([{ jobTitle: job.title, points: 500 }]);

    expect(await get(candidate.headers)).toMatchObject({
      kind: 'candidate',
      applications: [{ jobTitle: job.title }],
    });
    expect(await get(company.headers)).toMatchObject({
      kind: 'company',
      jobs: [{ id: job.publicId, total: 2, active: 2, waiting: 0, hired: 0 }],
    });
    const staff = await get(admin.headers);
    expect(staff).toMatchObject({ kind: 'staff', newReferrals: 2 });
    expect(staff.activeUsers).toBeGreaterThanOrEqual(3);
  });

  it("gives a company's cards the first 1,000 characters of each description", async () => {
    const company = await t.loginAs({ roleId: ROLE.company });
    // 'ğ' and 'ş' are one character each but two bytes: the cut counts characters.
    const long = `<p>${'ğüşiöç '.repeat(200)}</p>`;
    const job = await createJob(t.db, {
      company: { ownerIds: [company.user.id] },
      descriptionHtml: long,
    });
    const get = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/dashboard', headers }).then((r) => r.json());

    const cards = (await get(company.headers)).jobs as { id: string; description: string }[];
    expect(cards.find((card) => card.id === job.publicId)?.description).toBe(long.slice(0, 1000));
  });

  it("checks a recruiter's session in the balances' statement, and follows a role changed since the token", async () => {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db.insert(pointsLedger).values({
      userId: recruiter.user.id,
      kind: 'reward',
      points: 20,
      amountMinor: 2_000,
      currency: 'EUR',
    });
    const get = (headers: Record<string, string>, query = '') =>
      t.app.inject({ url: `/api/dashboard${query}`, headers });
    let mine;
    const texts = await statementsDuring(t.pool, async () => (mine = await get(recruiter.headers)));
    expect(mine!.json()).toMatchObject({
      kind: 'recruiter',
      balances: [{ currency: 'EUR', amountMinor: 2_000, points: 20 }],
    });
    const checks = texts.filter((text) => text.includes('"sessions"'));
    expect(checks).toHaveLength(1);
    expect(checks[0]).toContain('"points_balances"');

    // Made a company member after the token was signed: the company's view, not the recruiter's.
    await t.db.update(users).set({ roleId: ROLE.company }).where(eq(users.id, recruiter.user.id));
    expect((await get(recruiter.headers)).json()).toMatchObject({ kind: 'company' });
    await t.db.update(users).set({ roleId: ROLE.recruiter }).where(eq(users.id, recruiter.user.id));

    await t.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, recruiter.user.id));
    const revoked = await get(recruiter.headers);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.body).not.toContain('EUR');

    const deactivated = await t.loginAs({ roleId: ROLE.recruiter });
    await t.db.update(users).set({ active: false }).where(eq(users.id, deactivated.user.id));
    expect((await get(deactivated.headers)).statusCode).toBe(401);
    expect((await get({}, '?lang=xx')).statusCode).toBe(401);
    const fresh = await t.loginAs({ roleId: ROLE.recruiter });
    const bad = await get(fresh.headers, "?lang=en'--");
    expect(bad.statusCode).toBe(400);
  });

  it("counts the last 7 days' referrals, the last 30 days' hires and the users seen in the last 15 minutes", async () => {
    const admin = await t.loginAs({ roleId: ROLE.admin });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const idle = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const counts = async () => {
      const body = (await t.app.inject({ url: '/api/dashboard', headers: admin.headers })).json<{
        newReferrals: number;
        hires: number;
        activeUsers: number;
      }>();
      return { newReferrals: body.newReferrals, hires: body.hires, activeUsers: body.activeUsers };
    };
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    const refer = (values: Partial<typeof referrals.$inferInsert>) =>
      createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.user.id, ...values });
    // All three have made calls: seen now.
    for (const user of [admin, recruiter, idle])
      await t.app.inject({ url: '/api/profile', headers: user.headers });
    const before = await counts();

    await refer({ createdAt: daysAgo(1) });
    await refer({ createdAt: daysAgo(8) });
    await refer({ createdAt: daysAgo(60), statusId: 6, hiredAt: daysAgo(10) });
    await refer({ createdAt: daysAgo(90), statusId: 8, hiredAt: daysAgo(40) });
    await t.db
      .update(userPresence)
      .set({ lastSeenAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(userPresence.userId, idle.user.id));

    expect(await counts()).toEqual({
      newReferrals: before.newReferrals + 1,
      hires: before.hires + 1,
      activeUsers: before.activeUsers - 1,
    });
  });

  it('lists active users for staff only', async () => {
    expect((await t.app.inject({ url: '/api/dashboard' })).statusCode).toBe(401);
    const admin = await t.loginAs({ roleId: ROLE.admin });
    await t.app.inject({ url: '/api/profile', headers: admin.headers });
    const list = await t.app.inject({ url: '/api/activeusers', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((u: { id: string }) => u.id)).toContain(admin.user.publicId);
    // The spec's client reads `data` (the same list) and keeps its length as sessionCount.
    expect(list.json().data).toEqual(list.json().items);
    expect(list.json().count).toBe(list.json().data.length);
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    expect(
      (await t.app.inject({ url: '/api/activeusers', headers: recruiter.headers })).statusCode,
    ).toBe(403);
  });

  it('names statuses and roles in the caller’s language', async () => {
    const admin = await t.loginAs({ roleId: ROLE.admin });
    await t.app.inject({ url: '/api/profile', headers: admin.headers });
    const users = (lang: string) =>
      t.app.inject({ url: `/api/activeusers?lang=${lang}`, headers: admin.headers });
    const roleOf = async (lang: string) =>
      (await users(lang)).json().items.find((u: { id: string }) => u.id === admin.user.publicId)
        .roleName;
    expect(await roleOf('en')).toBe('Administrator');
    expect(await roleOf('tr')).toBe('Yönetici');
    expect((await users('de')).statusCode).toBe(400);
    const dashboard = await t.app.inject({
      url: '/api/dashboard?lang=de',
      headers: admin.headers,
    });
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.json().code).toBe('validation_failed');
  });

  it('lets recruiters who open it at the same moment share one read of the open jobs', async () => {
    const recruiters = await Promise.all(
      [1, 2, 3, 4].map(() => t.loginAs({ roleId: ROLE.recruiter })),
    );
    const query = vi.spyOn(t.pool, 'query');
    const openJobReads = () =>
      query.mock.calls.filter(([config]) =>
        JSON.stringify(config).includes('dashboard_open_jobs_en'),
      ).length;
    try {
      const answers = await Promise.all(
        recruiters.map((recruiter) =>
          t.app.inject({ url: '/api/dashboard?lang=en', headers: recruiter.headers }),
        ),
      );
      const bodies = answers.map((answer) => answer.json<{ openJobs: unknown[] }>());
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      for (const body of bodies) expect(body.openJobs).toEqual(bodies[0]?.openJobs);
      expect(openJobReads()).toBeGreaterThanOrEqual(1);
      expect(openJobReads()).toBeLessThan(4);
    } finally {
      query.mockRestore();
    }
  });

  it('reads the referred lists of recruiters who open it at once in one statement, each their own, newest first', async () => {
    const recruiters = await Promise.all(
      [1, 2, 3].map(() => t.loginAs({ roleId: ROLE.recruiter })),
    );
    const job = await createJob(t.db);
    // 22 for the first (the list shows 20), 2 for the second, none for the third.
    const made: string[][] = [[], [], []];
    for (const [index, count] of [22, 2, 0].entries()) {
      for (let n = 0; n < count; n += 1) {
        const { referral } = await createReferral(t.db, {
          jobId: job.id,
          referrerUserId: recruiters[index]!.user.id,
          createdAt: new Date(Date.UTC(2026, 0, 1 + n)),
          candidate: { firstname: `R${index}`, lastname: `N${n}` },
        });
        made[index]!.push(referral.publicId);
      }
    }
    let answers: Awaited<ReturnType<TestApp['app']['inject']>>[] = [];
    const texts = await statementsDuring(t.pool, async () => {
      answers = await Promise.all(
        recruiters.map((recruiter) =>
          t.app.inject({ url: '/api/dashboard?lang=en', headers: recruiter.headers }),
        ),
      );
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const lists = answers.map(
      (answer) => answer.json<{ referrals: { id: string; candidateName: string }[] }>().referrals,
    );
    expect(lists.map((list) => list.map((item) => item.id))).toEqual([
      made[0]!.slice(2).reverse(),
      made[1]!.slice().reverse(),
      [],
    ]);
    expect(lists[1]!.map((item) => item.candidateName)).toEqual(['R1 N1', 'R1 N0']);
    expect(texts.filter((text) => text.includes('"reader"'))).toHaveLength(1);
  });
});

describe('My Dashboard: a referral its person objected to', () => {
  it('is left out of the company’s card counts; its referrer still sees it', async () => {
    const member = await t.loginAs({ roleId: ROLE.company });
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db, { company: { ownerIds: [member.user.id] } });
    const { referral } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
    });
    await objectToReferral(t.db, referral.id);
    const get = (headers: Record<string, string>) =>
      t.app.inject({ url: '/api/dashboard', headers }).then((r) => r.json());

    const card = (await get(member.headers)).jobs.find(
      (j: { id: string }) => j.id === job.publicId,
    );
    expect(card).toMatchObject({ total: 0, active: 0, waiting: 0, hired: 0, progressPct: 0 });
    expect((await get(recruiter.headers)).referrals).toMatchObject([{ jobTitle: job.title }]);
  });
});

describe("The recruiters' referred lists, read by prepared statements", () => {
  // PostgreSQL plans a prepared statement's first five runs on a connection for their values,
  // then keeps its generic plan if that looks no dearer. A transaction holds one connection.
  const plansOf = (tx: Transaction, name: string) =>
    tx
      .execute<{ generic: number; custom: number }>(
        sql`SELECT generic_plans::int AS generic, custom_plans::int AS custom
            FROM pg_prepared_statements WHERE name = ${name}`,
      )
      .then((result) => result.rows[0]);
  const recruiterDashboard = (tx: Transaction, userId: number) =>
    getDashboard(tx, { userId, roleId: ROLE.recruiter });

  async function recruitersWithAReferral(count: number) {
    const job = await createJob(t.db);
    const ids: number[] = [];
    for (let index = 0; index < count; index++) {
      const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
      await createReferral(t.db, { jobId: job.id, referrerUserId: recruiter.user.id });
      ids.push(recruiter.user.id);
    }
    return ids;
  }

  it("one recruiter's list keeps a generic plan instead of being planned again each call", async () => {
    const [userId] = await recruitersWithAReferral(1);
    const plans = await t.db.transaction(async (tx) => {
      for (let call = 0; call < 10; call++) {
        const dashboard = await recruiterDashboard(tx, userId!);
        expect(dashboard.kind === 'recruiter' && dashboard.referrals).toHaveLength(1);
      }
      return plansOf(tx, 'dashboard_referred_en_one');
    });
    // The connection may have run it before: at most five custom plans whatever it did.
    expect(plans!.custom).toBeLessThanOrEqual(5);
    expect(plans!.generic).toBeGreaterThanOrEqual(5);
  });

  it('the lists of recruiters asked together are one statement, which keeps a generic plan', async () => {
    const ids = await recruitersWithAReferral(10);
    const plans = await t.db.transaction(async (tx) => {
      for (let round = 0; round < 10; round++) {
        const dashboards = await Promise.all(ids.map((id) => recruiterDashboard(tx, id)));
        for (const dashboard of dashboards)
          expect(dashboard.kind === 'recruiter' && dashboard.referrals).toHaveLength(1);
      }
      return plansOf(tx, 'dashboard_referred_en');
    });
    // With an `unnest` of the ids it was planned for its values every time (10 custom plans).
    expect(plans!.custom).toBeLessThanOrEqual(5);
    expect(plans!.generic).toBeGreaterThanOrEqual(5);
  });
});
