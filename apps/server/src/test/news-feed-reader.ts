import type { NewsFeedEvent } from '@portal/shared';

/** Reads a feed as a browser does: fetch with the bearer token, taking compression, events parsed as they arrive. */
export async function readNewsFeed(feedUrl: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(feedUrl, { headers: { ...headers, 'accept-encoding': 'br, gzip' }, signal: controller.signal });
  const events: NewsFeedEvent[] = [];
  const reading = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of response.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        const frames = buffered.split('\n\n');
        buffered = frames.pop() ?? '';
        for (const frame of frames) {
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (frame.startsWith('event: news') && data) events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  return {
    response,
    events,
    async close() {
      controller.abort();
      await reading;
    },
  };
}
