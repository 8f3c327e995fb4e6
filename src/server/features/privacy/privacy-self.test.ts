import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  candidates,
  files,
  invoices,
  payouts,
  pointsLedger,
  privacyDestructionLog,
  sessions,
  userPresence,
  users,
} from '../../db/schema/index.ts';
import { solvedBotCheckToken } from '../../test/bot-check-token.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createCompany } from '../../test/factories/company.ts';
import { createJob } from '../../test/factories/job.ts';
import { createBillingProfile, createInvoice, createPayout } from '../../test/factories/money.ts';
import { createReferral } from '../../test/factories/referral.ts';
import { TEST_PASSWORD } from '../../test/factories/user.ts';

const CV_BYTES = Buffer.from('%PDF-1.4 the CV of Grace Hopper');

describe('self-service privacy rights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function recruiterWithCandidate() {
    const recruiter = await t.loginAs({ roleId: ROLE.recruiter });
    const job = await createJob(t.db);
    const { candidate, cv } = await createReferral(t.db, {
      jobId: job.id,
      referrerUserId: recruiter.user.id,
      withCv: true,
      candidate: { firstname: 'Grace', lastname: 'Hopper' },
    });
    await t.storage.put(cv.storageKey, CV_BYTES);
    await t.db.update(files).set({ sizeBytes: CV_BYTES.length }).where(eq(files.id, cv.id));
    return { ...recruiter, job, candidate, cv };
  }

  const login = async (email: string, password = TEST_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, captchaToken: await solvedBotCheckToken(t.app, 'login') },
    });

  it('answers 401 to anonymous callers', async () => {
    expect((await t.app.inject({ url: '/api/privacy/export' })).statusCode).toBe(401);
    const erase = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      payload: { confirmation: 'x' },
    });
    expect(erase.statusCode).toBe(401);
  });

  it("exports the caller's account, candidates with referrals and history, and the CV bytes", async () => {
    const mine = await recruiterWithCandidate();
    const other = await recruiterWithCandidate();
    await t.db.insert(pointsLedger).values({
      userId: mine.user.id,
      kind: 'adjustment',
      points: 5,
      amountMinor: 500,
      currency: 'EUR',
    });
    const seen = new Date('2026-11-20T08:30:00.000Z');
    await t.db
      .insert(userPresence)
      .values({ userId: mine.user.id, lastSeenAt: seen })
      .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: seen } });

    const response = await t.app.inject({ url: '/api/privacy/export', headers: mine.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
    const entries = unzipSync(new Uint8Array(response.rawPayload));

    const account = JSON.parse(strFromU8(entries['account.json']!)) as Record<string, unknown>;
    expect(account).toMatchObject({
      email: mine.user.email,
      hasPassword: true,
      lastSeenAt: seen.toISOString(),
    });
    expect(account).not.toHaveProperty('passwordHash');

    const exported = JSON.parse(strFromU8(entries['candidates.json']!)) as {
      id: number;
      firstname: string;
      referrals: { jobId: number; statusHistory: unknown[] }[];
    }[];
    expect(exported.map((c) => c.id)).toEqual([mine.candidate.id]);
    expect(exported[0]!.referrals[0]!.jobId).toBe(mine.job.id);

    const ledger = JSON.parse(strFromU8(entries['points-ledger.json']!)) as { points: number }[];
    expect(ledger.map((l) => l.points)).toEqual([5]);

    const cvEntry = Object.keys(entries).find((name) => name.startsWith(`files/${mine.cv.id}-`));
    expect(cvEntry).toBeDefined();
    expect(Buffer.from(entries[cvEntry!]!).equals(CV_BYTES)).toBe(true);

    const everything = Object.values(entries)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain(other.user.email);
    expect(everything).not.toContain(other.candidate.email!);
    expect(Object.keys(entries).some((name) => name.startsWith(`files/${other.cv.id}-`))).toBe(
      false,
    );
  });

  it('refuses a deletion whose confirmation is not the e-mail nor the password', async () => {
    const { headers, user } = await t.loginAs({ roleId: ROLE.candidate });
    for (const payload of [{ confirmation: 'someone@else.test' }, { confirmation: '' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/delete-account',
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    const [still] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(still!.active).toBe(true);
  });

  it('erases an account: no login, records and files gone, ledger and invoices kept without the name', async () => {
    const me = await recruiterWithCandidate();
    const company = await createCompany(t.db, { name: 'Acme Hiring GmbH', ownerIds: [me.user.id] });
    await createBillingProfile(
      t.db,
      { companyId: company.id },
      { billingName: 'Acme Hiring GmbH', billingEmail: me.user.email },
    );
    const invoice = await createInvoice(t.db, { companyId: company.id });
    const payout = await createPayout(t.db, {
      recruiterUserId: me.user.id,
      accountHolderName: `${me.user.firstname} ${me.user.lastname}`,
    });
    await t.db.insert(pointsLedger).values({
      userId: me.user.id,
      kind: 'adjustment',
      points: 7,
      amountMinor: 700,
      currency: 'EUR',
    });
    await t.db
      .insert(userPresence)
      .values({ userId: me.user.id, lastSeenAt: new Date() })
      .onConflictDoNothing();

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: me.headers,
      payload: { confirmation: me.user.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: true });

    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({
      firstname: 'Deleted user',
      lastname: '',
      passwordHash: null,
      googleSubject: null,
      active: false,
    });
    expect(row!.email).not.toBe(me.user.email);
    // Not even when it was last seen: its own call's presence write comes after the erasure.
    expect(
      await t.db.select().from(userPresence).where(eq(userPresence.userId, me.user.id)),
    ).toEqual([]);
    expect((await login(me.user.email)).statusCode).not.toBe(200);
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, me.user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/privacy/export', headers: me.headers })).statusCode,
    ).toBe(401);

    expect(await t.db.select().from(candidates).where(eq(candidates.id, me.candidate.id))).toEqual(
      [],
    );
    expect(await t.db.select().from(files).where(eq(files.id, me.cv.id))).toEqual([]);
    expect(await t.storage.exists(me.cv.storageKey)).toBe(false);

    const [kept] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept!.billingSnapshot.name).toBe('Acme Hiring GmbH');
    expect(kept!.billingSnapshot.email).toBeNull();
    expect(JSON.stringify(kept)).not.toContain(me.user.lastname);

    const [statement] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(statement!.accountHolderName).toBe('Deleted user');
    expect(statement!.billingSnapshot.name).toBe('Deleted user');

    const ledger = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, me.user.id));
    expect(ledger.map((l) => l.points)).toEqual([7]);

    const log = await t.db
      .select()
      .from(privacyDestructionLog)
      .where(eq(privacyDestructionLog.recordId, me.candidate.id));
    expect(log.map((l) => [l.recordKind, l.reason])).toContainEqual([
      'candidate',
      'account_erasure',
    ]);
  });

  it('accepts the password as confirmation', async () => {
    const { headers, user } = await t.loginAs({ roleId: ROLE.candidate });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers,
      payload: { confirmation: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect((await login(user.email)).statusCode).not.toBe(200);
  });

  it("refuses the last owner of a company with other members, and keeps the sole member's company", async () => {
    const owner = await t.loginAs({ roleId: ROLE.company });
    const member = await t.loginAs({ roleId: ROLE.company });
    await createCompany(t.db, { ownerIds: [owner.user.id], memberIds: [member.user.id] });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: owner.headers,
      payload: { confirmation: owner.user.email },
    });
    expect(refused.statusCode).toBe(409);
    const memberLeaves = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: member.headers,
      payload: { confirmation: member.user.email },
    });
    expect(memberLeaves.statusCode).toBe(200);
    const ownerLeaves = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: owner.headers,
      payload: { confirmation: owner.user.email },
    });
    expect(ownerLeaves.statusCode).toBe(200);
  });

  it('answers hostile input with 4xx, never 500', async () => {
    const { headers } = await t.loginAs({ roleId: ROLE.recruiter });
    for (const payload of [
      { confirmation: 'a\u0000b' },
      { confirmation: 'x'.repeat(10_000) },
      { confirmation: 1e20 },
      [],
      'text',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/privacy/delete-account',
        headers,
        payload: payload as object,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
