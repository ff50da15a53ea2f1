import { apiRoutes, type SavePlanRequest, type SavePlanResult } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Saves the chosen plan as a payment to make; the answer says where to pay (SPEC.md §4 Payment). */
export const useSavePlan = () =>
  useMutation({
    mutationFn: (request: SavePlanRequest) =>
      api<{ message: string; data: SavePlanResult }>(apiRoutes.subscription.savePlan, { body: request, notify: false }).then(
        (answer) => answer.data,
      ),
  });
