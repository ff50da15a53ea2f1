import { endpoint, type RouteContract } from '@portal/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { call } from './api-call.ts';

const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(answer({ message: 'Saved' }));
  vi.stubGlobal('fetch', fetchMock);
});

type Rename = RouteContract & {
  method: 'PUT';
  path: '/api/v1/folders/:id/name';
  params: z.ZodObject<{ id: z.ZodNumber }>;
  query: z.ZodObject<{ notify: z.ZodOptional<z.ZodBoolean> }>;
  body: z.ZodObject<{ name: z.ZodString }>;
};

describe('call', () => {
  it('sends the contract’s method to its path with the parameters filled in, the query and the body', async () => {
    const rename = endpoint<Rename>('PUT', '/api/v1/folders/:id/name');
    expect(await call(rename, { params: { id: 7 }, query: { notify: true }, body: { name: 'Dashain / 2083' } })).toEqual({
      message: 'Saved',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/folders/7/name?notify=true');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe(JSON.stringify({ name: 'Dashain / 2083' }));
  });

  it('escapes a parameter and asks a GET without a body', async () => {
    const search = endpoint<RouteContract & { method: 'GET'; path: '/api/x/:slug'; params: z.ZodObject<{ slug: z.ZodString }> }>(
      'GET',
      '/api/x/:slug',
    );
    await call(search, { params: { slug: 'a/b c' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/x/a%2Fb%20c');
    expect(init.method).toBe('GET');
    expect(init.body).toBeNull();
  });
});
