import { endpoints, type SavePlanRequest } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** Saves the chosen plan as a payment to make; the answer says where to pay (SPEC.md §4 Payment). */
export const useSavePlan = () =>
  useMutation({
    mutationFn: (request: SavePlanRequest) =>
      call(endpoints.payments.savePlan, { body: request, notify: false }).then((answer) => answer.data),
  });
