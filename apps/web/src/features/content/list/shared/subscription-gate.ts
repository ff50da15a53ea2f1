import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../../lib/api-error.ts';
import { useProfile } from '../../../../lib/auth.ts';

export const PLANS_PATH = '/subscription-plans';

/** SPEC.md §4: with 0 days left, opening an item sends the client to the plans instead. */
export function useOpenGate() {
  const { data: user } = useProfile();
  const navigate = useNavigate();
  const blocked = user !== undefined && user.role !== 'staff' && user.left_subscription_days === 0;
  return useCallback((open: () => void) => (blocked ? navigate(PLANS_PATH) : open()), [blocked, navigate]);
}

/**
 * An item or list refused by the server (no days left, or not in the plan) sends the client to the plans too.
 * Answers whether it was refused, so the screen shows no error with a Try again on its way out.
 */
export function useRedirectWhenRefused(error: unknown) {
  const navigate = useNavigate();
  const refused = error instanceof ApiError && error.status === 403;
  useEffect(() => {
    if (refused) navigate(PLANS_PATH, { replace: true });
  }, [refused, navigate]);
  return refused;
}
