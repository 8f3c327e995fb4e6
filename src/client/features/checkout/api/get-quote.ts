import { queryOptions, useQuery } from '@tanstack/react-query';
import { quoteResponseSchema } from '#shared/schemas/checkout.ts';
import { api } from '#client/api/client.ts';

/** What the page was opened for: `?job=`, `?plan=` (with `?company=` for staff) or `?invoice=`. */
export type CheckoutFor = { job?: string; plan?: number; invoice?: string; company?: string };

export function checkoutForOf(params: URLSearchParams): CheckoutFor | null {
  const job = params.get('job') ?? undefined;
  const invoice = params.get('invoice') ?? undefined;
  const planText = params.get('plan');
  const plan = planText && /^\d{1,9}$/.test(planText) ? Number(planText) : undefined;
  const company = params.get('company') ?? undefined;
  if (job) return { job };
  if (invoice) return { invoice };
  if (plan) return { plan, company };
  return null;
}

export function getQuote(target: CheckoutFor, signal?: AbortSignal) {
  return api.get('/checkout/quote', {
    signal,
    query: {
      jobId: target.job,
      planId: target.plan,
      invoiceId: target.invoice,
      companyId: target.plan ? target.company : undefined,
    },
    schema: quoteResponseSchema,
  });
}

export const quoteQueryOptions = (target: CheckoutFor) =>
  queryOptions({
    queryKey: ['checkout', 'quote', target],
    queryFn: ({ signal }) => getQuote(target, signal),
    // Fees and billing details change elsewhere: always read them fresh before paying.
    staleTime: 0,
  });

export function useQuote(target: CheckoutFor | null) {
  return useQuery({
    ...quoteQueryOptions(target ?? {}),
    enabled: target !== null,
  });
}
