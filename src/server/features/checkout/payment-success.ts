import { eq } from 'drizzle-orm';
import { PAYMENT_STATUS, type PaymentSuccessResponse } from '#shared/schemas/checkout.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { jobs, payments } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { PaymentProvider } from '../../infra/payments/provider.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { canManageCompany } from '../../platform/company-access.ts';
import type { Payment } from './confirm-payment.ts';
import { settleSession } from './webhook.ts';

const MESSAGES: Record<number, string> = {
  [PAYMENT_STATUS.paid]: 'Payment confirmed',
  [PAYMENT_STATUS.pending]: 'Your payment is being processed; it opens as soon as it is confirmed',
  [PAYMENT_STATUS.failed]: 'The payment was not completed',
  [PAYMENT_STATUS.refunded]: 'This payment was refunded',
  [PAYMENT_STATUS.unapplied]:
    'This invoice had already been settled when your payment arrived; it will be refunded',
};

/** A posting fee held for a refund: another session had paid it. */
const POSTING_NOT_APPLIED =
  'This job’s posting fee had already been paid when your payment arrived; it will be refunded';

/** The answer's status: 0 when paid (the spec reads a non-zero status as a message to show). */
const SUCCESS_STATUS: Record<number, number> = {
  [PAYMENT_STATUS.paid]: 0,
  [PAYMENT_STATUS.pending]: 1,
  [PAYMENT_STATUS.failed]: 2,
  [PAYMENT_STATUS.refunded]: 3,
  [PAYMENT_STATUS.unapplied]: 4,
};

/** The payer, members of the paying company and staff see a payment; others get a 404. */
export async function paymentForCaller(db: Queryable, auth: AuthContext, sessionId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId));
  if (
    !payment ||
    (payment.userId !== auth.userId && !(await canManageCompany(db, auth, payment.companyId)))
  )
    throw notFound('Payment not found');
  return payment;
}

async function answer(db: Queryable, payment: Payment): Promise<PaymentSuccessResponse> {
  const [job] = payment.jobId
    ? await db
        .select({ id: jobs.publicId, referenceCode: jobs.referenceCode, statusId: jobs.statusId })
        .from(jobs)
        .where(eq(jobs.id, payment.jobId))
    : [];
  return {
    status: SUCCESS_STATUS[payment.statusId] ?? 2,
    message:
      payment.statusId === PAYMENT_STATUS.unapplied && payment.kind === 'job_posting'
        ? POSTING_NOT_APPLIED
        : (MESSAGES[payment.statusId] ?? MESSAGES[PAYMENT_STATUS.failed]!),
    paymentStatusId: payment.statusId,
    kind: payment.kind,
    job: job ?? null,
  };
}

/**
 * The spec's paymentSuccess flow on the server (POST /Payments/payment-success): the session is
 * looked up at the provider, never taken on the client's word; a paid session is confirmed
 * through the same path as the webhook, so whichever comes first opens the job, once.
 */
export async function confirmFromSuccessPage(
  db: Database,
  provider: PaymentProvider,
  auth: AuthContext,
  sessionId: string,
): Promise<PaymentSuccessResponse> {
  const payment = await paymentForCaller(db, auth, sessionId);
  if (payment.statusId !== PAYMENT_STATUS.pending && payment.statusId !== PAYMENT_STATUS.failed)
    return answer(db, payment);
  const state = await provider.retrieveSession(sessionId);
  if (!state || (state.paymentPublicId && state.paymentPublicId !== payment.publicId))
    return answer(db, payment);
  const settled = await db.transaction((tx) =>
    settleSession(tx, payment, state, new Date(), { userId: auth.userId, via: 'success_page' }),
  );
  return answer(db, settled.payment);
}
