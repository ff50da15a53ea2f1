import { randomBytes } from 'node:crypto';
import {
  type CheckoutQuote,
  type CheckoutQuoteQuery,
  type Invoice,
  messages,
  type PaymentOutcome,
  type PaymentResult,
  type PlanPrice,
  priceOf,
  type SavePlanRequest,
  type SavePlanResult,
  type SubscriptionHistoryQuery,
  type SubscriptionPlan,
  type SubscriptionPlanList,
  type SubscriptionPlanQuery,
  VAT_PERCENT,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { subscriptionPlans } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { NotFoundError, ServiceUnavailableError, UpstreamError, ValidationError } from '../../lib/errors.ts';
import { ServiceRefusedError, ServiceUnreachableError } from '../../lib/service-http.ts';
import type { Authenticated } from '../auth/auth.service.ts';
import { pageMeta } from '../content/content-query.ts';
import type { Term } from '../subscription/calendar-months.ts';
import type { SubscriptionRepository } from '../subscription/subscription.repository.ts';
import type { SubscriptionService } from '../subscription/subscription.service.ts';
import { subscriptionHistory } from '../subscription/subscription-history.ts';
import { placePeriod, unusedDays, upgradeCredit } from '../subscription/subscription-timeline.ts';
import type { EsewaGateway } from './esewa.gateway.ts';
import type { InvoiceRepository } from './invoice.repository.ts';
import type { KhaltiGateway } from './khalti.gateway.ts';
import { esewaVerdict, isHeld, khaltiVerdict, resultOf, type Verdict } from './payment-verdict.ts';
import type { NewPayment, Payment, PaymentsRepository, Settlement } from './payments.repository.ts';

type PlanRow = typeof subscriptionPlans.$inferSelect;
type ReturnAnswer = { result: PaymentResult; sid: number | undefined };

/** A held payment is asked about again after recheck × 1, 2, 4 … 32. */
const MAX_BACKOFF_FACTOR = 32;
/** The user is at the gateway's page meanwhile; asking sooner would only hear "not found". */
const FIRST_CHECK_AFTER_MS = 10 * 60_000;
/** Due payments offered as jobs per run; the rest are offered on the next. */
const RECHECK_OFFER_LIMIT = 500;

const OUTCOME_MESSAGES: Record<PaymentResult, string> = {
  success: messages.paymentSucceeded,
  '00failure00': messages.paymentFailed,
  '00ambiguous00': messages.paymentAmbiguous,
  '00payment_issue00': messages.paymentIssue,
  '00pending00': messages.paymentPending,
};

export function presentPlan(plan: PlanRow): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    name_ne: plan.nameNe,
    icon: plan.icon,
    description: plan.description,
    description_ne: plan.descriptionNe,
    monthly_amount: plan.monthlyAmount,
    is_trial: plan.isTrial,
    trial_days: plan.trialDays,
    content_types: plan.contentTypes,
    features: plan.features,
    screen_setup: { screen: plan.screenOptions },
    monthly_setup: { monthly: plan.monthOptions },
  };
}

/** What a plan bought for `month` months lasts: the trial its days, any other plan the months. */
export const termOf = (plan: Pick<PlanRow, 'isTrial' | 'trialDays'>, month: number): Term =>
  plan.isTrial ? { unit: 'day', count: plan.trialDays ?? 1 } : { unit: 'month', count: month };

/** eSewa allows letters, digits and hyphens; unguessable, because the return address carries it. */
const newOrderId = () => `RSS-${Date.now().toString(36)}-${randomBytes(8).toString('hex')}`;

/**
 * Subscriptions are sold here (SPEC.md §2 Subscription plans, §4 Payment): the server prices the
 * checkout, sends the client to a gateway, and grants the plan only once the gateway itself confirmed
 * the stored amount. Return addresses are never believed.
 */
