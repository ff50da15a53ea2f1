import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** Staff make an API key with the `ingest` scope, as the console does; answers its id and the key, shown this once. */
export async function createIngestKey(app: FastifyInstance, staffHeaders: Record<string, string>) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/v1/staff-api-keys',
    headers: staffHeaders,
    payload: { name: 'CMS', scopes: ['ingest'] },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: number; key: string };
}
