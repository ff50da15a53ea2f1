/**
 * Step-up: a sensitive action the server refused for want of a fresh second factor (403 with `data.step_up`) is
 * asked again once the person confirmed it is them. lib/api-client.ts asks `requestStepUp`; the dialog
 * (app/step-up-host.tsx) shows the request, and settles it confirmed or cancelled.
 */
export type StepUpMethod = 'totp' | 'passkey' | 'recovery' | 'password';
export type StepUpRequest = { methods: StepUpMethod[]; settle(confirmed: boolean): void };

let shown: StepUpRequest | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The methods a step-up refusal offers, or undefined for any other answer. */
export function stepUpMethodsOf(payload: unknown): StepUpMethod[] | undefined {
  const methods = (payload as { data?: { step_up?: { methods?: unknown } } } | null)?.data?.step_up?.methods;
  return Array.isArray(methods) ? (methods as StepUpMethod[]) : undefined;
}

/** Whether a refusal means the person must set up a second factor first. */
export const isEnrolmentRefusal = (payload: unknown) =>
  (payload as { data?: { second_factor?: unknown } } | null)?.data?.second_factor === 'enrol';

/** Opens the dialog; answers whether the person confirmed (then the call is sent again) or cancelled. */
export function requestStepUp(methods: StepUpMethod[]): Promise<boolean> {
  // Calls refused together share one dialog.
  if (shown) {
    const waiting = shown;
    return new Promise((resolve) => {
      const previous = waiting.settle;
      waiting.settle = (confirmed) => {
        previous(confirmed);
        resolve(confirmed);
      };
    });
  }
  return new Promise((resolve) => {
    shown = {
      methods,
      settle(confirmed) {
        resolve(confirmed);
      },
    };
    notify();
  });
}

/** Closes the dialog with its answer. */
export function settleStepUp(confirmed: boolean) {
  const request = shown;
  shown = undefined;
  request?.settle(confirmed);
  notify();
}

export const currentStepUp = () => shown;
export function onStepUpChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
