import type { PaymentsParams } from '../components/payments-params.ts';

export const paymentsAdminKeys = {
  all: ['payments-admin'] as const,
  list: (params: PaymentsParams) => [...paymentsAdminKeys.all, 'list', params] as const,
  detail: (id: number) => [...paymentsAdminKeys.all, 'detail', id] as const,
};
