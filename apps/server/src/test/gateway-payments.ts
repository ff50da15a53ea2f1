import type { SavePlanResult } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** What a browser does at the payment simulators, for the API tests of payments. */
export const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const urlencoded = { 'content-type': 'application/x-www-form-urlencoded' };
export const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://portal.test');
  return `${parsed.pathname}${parsed.search}`;
};

/** Posts the signed form to the eSewa simulator, then presses a button; answers where eSewa sends the browser back. */
export async function payOnEsewaSimulator(app: FastifyInstance, result: SavePlanResult, decision: 'pay' | 'cancel' | 'pending') {
  const form = result.form as NonNullable<SavePlanResult['form']>;
  const page = await app.inject({ method: 'POST', url: pathOf(form.action), headers: urlencoded, payload: formBody(form.fields) });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Leave pending');
  const pressed = await app.inject({
    method: 'POST',
    url: `/sim/esewa/pay/${result.pid}`,
    headers: urlencoded,
    payload: formBody({ decision }),
  });
  expect(pressed.statusCode).toBe(303);
  return pressed.headers.location as string;
}

/** The browser following the gateway's redirect to the portal; answers where the portal sends it. */
export async function followReturn(app: FastifyInstance, location: string) {
  const back = await app.inject({ method: 'GET', url: pathOf(location) });
  expect(back.statusCode).toBe(303);
  return new URL(back.headers.location as string, 'http://portal.test');
}
