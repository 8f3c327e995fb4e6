import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSuccessResponseSchema } from '#shared/schemas/checkout.ts';
import { api } from '#client/api/client.ts';

/** The spec's POST /Payments/payment-success: the server looks the session up at the provider. */
export function confirmPayment(sessionId: string) {
  return api.post(
    '/checkout/payment-success',
    { sessionId },
    { schema: paymentSuccessResponseSchema },
  );
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // The job opened: every job list (dashboard, pipeline, search) is read again.
    onSuccess: async () => {
      await queryClient.invalidateQueries();
    },
  });
}
