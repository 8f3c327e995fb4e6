import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '#shared/constants/roles.ts';
import {
  candidates,
  consentRecords,
  files,
  pointsLedger,
  privacyDestructionLog,
  privacyLegalHolds,
  privacyQuarantine,
  referralNotices,
  referrals,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createJob } from '../../test/factories/job.ts';
import { createReferral } from '../../test/factories/referral.ts';
import { createUser } from '../../test/factories/user.ts';
import { runRetention } from './retention.ts';

const DAY = 86_400_000;

describe('the retention job', () => {
  let t: TestApp;
  let recruiterId: number;
  let jobId: number;
  const now = new Date();
  const later = (days: number) => new Date(now.getTime() + days * DAY);
  const longAgo = new Date(now.getTime() - 26 * 30 * DAY);

  beforeAll(async () => {
    t = await createTestApp();
    recruiterId = (await createUser(t.db, { roleId: ROLE.recruiter })).id;
    jobId = (await createJob(t.db)).id;
  });
  afterAll(() => t.close());

  /** A referred candidate with a stored CV whose every trace of activity is `at`. */
  async function candidateIdleSince(at: Date, ownerUserId = recruiterId) {
    const { candidate, cv, referral } = await createReferral(t.db, {
      jobId,
      referrerUserId: ownerUserId,
      withCv: true,
    });
    await t.storage.put(cv.storageKey, Buffer.from('%PDF-1.4 cv'));
    await t.db.update(candidates).set({ updatedAt: at }).where(eq(candidates.id, candidate.id));
    await t.db
      .update(referrals)
      .set({ updatedAt: at, createdAt: at })
      .where(eq(referrals.id, referral.id));
    await t.db.update(files).set({ createdAt: at }).where(eq(files.id, cv.id));
    return { candidate, cv, referral };
  }

  const exists = async (id: number) =>
    (await t.db.select().from(candidates).where(eq(candidates.id, id))).length === 1;
  const quarantined = async (id: number) =>
    (await t.db.select().from(privacyQuarantine).where(eq(privacyQuarantine.candidateId, id)))
      .length === 1;

  it('quarantines an idle record, then deletes it 30 days later with its CV, and logs it', async () => {
    const idle = await candidateIdleSince(longAgo);
    const recent = await candidateIdleSince(new Date(now.getTime() - 30 * DAY));
    const heldRecord = await candidateIdleSince(longAgo);
    const heldOwner = await createUser(t.db, { roleId: ROLE.recruiter });
    const byHeldOwner = await candidateIdleSince(longAgo, heldOwner.id);
    await t.db.insert(privacyLegalHolds).values([
      { recordKind: 'candidate', recordId: heldRecord.candidate.id },
      { recordKind: 'user', recordId: heldOwner.id },
    ]);

    await runRetention(t.db, t.storage, now);
    expect(await quarantined(idle.candidate.id)).toBe(true);
    for (const kept of [recent, heldRecord, byHeldOwner])
      expect(await quarantined(kept.candidate.id)).toBe(false);

    // Still inside the 30 days: nothing deleted yet.
    await runRetention(t.db, t.storage, later(29));
    expect(await exists(idle.candidate.id)).toBe(true);

    const result = await runRetention(t.db, t.storage, later(31));
    expect(result.destroyed).toBeGreaterThanOrEqual(1);
    expect(await exists(idle.candidate.id)).toBe(false);
    expect(await t.db.select().from(files).where(eq(files.id, idle.cv.id))).toEqual([]);
    expect(await t.storage.exists(idle.cv.storageKey)).toBe(false);
    for (const kept of [recent, heldRecord, byHeldOwner]) {
      expect(await exists(kept.candidate.id)).toBe(true);
      expect(await t.storage.exists(kept.cv.storageKey)).toBe(true);
    }

    const log = await t.db
      .select()
      .from(privacyDestructionLog)
      .where(eq(privacyDestructionLog.reason, 'retention'));
    expect(log).toContainEqual(
      expect.objectContaining({
        recordKind: 'candidate',
        recordId: idle.candidate.id,
        outcome: 'deleted',
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({ recordKind: 'file', recordId: idle.cv.id }),
    );
    // The log names kinds and ids only.
    expect(JSON.stringify(log)).not.toContain(idle.candidate.email!);
  });

  it("deletes a referral with a notice and keeps the referrer's consent row without the link", async () => {
    const idle = await candidateIdleSince(longAgo);
    await t.db.insert(referralNotices).values({
      referralId: idle.referral.id,
      tokenHash: 'a'.repeat(64),
      language: 'en',
      expiresAt: later(30),
      mailedTo: idle.candidate.email,
    });
    const [consent] = await t.db
      .insert(consentRecords)
      .values({
        userId: recruiterId,
        termTypeId: 1,
        version: 1,
        granted: true,
        source: 'referral',
        referralId: idle.referral.id,
      })
      .returning();
    await runRetention(t.db, t.storage, now);
    await runRetention(t.db, t.storage, later(31));
    expect(await exists(idle.candidate.id)).toBe(false);
    const [kept] = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.id, consent!.id));
    expect(kept!.referralId).toBeNull();
  });

  it('releases a quarantined record that became active again', async () => {
    const idle = await candidateIdleSince(longAgo);
    await runRetention(t.db, t.storage, now);
    expect(await quarantined(idle.candidate.id)).toBe(true);
    await t.db
      .update(candidates)
      .set({ updatedAt: later(10) })
      .where(eq(candidates.id, idle.candidate.id));
    await runRetention(t.db, t.storage, later(31));
    expect(await quarantined(idle.candidate.id)).toBe(false);
    expect(await exists(idle.candidate.id)).toBe(true);
  });

  it('releases a quarantined record put under a legal hold', async () => {
    const idle = await candidateIdleSince(longAgo);
    await runRetention(t.db, t.storage, now);
    await t.db
      .insert(privacyLegalHolds)
      .values({ recordKind: 'candidate', recordId: idle.candidate.id });
    await runRetention(t.db, t.storage, later(31));
    expect(await exists(idle.candidate.id)).toBe(true);
  });

  it('anonymises instead of deleting a record the points ledger points at', async () => {
    const idle = await candidateIdleSince(longAgo);
    await t.db.insert(pointsLedger).values({
      userId: recruiterId,
      kind: 'reward',
      points: 10,
      amountMinor: 1000,
      currency: 'EUR',
      referralId: idle.referral.id,
      createdAt: longAgo,
    });
    await runRetention(t.db, t.storage, now);
    await runRetention(t.db, t.storage, later(31));
    const [row] = await t.db.select().from(candidates).where(eq(candidates.id, idle.candidate.id));
    expect(row).toMatchObject({ firstname: 'Deleted', email: null, mobile: null });
    expect(await t.storage.exists(idle.cv.storageKey)).toBe(false);
    // Once anonymised it is never taken again.
    await runRetention(t.db, t.storage, later(90));
    expect(await quarantined(idle.candidate.id)).toBe(false);
  });

  it('prunes destruction log rows older than three years and keeps younger ones', async () => {
    const [old, young] = await t.db
      .insert(privacyDestructionLog)
      .values([
        {
          recordKind: 'file',
          recordId: 1,
          reason: 'retention',
          outcome: 'deleted',
          destroyedAt: new Date(now.getTime() - 3 * 366 * DAY),
        },
        {
          recordKind: 'file',
          recordId: 2,
          reason: 'retention',
          outcome: 'deleted',
          destroyedAt: new Date(now.getTime() - 2 * 365 * DAY),
        },
      ])
      .returning();
    await runRetention(t.db, t.storage, now);
    const ids = (
      await t.db.select({ id: privacyDestructionLog.id }).from(privacyDestructionLog)
    ).map((r) => r.id);
    expect(ids).not.toContain(old!.id);
    expect(ids).toContain(young!.id);
  });

  it('follows the period staff set', async () => {
    const idle = await candidateIdleSince(new Date(now.getTime() - 100 * DAY));
    await runRetention(t.db, t.storage, now);
    expect(await quarantined(idle.candidate.id)).toBe(false);
    await t.db.execute(sql`insert into privacy_settings (id, retention_months) values (1, 3)
      on conflict (id) do update set retention_months = 3`);
    await runRetention(t.db, t.storage, now);
    expect(await quarantined(idle.candidate.id)).toBe(true);
  });
});
