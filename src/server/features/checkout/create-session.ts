import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { JOB_STATUS } from '#shared/constants/domain.ts';
import {
  PAYMENT_STATUS,
  type CheckoutBlock,
  type CreateSessionInput,
  type PaymentKind,
} from '#shared/schemas/checkout.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  companies,
  companyMembers,
  invoices,
  jobRecruiters,
  jobResponsibles,
  jobs,
  payments,
  users,
} from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../http/errors.ts';
import { createPaymentCustomer } from '../../infra/payments/customers.ts';
import type { PaymentProvider } from '../../infra/payments/provider.ts';
import { activeRecruiter } from '../../platform/active-recruiter.ts';
import { audit } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { failPayment } from './confirm-payment.ts';
import { sessionLines } from './line-names.ts';
import { checkoutBlock, priceTarget } from './quote.ts';
import { resolveTarget, type ResolvedTarget } from './targets.ts';

const BLOCK_MESSAGES: Record<CheckoutBlock, string> = {
  billing_incomplete: 'Complete your company billing details before paying',
  already_paid: 'This has been paid already',
  covered_by_plan: 'Your monthly plan covers this job: open it from the job form',
  not_payable: 'This cannot be paid now',
  payments_unavailable: 'Payments are not set up on this server yet',
};

type People = { companyResponsibleIds: number[]; crowdResponsibleIds: number[] };

/** The spec's NewJob: chosen responsibles (members of the company, recruiters), else the job's own. */
async function jobPeople(
  db: Queryable,
  target: Extract<ResolvedTarget, { kind: 'job' }>,
  input: CreateSessionInput,
): Promise<People> {
  const members = input.companyResponsibleIds?.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
        .where(
          and(
            inArray(users.publicId, input.companyResponsibleIds),
            eq(companyMembers.companyId, target.company.id),
            isNull(companyMembers.removedAt),
          ),
        )
    : await db
        .select({ id: jobResponsibles.userId })
        .from(jobResponsibles)
        .where(eq(jobResponsibles.jobId, target.job.id));
  if (input.companyResponsibleIds && members.length !== new Set(input.companyResponsibleIds).size)
    throw badRequest('A responsible is not a member of the company', [
      { path: 'body.companyResponsibleIds', message: 'not_a_member' },
    ]);
  const crowd = input.crowdResponsibleIds?.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.publicId, input.crowdResponsibleIds), activeRecruiter()))
    : await db
        .select({ id: jobRecruiters.userId })
        .from(jobRecruiters)
        .where(eq(jobRecruiters.jobId, target.job.id));
  if (input.crowdResponsibleIds && crowd.length !== new Set(input.crowdResponsibleIds).size)
    throw badRequest('An assigned recruiter was not found', [
      { path: 'body.crowdResponsibleIds', message: 'not_a_recruiter' },
    ]);
  return {
    companyResponsibleIds: members.map((row) => row.id),
    crowdResponsibleIds: crowd.map((row) => row.id),
  };
}

/**
 * The company's customer at Stripe (the spec's CreateCustomersCompanyId, sqlId 81): made at
 * sign-up; made here for a company that has none there yet (a test-mode id, or none).
 */
async function stripeCustomer(
  ctx: Pick<AppContext, 'config' | 'db'>,
  company: ResolvedTarget['company'],
  email: string | null,
) {
  if (
    company.paymentCustomerId?.startsWith('cus_') &&
    !company.paymentCustomerId.startsWith('cus_test_')
  )
    return company.paymentCustomerId;
  const id = await createPaymentCustomer(ctx.config, {
    name: company.name,
    email: email ?? '',
    companyPublicId: company.publicId,
  });
  await ctx.db.update(companies).set({ paymentCustomerId: id }).where(eq(companies.id, company.id));
  return id;
}

const kindOf = (target: ResolvedTarget): PaymentKind =>
  target.kind === 'job' ? 'job_posting' : target.kind;

/** Earlier unpaid sessions for the same thing: replaced by this one, so only one can be paid. */
function sameTarget(target: ResolvedTarget) {
  const base = [eq(payments.statusId, PAYMENT_STATUS.pending), eq(payments.kind, kindOf(target))];
  if (target.kind === 'job') return and(...base, eq(payments.jobId, target.job.id));
  if (target.kind === 'invoice') return and(...base, eq(payments.invoiceId, target.invoice.id));
  return and(
    ...base,
    eq(payments.companyId, target.company.id),
    eq(payments.planId, target.plan.id),
  );
}

