import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventParser, followServerEvents, type ServerEvent } from './server-events.ts';

describe('createEventParser', () => {
  it('splits frames that arrive in pieces, joins data lines, skips comments and reads retry', () => {
    const events: ServerEvent[] = [];
    const retries: number[] = [];
    const parse = createEventParser(
      (event) => events.push(event),
      (ms) => retries.push(ms),
    );
    parse('retry: 3000\n\n: keep-alive\n\nevent: news\ndata: {"id":');
    expect(events).toEqual([]);
    parse('1}\n\ndata: first\r\ndata: second\r\n\r\n');
    expect(events).toEqual([
      { name: 'news', data: '{"id":1}' },
      { name: 'message', data: 'first\nsecond' },
    ]);
    expect(retries).toEqual([3000]);
  });
});

const streamOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('followServerEvents', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the bearer token, and opens the stream again after it drops', async () => {
    localStorage.setItem('access_token', 'token-1');
    const controller = new AbortController();
    const events: ServerEvent[] = [];
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response(streamOf('retry: 10\n\nevent: news\ndata: 1\n\n'), { status: 200 }))
      .mockImplementationOnce(async () => {
        controller.abort();
        return new Response(streamOf('event: news\ndata: 2\n\n'), { status: 200 });
      });
    vi.stubGlobal('fetch', fetchMock);

    await followServerEvents('/api/feed', { signal: controller.signal, onEvent: (event) => events.push(event) });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1', Accept: 'text/event-stream' });
    expect(events.map((event) => event.data)).toEqual(['1', '2']);
  });

  it('gives up when the server refuses the caller', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await followServerEvents('/api/feed', { signal: new AbortController().signal, onEvent: () => undefined });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
