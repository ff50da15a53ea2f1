import { checkoutPricing } from './checkout-pricing.ts';
import { paymentCheck } from './payment-check.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { gatewayReturns } from './use-cases/gateway-returns.ts';
import { listHistory } from './use-cases/list-history.ts';
import { listPlans } from './use-cases/list-plans.ts';
import { quoteCheckout } from './use-cases/quote-checkout.ts';
import { recheckPayments } from './use-cases/recheck-payments.ts';
import { showInvoice } from './use-cases/show-invoice.ts';
import { startCheckout } from './use-cases/start-checkout.ts';

/**
 * Subscriptions are sold here (SPEC.md §2 Subscription plans, §4 Payment): the server prices the
 * checkout, sends the client to a gateway, and grants the plan only once the gateway itself confirmed
 * the stored amount. Return addresses are never believed. Each use case lives in `use-cases/`.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const pricing = checkoutPricing(deps);
  const checks = paymentCheck(deps);
  return {
    plans: listPlans({ ...deps, pricing }),
    savePlan: startCheckout({ ...deps, pricing }),
    quote: quoteCheckout({ ...deps, pricing }),
    ...gatewayReturns({ ...deps, checks }),
    ...recheckPayments({ ...deps, checks }),
    invoice: showInvoice(deps),
    history: listHistory(deps),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
