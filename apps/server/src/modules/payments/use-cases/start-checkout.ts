import { randomBytes } from 'node:crypto';
import { messages, type PlanPrice, type SavePlanRequest, type SavePlanResult, VAT_PERCENT } from '@portal/shared';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { ServiceUnavailableError, UpstreamError, ValidationError } from '../../../lib/errors.ts';
import { ServiceRefusedError, ServiceUnreachableError } from '../../../lib/service-http.ts';
import type { Authenticated } from '../../auth/auth.service.ts';
import type { CheckoutPricing } from '../checkout-pricing.ts';
import type { PlanRow } from '../payments.presenters.ts';
import type { NewPayment, Payment } from '../payments.repository.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

/** The user is at the gateway's page meanwhile; asking sooner would only hear "not found". */
const FIRST_CHECK_AFTER_MS = 10 * 60_000;

/** eSewa allows letters, digits and hyphens; unguessable, because the return address carries it. */
const newOrderId = () => `RSS-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;

function choicesOf(plan: PlanRow, request: SavePlanRequest) {
  if (plan.isTrial || plan.monthlyAmount === 0) {
    const screen = plan.screenOptions[0]?.screen ?? 1;
    const month = plan.monthOptions[0]?.month ?? 1;
    return { screen, month, method: undefined };
  }
  const errors: Record<string, string[]> = {};
  if (request.screen === undefined) errors.screen = [messages.screenRequired];
  if (request.month === undefined) errors.month = [messages.monthRequired];
  if (request.method === undefined) errors.method = [messages.methodRequired];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { screen: Number(request.screen), month: Number(request.month), method: request.method };
}

/**
 * POST subscription/savePlan: prices the choice, stores it, and says where the client pays (or that it need not).
 * The plan is granted only once the gateway itself confirmed the stored amount; return addresses are never believed.
 */
export function startCheckout(
  deps: Pick<PaymentsDeps, 'repository' | 'plans' | 'subscriptions' | 'esewa' | 'khalti' | 'config' | 'now'> & { pricing: CheckoutPricing },
) {
  const { repository, config } = deps;

  /** Two trials asked for at once: the database keeps one (a unique index), the others are refused like a second trial. */
  async function startFreePlan(values: NewPayment) {
    try {
      const payment = await repository.createGranted(values, deps.now());
      await deps.subscriptions.forget(payment.userId);
      return payment;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw ValidationError.field('id', messages.trialUsed);
    }
  }

  async function startKhalti(payment: Payment, caller: Authenticated, price: PlanPrice) {
    try {
      const { pidx, paymentUrl } = await deps.khalti.initiate({
        orderId: payment.orderId,
        orderName: `${config.agencyName} — ${payment.planName}`,
        amount: payment.totalAmount,
        returnUrl: `${config.publicUrl}/subscription-plans`,
        websiteUrl: config.publicUrl,
        customer: { name: caller.user.fullName, email: caller.user.email, phone: caller.user.mobileNo },
        breakdown: [
          {
            label: price.credit_amount > 0 ? `${payment.planName} (less the unused part of the current plan)` : payment.planName,
            amount: price.subtotal - price.credit_amount,
          },
          { label: `VAT ${VAT_PERCENT}%`, amount: price.vat_amount },
        ],
      });
      await repository.attachGatewayToken(payment.id, pidx);
      return paymentUrl;
    } catch (error) {
      await repository.record(payment.id, { state: 'failed', gatewayStatus: 'initiate refused', nextCheckAt: null });
      if (error instanceof ServiceRefusedError) throw new UpstreamError(`${messages.paymentProcessFailed}: ${error.detail}`);
      if (error instanceof ServiceUnreachableError) throw new ServiceUnavailableError(messages.gatewayUnavailable);
      throw error;
    }
  }

  return async (caller: Authenticated, request: SavePlanRequest): Promise<SavePlanResult> => {
    const plan = await deps.plans.activePlan(Number(request.id));
    if (!plan) throw ValidationError.field('id', messages.planUnavailable);
    const { screen, month, method } = choicesOf(plan, request);
    const now = deps.now();
    const { price, credit, term } = await deps.pricing.priced(caller.user.houseId, plan, screen, month, now);
    const free = price.total_amount === 0;
    if (free && plan.isTrial && !(await deps.pricing.trialAvailable(caller.user.houseId)))
      throw ValidationError.field('id', messages.trialUsed);
    const channel = free ? 'CONTINUE' : (method as NonNullable<typeof method>);
    const values: NewPayment = {
      userId: caller.user.houseId,
      planId: plan.id,
      planName: plan.name,
      planNameNe: plan.nameNe,
      channel,
      orderId: newOrderId(),
      noOfScreen: screen,
      noOfMonth: month,
      isTrial: plan.isTrial,
      durationUnit: term.unit,
      duration: term.count,
      screenAmount: price.screen_amount,
      monthAmount: price.month_amount,
      creditAmount: credit.amount,
      creditSubscriptionId: credit.fromId,
      vatAmount: price.vat_amount,
      totalAmount: price.total_amount,
      nextCheckAt: free ? null : new Date(now.getTime() + FIRST_CHECK_AFTER_MS),
    };
    const payment = channel === 'CONTINUE' ? await startFreePlan(values) : await repository.create(values);
    const answer = { channel, total_amount: payment.totalAmount, pid: payment.orderId, name: plan.name, sid: payment.id } as const;
    if (channel === 'CONTINUE') return answer;
    if (channel === 'ESEWA') {
      const returnTo = `${config.publicUrl}/api/payments/esewa/${payment.orderId}`;
      const form = deps.esewa.checkoutForm({
        uuid: payment.orderId,
        subtotal: price.subtotal - price.credit_amount,
        vat: price.vat_amount,
        total: price.total_amount,
        successUrl: `${returnTo}/success`,
        failureUrl: `${returnTo}/failure`,
      });
      return { ...answer, form };
    }
    return { ...answer, payment_url: await startKhalti(payment, caller, price) };
  };
}
