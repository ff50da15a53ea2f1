import { portalHeaders } from './portal-request.ts';

export type ServerEvent = { name: string; data: string };

/** Statuses after which reconnecting cannot help: signed out, or not allowed. */
const FINAL_STATUSES = new Set([401, 403, 404]);
const DEFAULT_RETRY_MS = 3_000;
const MAX_RETRY_MS = 60_000;

/** Splits a server-sent event stream into events; `retry:` lines change the reconnection delay. */
export function createEventParser(onEvent: (event: ServerEvent) => void, onRetry: (ms: number) => void) {
  let buffered = '';
  return (text: string) => {
    buffered += text.replace(/\r\n?/g, '\n');
    const frames = buffered.split('\n\n');
    buffered = frames.pop() ?? '';
    for (const frame of frames) {
      let name = 'message';
      const data: string[] = [];
      for (const line of frame.split('\n')) {
        const colon = line.indexOf(':');
        if (colon === 0) continue;
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') name = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
      }
      if (data.length > 0) onEvent({ name, data: data.join('\n') });
    }
  };
}

/**
 * Follows a server-sent event stream of the portal API until `signal` aborts. Unlike EventSource it sends
 * the bearer token in the header, as every call does; a dropped stream is opened again after the delay the
 * server asked for, doubling while the server stays away.
 */
export async function followServerEvents(path: string, options: { signal: AbortSignal; onEvent: (event: ServerEvent) => void }) {
  let retryMs = DEFAULT_RETRY_MS;
  let delay = retryMs;
  const parse = createEventParser(options.onEvent, (ms) => {
    retryMs = ms;
  });
  while (!options.signal.aborted) {
    try {
      const response = await fetch(path, { headers: { ...portalHeaders(), Accept: 'text/event-stream' }, signal: options.signal });
      if (FINAL_STATUSES.has(response.status)) return;
      if (response.ok && response.body) {
        delay = retryMs;
        await readAll(response.body, parse);
      }
    } catch {
      if (options.signal.aborted) return;
    }
    await pause(delay, options.signal);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Reads a stream to its end (Safari cannot iterate a ReadableStream with for await). */
async function readAll(body: ReadableStream<Uint8Array>, onText: (text: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    onText(decoder.decode(value, { stream: true }));
  }
}
