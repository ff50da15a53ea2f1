import type { SavePlanRequest } from '@portal/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSavePlan } from '../api/save-plan.ts';
import { goToPayment } from './go-to-payment.ts';

/**
 * Saves the plan and leaves for the payment. `busy` stays on once the answer came, while the browser
 * is on its way to the gateway, so a second click cannot start a second payment.
 */
export function useStartPayment() {
  const savePlan = useSavePlan();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const { mutateAsync } = savePlan;

  const start = useCallback(
    async (request: SavePlanRequest) => {
      const result = await mutateAsync(request);
      setLeaving(true);
      try {
        await goToPayment(result, navigate);
      } catch (error) {
        setLeaving(false);
        throw error;
      }
    },
    [mutateAsync, navigate],
  );

  return { start, busy: savePlan.isPending || leaving };
}
