import { vi } from 'vitest';

export type Call = { path: string; query: string; method: string; body: unknown };

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch: `answer` replies to each call, at once or later (404 when it does not); the calls are recorded in order. */
export function fakeApi(answer: (call: Call) => Response | Promise<Response> | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname, search } = new URL(url, 'http://portal');
      const call = {
        path: pathname,
        query: search,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return (await answer(call)) ?? json(404, { message: 'Resource not found' });
    }),
  );
  return calls;
}
