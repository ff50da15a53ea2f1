import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const ACCOUNT = '/api/auth/v2/client/my-account';

/** Saves the client's Client API through My Account (adds it, or changes the one there); answers the saved card. */
export async function saveClientSite(
  app: FastifyInstance,
  headers: Record<string, string>,
  values: { catergoy_api: string; store_api: string; token: string },
) {
  const body = { key: 'API', values };
  const account = (await app.inject({ method: 'GET', url: ACCOUNT, headers })).json().data;
  const response = account.apiUrl
    ? await app.inject({ method: 'PUT', url: `${ACCOUNT}/api-clienturl/${account.apiUrl.id}`, headers, payload: body })
    : await app.inject({ method: 'POST', url: `${ACCOUNT}/api-clienturl`, headers, payload: body });
  expect(response.statusCode).toBeLessThan(300);
  return response.json().data as { id: number; signing_secret: string };
}
