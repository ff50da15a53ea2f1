export const paymentKeys = {
  plans: ['subscription-plans'] as const,
  invoices: ['invoice'] as const,
  invoice: (sid: number) => [...paymentKeys.invoices, sid] as const,
  history: (page: number) => ['subscription-history', page] as const,
};
