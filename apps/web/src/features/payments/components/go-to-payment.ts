import { type EsewaForm, messages, type SavePlanResult } from '@portal/shared';
import type { NavigateFunction } from 'react-router';

/** The invoice screen of a paid (or free) transaction. */
export const invoicePath = (sid: number) => `/payment/bill?status=success&sid=${sid}`;

/**
 * Follows savePlan's answer: eSewa takes a signed form posted by the browser, Khalti its own payment
 * page; the free plan and the trial need no gateway and go straight to their invoice.
 */
export function goToPayment(result: SavePlanResult, navigate: NavigateFunction) {
  if (result.channel === 'CONTINUE') return navigate(invoicePath(result.sid));
  if (result.channel === 'ESEWA' && result.form) return postEsewaForm(result.form);
  if (result.channel === 'KHALTI' && result.payment_url) return window.location.assign(result.payment_url);
  throw new Error(messages.somethingWrong);
}

function postEsewaForm(form: EsewaForm) {
  const element = document.createElement('form');
  element.method = 'POST';
  element.action = form.action;
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.body.append(element);
  element.submit();
}
