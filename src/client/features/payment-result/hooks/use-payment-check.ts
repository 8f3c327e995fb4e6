import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentSuccessResponse } from '#shared/schemas/checkout.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';

/** While the payment is still being processed, the page asks again this long after an answer… */
export const PAYMENT_RECHECK_MS = 3000;

/** …this many times on its own; then it offers Check Again. */
export const PAYMENT_AUTO_CHECKS = 3;

/** The answer's status while the provider has not settled the payment yet. */
const PROCESSING = 1;

/**
 * Has the server confirm the payment of `sessionId` (at once), and again a few times while the
 * answer is "being processed". The last answer stays while a check is on its way. `check` asks
 * again (Check Again, Try Again); `offerCheckAgain` once the automatic checks are spent.
 */
export function usePaymentCheck(sessionId: string | null) {
  const confirm = useConfirmPayment();
  const { mutate } = confirm;
  const [answer, setAnswer] = useState<PaymentSuccessResponse | null>(null);
  const [checks, setChecks] = useState(0);
  const started = useRef(false);

  const check = useCallback(() => {
    if (!sessionId) return;
    setChecks((count) => count + 1);
    mutate(sessionId, { onSuccess: setAnswer });
  }, [sessionId, mutate]);

  useEffect(() => {
    if (started.current || !sessionId) return;
    started.current = true;
    check();
  }, [sessionId, check]);

  const processing = answer?.status === PROCESSING;
  // The first check is not an automatic re-check: `checks` counts it too.
  const autoLeft = checks <= PAYMENT_AUTO_CHECKS;
  const idle = !confirm.isPending && !confirm.isError;
  // `answer`: each answer (a new object, even when unchanged) starts the wait for the next check.
  useEffect(() => {
    if (!answer || answer.status !== PROCESSING || !autoLeft || !idle) return;
    const timer = setTimeout(check, PAYMENT_RECHECK_MS);
    return () => clearTimeout(timer);
  }, [answer, autoLeft, idle, check]);

  return {
    answer,
    checking: confirm.isPending,
    error: confirm.isError ? confirm.error : null,
    check,
    offerCheckAgain: processing && !autoLeft && !confirm.isError,
  };
}