export function createPaymentsService(deps: {
  db: Database;
  repository: PaymentsRepository;
  plans: Pick<SubscriptionRepository, 'activePlans' | 'activePlan' | 'everSubscribed' | 'timelineOf'>;
  invoices: InvoiceRepository;
  subscriptions: Pick<SubscriptionService, 'forget'>;
  esewa: EsewaGateway;
  khalti: KhaltiGateway;
  config: Pick<Config, 'publicUrl' | 'seller' | 'agencyName'> & { recheckMs: number };
  now: () => Date;
}) {
  const { repository, config } = deps;

  function outcomeOf(payment: Pick<Payment, 'id' | 'status' | 'gatewayStatus'>): PaymentOutcome {
    const status = resultOf(payment.status);
    return {
      status,
      message: OUTCOME_MESSAGES[status],
      ...(status !== 'success' && payment.gatewayStatus ? { detail: payment.gatewayStatus } : {}),
      data: { sid: payment.id },
    };
  }

  const nextCheckAfter = (payment: Payment) =>
    new Date(deps.now().getTime() + config.recheckMs * Math.min(2 ** payment.checks, MAX_BACKOFF_FACTOR));

  /** Acts on a verdict and answers the payment as it now stands. */
  async function apply(payment: Payment, verdict: Verdict, log: FastifyBaseLogger): Promise<Payment> {
    log.info(
      { payment: payment.id, channel: payment.channel, verdict: verdict.kind, gatewayStatus: verdict.gatewayStatus },
      'payment verified',
    );
    switch (verdict.kind) {
      case 'grant':
        return grant(payment, verdict, log);
      case 'settle':
        return (
          (await repository.record(payment.id, { state: verdict.state, gatewayStatus: verdict.gatewayStatus, nextCheckAt: null })) ??
          payment
        );
      case 'hold':
        return (
          (await repository.record(payment.id, {
            state: verdict.state,
            gatewayStatus: verdict.gatewayStatus,
            nextCheckAt: nextCheckAfter(payment),
          })) ?? payment
        );
    }
  }

  /** Completes the payment and starts its subscription, once; the running subscription is looked up afresh. */
  async function grantOnce(payment: Payment, settlement: Settlement) {
    const { payment: completed, granted } = await repository.grant(payment.id, settlement, deps.now());
    if (granted) await deps.subscriptions.forget(payment.userId);
    return completed;
  }

  async function grant(payment: Payment, verdict: Settlement, log: FastifyBaseLogger) {
    try {
      return await grantOnce(payment, verdict);
    } catch (error) {
      // The gateway's transaction already paid for another order: never twice.
      if (!isUniqueViolation(error)) throw error;
      log.warn({ payment: payment.id, transaction: verdict.transactionId }, 'gateway transaction already used');
      return (
        (await repository.record(payment.id, { state: 'disputed', gatewayStatus: verdict.gatewayStatus, nextCheckAt: null })) ?? payment
      );
    }
  }

  /** Asks eSewa where the payment stands and acts on the answer; the verdict is answered too, for the return address. */
  async function checkEsewa(payment: Payment, log: FastifyBaseLogger) {
    const answer = await deps.esewa.status({ uuid: payment.orderId, total: payment.totalAmount });
    if (answer.kind === 'unreachable') log.warn({ payment: payment.id, reason: answer.reason }, 'eSewa status unavailable');
    const order = { uuid: payment.orderId, total: payment.totalAmount, createdAt: payment.createdAt };
    const verdict = esewaVerdict(answer, order, deps.now());
    return { checked: await apply(payment, verdict, log), verdict };
  }

  /** Asks a held payment's gateway where it stands. */
  async function check(payment: Payment, log: FastifyBaseLogger): Promise<Payment> {
    if (!isHeld(payment.status)) return payment;
    if (payment.channel === 'ESEWA') return (await checkEsewa(payment, log)).checked;
    if (payment.channel === 'KHALTI' && payment.gatewayToken) {
      const answer = await deps.khalti.lookup(payment.gatewayToken);
      if (answer.kind === 'unreachable') log.warn({ payment: payment.id, reason: answer.reason }, 'Khalti lookup unavailable');
      return apply(payment, khaltiVerdict(answer, { total: payment.totalAmount }), log);
    }
    return payment;
  }

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

  function priceFor(plan: PlanRow, screen: number, month: number, credit = 0): PlanPrice {
    const price = priceOf(presentPlan(plan), screen, month, credit);
    if (price && price.subtotal <= credit && credit > 0) throw ValidationError.field('month', messages.creditCoversOrder);
    if (price) return price;
    const offered = {
      screen: plan.screenOptions.some((option) => option.screen === screen),
      month: plan.monthOptions.some((option) => option.month === month),
    };
    throw new ValidationError({
      ...(offered.screen ? {} : { screen: [messages.screenRequired] }),
      ...(offered.month ? {} : { month: [messages.monthRequired] }),
    });
  }

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

  /** eSewa signed this return, so the order was paid: one not granted yet is asked about, a failed one reopened first. */
  async function esewaPaidReturn(payment: Payment, data: string | undefined, log: FastifyBaseLogger): Promise<ReturnAnswer> {
    const signed = data ? deps.esewa.verifyReturn(data) : undefined;
    if (!signed || signed.transaction_uuid !== payment.orderId) {
      log.warn({ payment: payment.id }, 'eSewa return refused: bad signature or another transaction');
      return { result: '00payment_issue00', sid: payment.id };
    }
    const open = payment.status === 'failed' ? ((await repository.reopen(payment.id, nextCheckAfter(payment))) ?? payment) : payment;
    const checked = await check(open, log);
    return { result: resultOf(checked.status), sid: checked.id };
  }

  /** eSewa sends a cancelled, an unpaid and a pending payment alike to the failure address; only its status API tells them apart. */
  async function esewaFailureReturn(payment: Payment, log: FastifyBaseLogger): Promise<ReturnAnswer> {
    if (!isHeld(payment.status)) return { result: resultOf(payment.status), sid: payment.id };
    const { checked, verdict } = await checkEsewa(payment, log);
    // No record at eSewa: nothing was paid, so the user hears "failed"; the order stays open, as it may still be paid.
    return { result: verdict.gatewayStatus === 'NOT_FOUND' ? '00failure00' : resultOf(checked.status), sid: checked.id };
  }

  /**
   * What buying `screen` × `month` of a paid plan costs the client's house now, by the timeline rule: a higher plan
   * than the one in force starts now with the unused value of the replaced one taken off before VAT; any other
   * queues after the timeline's end at the full price.
   */
  async function pricedCheckout(userId: number, plan: PlanRow, screen: number, month: number, now: Date) {
    const periods = await deps.plans.timelineOf(userId, now);
    const credit = plan.isTrial ? { amount: 0, fromId: null } : upgradeCredit(periods, plan.monthlyAmount, now);
    const price = priceFor(plan, screen, month, credit.amount);
    const term = termOf(plan, month);
    const placed = placePeriod(periods, { rank: plan.monthlyAmount, kind: 'bought', value: price.subtotal, term, credit }, now);
    const creditedPeriod = periods.find((period) => period.id === credit.fromId && credit.amount > 0);
    return { price, credit, term, placed, creditedPeriod };
  }

  /** The free trial is for a first subscription only. */
  const trialAvailable = async (userId: number) => !(await deps.plans.everSubscribed(userId));

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

  return {
    async plans(caller: Authenticated, query: SubscriptionPlanQuery): Promise<SubscriptionPlanList> {
      const [{ rows, total }, trial] = await Promise.all([deps.plans.activePlans(query), trialAvailable(caller.user.houseId)]);
      return { data: rows.map(presentPlan), meta: pageMeta(total, query), trial_available: trial };
    },

    /** POST subscription/savePlan: prices the choice, stores it, and says where the client pays (or that it need not). */
    async savePlan(caller: Authenticated, request: SavePlanRequest, _log: FastifyBaseLogger): Promise<SavePlanResult> {
      const plan = await deps.plans.activePlan(Number(request.id));
      if (!plan) throw ValidationError.field('id', messages.planUnavailable);
      const { screen, month, method } = choicesOf(plan, request);
      const now = deps.now();
      const { price, credit, term } = await pricedCheckout(caller.user.houseId, plan, screen, month, now);
      const free = price.total_amount === 0;
      if (free && plan.isTrial && !(await trialAvailable(caller.user.houseId))) throw ValidationError.field('id', messages.trialUsed);
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
    },

    /** GET client/subscription/quote: the checkout's price and the period it would grant, before the client pays. */
    async quote(caller: Authenticated, query: CheckoutQuoteQuery): Promise<CheckoutQuote> {
      const plan = await deps.plans.activePlan(Number(query.id));
      if (!plan || plan.isTrial) throw ValidationError.field('id', messages.planUnavailable);
      const now = deps.now();
      const { price, placed, creditedPeriod } = await pricedCheckout(
        caller.user.houseId,
        plan,
        Number(query.screen),
        Number(query.month),
        now,
      );
      return {
        starts: placed.startsAt > now ? 'queued' : 'now',
        start_date: placed.startsAt.toISOString(),
        expire_date: placed.expiresAt.toISOString(),
        credit: creditedPeriod
          ? {
              plan_name: creditedPeriod.row.plan.name,
              plan_name_ne: creditedPeriod.row.plan.nameNe,
              days: unusedDays(creditedPeriod, now),
              amount: price.credit_amount,
            }
          : null,
        subtotal: price.subtotal,
        vat_amount: price.vat_amount,
        total_amount: price.total_amount,
      };
    },

    /** eSewa sends the browser back here; the outcome decides where the browser goes next. */
    async esewaReturn(
      orderId: string,
      outcome: 'success' | 'failure',
      data: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<ReturnAnswer> {
      const payment = await repository.byOrder(orderId);
      if (payment?.channel !== 'ESEWA') return { result: '00payment_issue00', sid: undefined };
      return outcome === 'success' ? esewaPaidReturn(payment, data, log) : esewaFailureReturn(payment, log);
    },

    /** POST verify-khalti: the return's `pidx` names the payment; only Khalti's lookup says how it went. */
    async verifyKhalti(caller: Authenticated, request: { pidx: string; purchase_order_id?: string | undefined }, log: FastifyBaseLogger) {
      const payment = await repository.ownByGatewayToken(caller.user.houseId, 'KHALTI', request.pidx);
      if (!payment || (request.purchase_order_id !== undefined && request.purchase_order_id !== payment.orderId)) {
        throw new NotFoundError();
      }
      return outcomeOf(await check(payment, log));
    },

    /** "Check again" from the pending dialog. */
    async recheck(caller: Authenticated, sid: number, log: FastifyBaseLogger) {
      const payment = await repository.ownById(caller.user.houseId, sid);
      if (!payment) throw new NotFoundError();
      return outcomeOf(await check(payment, log));
    },

    /** Held payments whose next check is due: each becomes one re-check job. */
    async dueIds(): Promise<number[]> {
      return (await repository.due(deps.now(), RECHECK_OFFER_LIMIT)).map((payment) => payment.id);
    },

    /**
     * A re-check job: asks the gateway about the payment if it is still held and its time has come
     * (another instance, or the client's "Check again", may have been first). Answers whether it settled.
     */
    async recheckOne(id: number, log: FastifyBaseLogger): Promise<boolean> {
      const payment = await repository.byId(id);
      if (!payment || !isHeld(payment.status) || !payment.nextCheckAt || payment.nextCheckAt > deps.now()) return false;
      try {
        return !isHeld((await check(payment, log)).status);
      } catch (error) {
        log.error({ err: error, payment: payment.id }, 'payment re-check failed');
        await repository.record(payment.id, { state: null, gatewayStatus: null, nextCheckAt: nextCheckAfter(payment) });
        return false;
      }
    },

    async invoice(caller: Authenticated, sid: number): Promise<Invoice> {
      const row = await deps.invoices.ownInvoice(caller.user.houseId, sid);
      if (!row?.payment.billNo) throw new NotFoundError();
      const { payment, customer } = row;
      return {
        sid: payment.id,
        bill_no: payment.billNo as string,
        client_transaction_channel: payment.channel,
        gateway_reference: payment.gatewayTransactionId,
        created_at: (payment.completedAt ?? payment.createdAt).toISOString(),
        subscription_name: payment.planName,
        subscription_name_ne: payment.planNameNe,
        subscription_duration: { unit: payment.durationUnit, count: payment.duration },
        start_date: row.startsAt.toISOString(),
        expire_date: row.expiresAt.toISOString(),
        no_of_screen: payment.noOfScreen,
        no_of_month: payment.noOfMonth,
        screen_amount: payment.screenAmount,
        month_amount: payment.monthAmount,
        subtotal: payment.screenAmount + payment.monthAmount,
        credit_amount: payment.creditAmount,
        vat_percent: VAT_PERCENT,
        vat_amount: payment.vatAmount,
        amount: payment.totalAmount,
        seller: config.seller,
        bill_to: { full_name: customer.fullName, mobile_no: customer.mobileNo, email: customer.email, link: customer.link },
      };
    },

    history(caller: Authenticated, query: SubscriptionHistoryQuery) {
      return subscriptionHistory(deps.db, caller.user.houseId, query);
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
