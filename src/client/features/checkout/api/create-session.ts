import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createSessionResponseSchema,
  type CheckoutTarget,
  type Quote,
} from '#shared/schemas/checkout.ts';
import { api } from '#client/api/client.ts';
import { writeCache } from '#client/lib/local-cache.ts';
import {
  CHECKOUT_RETURN_KEY,
  NEW_JOB_KEY,
  PAYMENT_SESSION_KEY,
  type NewJob,
} from '#client/lib/payment-storage.ts';

export function createSession(target: CheckoutTarget, locale: 'en' | 'tr') {
  return api.post(
    '/checkout/sessions',
    { target, locale },
    { schema: createSessionResponseSchema },
  );
}

function targetOf(quote: Quote): CheckoutTarget {
  const target = quote.target;
  if (target.kind === 'job') return { kind: 'job', jobId: target.jobId };
  if (target.kind === 'invoice') return { kind: 'invoice', invoiceId: target.invoiceId };
  return { kind: 'plan', planId: target.planId, companyId: quote.company.id };
}

/**
 * Starts the payment and sends the browser to the provider's page. The spec's NewJob is kept
 * locally for the success page; the server's payment row stays the truth.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ quote, locale }: { quote: Quote; locale: 'en' | 'tr' }) => {
      const session = await createSession(targetOf(quote), locale);
      if (quote.target.kind === 'job') {
        const newJob: NewJob = {
          RefCode: quote.target.referenceCode,
          Company: { id: quote.company.id },
          CompanyResponse: [],
          CrowdHrResponse: [],
        };
        writeCache(NEW_JOB_KEY, newJob);
      }
      writeCache(PAYMENT_SESSION_KEY, session.sessionId);
      writeCache(CHECKOUT_RETURN_KEY, window.location.pathname + window.location.search);
      return session;
    },
    onSuccess: (session) => window.location.assign(session.url),
    // Refused (paid meanwhile, billing changed): the page shows the quote as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: ['checkout', 'quote'] }),
  });
}
