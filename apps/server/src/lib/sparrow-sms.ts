import type { ServiceHttp } from './service-http.ts';
import type { SmsSender } from './sms.ts';

/** The gateway refused a message; the job that sent it tries again later. */
export class SmsRefusedError extends Error {}

/** Sparrow takes Nepali mobiles as their 10 digits: "+977-9801234567" → "9801234567". */
export const sparrowNumber = (mobile: string) => mobile.replace(/\D/g, '').replace(/^977(?=\d{10}$)/, '');

/**
 * Sparrow SMS's bulk API (docs/SMS-GATEWAY.md): `POST {url}` with token, from, to and text; a 200
 * with `response_code` 200 means queued for delivery, anything else is a refusal with its reason.
 */
export function createSparrowSmsSender(deps: { url: string; token: string; senderId: string; http: ServiceHttp }): SmsSender {
  return {
    async send(sms) {
      const answer = await deps.http({
        method: 'POST',
        url: deps.url,
        json: { token: deps.token, from: deps.senderId, to: sparrowNumber(sms.to), text: sms.text },
      });
      const body = (answer.body ?? {}) as { response_code?: unknown; response?: unknown };
      if (answer.status !== 200 || body.response_code !== 200) {
        throw new SmsRefusedError(`SMS gateway answered ${answer.status}: ${String(body.response ?? 'no reason given')}`.slice(0, 300));
      }
    },
  };
}
