import { apiRoutes, type PaymentOutcome, type VerifyKhaltiRequest } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Khalti's return: the server looks the payment up with Khalti before believing the address. */
export const useVerifyKhalti = () =>
  useMutation({
    mutationFn: (request: VerifyKhaltiRequest) =>
      api<PaymentOutcome>(apiRoutes.subscription.verifyKhalti, { body: request, notify: false }),
  });

/** Asks the gateway again about a payment it had not confirmed yet. */
export const useRecheckPayment = () =>
  useMutation({
    mutationFn: (sid: number) => api<PaymentOutcome>(apiRoutes.subscription.verifyTransaction(sid), { method: 'POST', notify: false }),
  });
