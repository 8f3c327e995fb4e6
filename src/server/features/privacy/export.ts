import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { PassThrough } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Queryable } from '../../db/client.ts';
import {
  billingProfiles,
  candidates,
  consentRecords,
  conversationParticipants,
  files,
  messages,
  notifications,
  payouts,
  pointsLedger,
  referralStatusHistory,
  referrals,
  rewards,
  userPreferences,
  users,
} from '../../db/schema/index.ts';
import type { FileStorage } from '../../infra/storage.ts';
import { lastSeenOf } from '../../platform/presence.ts';

/**
 * The most file bytes one export carries (CVs, profile picture), which bounds the download. Files
 * past it are listed in files.json with `included: false` (staff send them on request).
 */
export const EXPORT_FILE_BYTES_LIMIT = 50 * 1024 * 1024;

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 2));

type StoredEntry = { name: string; storageKey: string };

/** Resolves when the client has taken what was written, or left; never rejects, leaves no listener. */
const drainedOrClosed = (stream: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });

/**
 * The ZIP as a stream: the JSON files (in memory: the user's own rows), then each stored file
 * read from storage as the client takes the download. A file is never held whole, and reading
 * waits while the client is behind, so parallel or slow downloads hold a few chunks each.
 */
function zipStream(
  storage: FileStorage,
  entries: Record<string, Uint8Array>,
  stored: StoredEntry[],
) {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else if (!out.destroyed) {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const write = async () => {
    for (const [name, data] of Object.entries(entries)) {
      const entry = new ZipDeflate(name, { level: 6 });
      zip.add(entry);
      entry.push(data, true);
    }
    for (const file of stored) {
      const entry = new ZipPassThrough(file.name);
      zip.add(entry);
      const source = await storage.read(file.storageKey);
      try {
        for await (const chunk of source) {
          if (out.destroyed) return;
          entry.push(new Uint8Array(chunk as Buffer));
          if (out.writableNeedDrain) await drainedOrClosed(out);
        }
      } finally {
        source.destroy();
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function candidateRecords(db: Queryable, ids: number[]) {
  if (ids.length === 0) return { rows: [], referralRows: [], history: [] };
  const rows = await db.select().from(candidates).where(inArray(candidates.id, ids));
  const referralRows = await db.select().from(referrals).where(inArray(referrals.candidateId, ids));
  const referralIds = referralRows.map((r) => r.id);
  const history =
    referralIds.length === 0
      ? []
      : await db
          .select({
            referralId: referralStatusHistory.referralId,
            fromStatusId: referralStatusHistory.fromStatusId,
            toStatusId: referralStatusHistory.toStatusId,
            note: referralStatusHistory.note,
            changedAt: referralStatusHistory.changedAt,
          })
          .from(referralStatusHistory)
          .where(inArray(referralStatusHistory.referralId, referralIds));
  return { rows, referralRows, history };
}

/**
 * Everything the app holds about one user, as JSON files and their own stored files: a ZIP
 * stream, its rows read before the first byte.
 */
export async function buildExport(db: Queryable, storage: FileStorage, userId: number) {
  const [row] = await db
    .select({ user: users, lastSeenAt: lastSeenOf(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('export of a missing user');
  const { passwordHash, googleSubject, linkedinSubject, ...account } = row.user;

  const owned = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.ownerUserId, userId));
  const recruiting = await candidateRecords(
    db,
    owned.map((c) => c.id),
  );
  const applications = await db
    .select({ referral: referrals })
    .from(referrals)
    .innerJoin(candidates, eq(candidates.id, referrals.candidateId))
    .where(and(eq(candidates.userId, userId), eq(referrals.kind, 'application')));

  const conversationIds = (
    await db
      .select({ id: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, userId))
  ).map((c) => c.id);
  const messageRows =
    conversationIds.length === 0
      ? []
      : await db
          .select({
            conversationId: messages.conversationId,
            senderUserId: messages.senderUserId,
            body: messages.body,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.conversationId, conversationIds));

  const ownFiles = await db
    .select()
    .from(files)
    .where(
      and(
        isNull(files.deletedAt),
        or(
          owned.length > 0
            ? inArray(
                files.candidateId,
                owned.map((c) => c.id),
              )
            : undefined,
          // Own uploads about no candidate; a CV a company member added in the pipeline is the
          // candidate's data, not theirs.
          and(eq(files.ownerUserId, userId), isNull(files.companyId), isNull(files.candidateId)),
        ),
      ),
    );

  const entries: Record<string, Uint8Array> = {
    'account.json': json({
      ...account,
      lastSeenAt: row.lastSeenAt,
      hasPassword: passwordHash !== null,
      googleLinked: googleSubject !== null,
      linkedinLinked: linkedinSubject !== null,
    }),
    'preferences.json': json(
      await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)),
    ),
    'billing-info.json': json(
      await db.select().from(billingProfiles).where(eq(billingProfiles.userId, userId)),
    ),
    'candidates.json': json(
      recruiting.rows.map((candidate) => ({
        ...candidate,
        referrals: recruiting.referralRows
          .filter((r) => r.candidateId === candidate.id)
          .map((r) => ({
            ...r,
            statusHistory: recruiting.history.filter((h) => h.referralId === r.id),
          })),
      })),
    ),
    'applications.json': json(applications.map((a) => a.referral)),
    'points-ledger.json': json(
      await db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)),
    ),
    'rewards.json': json(
      await db.select().from(rewards).where(eq(rewards.recruiterUserId, userId)),
    ),
    'payouts.json': json(
      await db.select().from(payouts).where(eq(payouts.recruiterUserId, userId)),
    ),
    'notifications.json': json(
      await db.select().from(notifications).where(eq(notifications.userId, userId)),
    ),
    'consents.json': json(
      await db.select().from(consentRecords).where(eq(consentRecords.userId, userId)),
    ),
    'messages.json': json(
      messageRows.map(({ senderUserId, ...m }) => ({ ...m, fromMe: senderUserId === userId })),
    ),
  };

  let budget = EXPORT_FILE_BYTES_LIMIT;
  const listing = [];
  const stored: StoredEntry[] = [];
  for (const file of ownFiles) {
    const name = `files/${file.id}-${file.originalName.replace(/[^\w.-]+/g, '_')}`;
    const fits = file.sizeBytes <= budget && (await storage.exists(file.storageKey));
    if (fits) {
      stored.push({ name, storageKey: file.storageKey });
      budget -= file.sizeBytes;
    }
    listing.push({
      id: file.id,
      kind: file.fileTypeId,
      originalName: file.originalName,
      mimeType: file.mimeType,
      sizeBytes: file.sizeBytes,
      candidateId: file.candidateId,
      createdAt: file.createdAt,
      included: fits,
      path: fits ? name : null,
    });
  }
  entries['files.json'] = json(listing);
  return zipStream(storage, entries, stored);
}
