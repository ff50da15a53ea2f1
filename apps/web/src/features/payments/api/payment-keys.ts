export const paymentKeys = {
  plans: ['subscription-plans'] as const,
  invoices: ['invoice'] as const,
  invoice: (sid: number) => [...paymentKeys.invoices, sid] as const,
  history: (page: number) => ['subscription-history', page] as const,
  quote: (planId: number, screen: number, month: number) => ['checkout-quote', planId, screen, month] as const,
};