const refuse = (blocked: CheckoutBlock | null | undefined) =>
  conflict(BLOCK_MESSAGES[blocked ?? 'not_payable'], [{ reason: blocked ?? 'not_payable' }]);

/**
 * Locks what is paid for and checks again that it can be paid, so that two sessions started at
 * once for the same thing run one after the other and the later replaces the earlier. A job
 * starts waiting for its payment; an invoice is locked as every path that settles it locks it.
 */
async function lockTarget(tx: Queryable, target: ResolvedTarget) {
  if (target.kind === 'job') {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, target.job.id)).for('update');
    const again = job ? await priceTarget(tx, { ...target, job }) : null;
    if (!job || again?.blocked) throw refuse(again?.blocked);
    await tx
      .update(jobs)
      .set({ statusId: JOB_STATUS.pendingPayment, updatedAt: new Date() })
      .where(eq(jobs.id, job.id));
  } else if (target.kind === 'invoice') {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, target.invoice.id))
      .for('update');
    const again = invoice ? await priceTarget(tx, { ...target, invoice }) : null;
    if (!invoice || again?.blocked) throw refuse(again?.blocked);
  } else {
    // Not FOR UPDATE: an invoice that a confirmed payment issues checks its company key meanwhile.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, target.company.id))
      .for('no key update');
  }
}

/**
 * Starts a payment: a pending `payments` row with the amounts the company is charged, the job
 * waiting for payment, and the provider's session the browser is sent to.
 */
export async function createCheckoutSession(
  ctx: Pick<AppContext, 'config' | 'db'>,
  provider: PaymentProvider,
  auth: AuthContext,
  input: CreateSessionInput,
  request?: FastifyRequest,
) {
  const { db } = ctx;
  const target = await resolveTarget(db, auth, input.target);
  const people = target.kind === 'job' ? await jobPeople(db, target, input) : null;
  const priced = await priceTarget(db, target);
  const blocked = checkoutBlock(priced, provider.name);
  if (blocked) throw refuse(blocked);
  const customerId =
    provider.name === 'stripe'
      ? await stripeCustomer(ctx, target.company, priced.billing.email)
      : null;

  const { payment, replaced } = await db.transaction(async (tx) => {
    await lockTarget(tx, target);
    const replaced = await tx.select().from(payments).where(sameTarget(target));
    for (const old of replaced)
      await failPayment(
        tx,
        old.id,
        new Date(),
        { userId: auth.userId, via: 'checkout' },
        'replaced',
      );
    const [row] = await tx
      .insert(payments)
      .values({
        companyId: target.company.id,
        jobId: target.kind === 'job' ? target.job.id : null,
        userId: auth.userId,
        kind: kindOf(target),
        planId: target.kind === 'plan' ? target.plan.id : priced.planId,
        invoiceId: target.kind === 'invoice' ? target.invoice.id : null,
        provider: provider.name,
        amountMinor: priced.totalMinor,
        netMinor: priced.netMinor,
        vatRateBp: priced.vat.rateBp,
        vatMinor: priced.vat.vatMinor,
        reverseCharge: priced.vat.reverseCharge,
        currency: priced.currency,
        statusId: PAYMENT_STATUS.pending,
        jobData: people,
      })
      .returning();
    if (!row) throw new Error('payment not inserted');
    await audit(
      tx,
      {
        actorUserId: auth.userId,
        action: 'payment.create',
        entity: 'payment',
        entityId: row.publicId,
        data: { kind: row.kind, amountMinor: row.amountMinor, currency: row.currency },
      },
      request,
    );
    return { payment: row, replaced };
  });

  let session;
  try {
    session = await provider.createSession({
      paymentPublicId: payment.publicId,
      customerId,
      customerEmail: priced.billing.email,
      currency: priced.currency,
      lines: sessionLines(target, priced, input.locale),
      locale: input.locale,
    });
  } catch (error) {
    request?.log.error({ err: error }, 'checkout session not created');
    await db.transaction((tx) =>
      failPayment(
        tx,
        payment.id,
        new Date(),
        { userId: auth.userId, via: 'checkout' },
        'provider_error',
      ),
    );
    throw new AppError(
      503,
      'unavailable',
      'The payment provider is not reachable; try again',
      undefined,
      30,
    );
  }
  await db
    .update(payments)
    .set({ providerSessionId: session.id })
    .where(eq(payments.id, payment.id));
  for (const old of replaced)
    if (old.providerSessionId) await provider.expireSession(old.providerSessionId);
  return { sessionId: session.id, url: session.url, paymentId: payment.publicId };
}
