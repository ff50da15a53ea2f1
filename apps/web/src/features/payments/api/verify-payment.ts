import { endpoints, type VerifyKhaltiRequest } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** Khalti's return: the server looks the payment up with Khalti before believing the address. */
export const useVerifyKhalti = () =>
  useMutation({
    mutationFn: (request: VerifyKhaltiRequest) => call(endpoints.payments.verifyKhalti, { body: request, notify: false }),
  });

/** Asks the gateway again about a payment it had not confirmed yet. */
export const useRecheckPayment = () =>
  useMutation({
    mutationFn: (sid: number) => call(endpoints.payments.recheck, { params: { sid }, notify: false }),
  });
