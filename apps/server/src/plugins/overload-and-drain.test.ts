import { messages } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, type TestApp } from '../test/test-app.ts';

/** Keeps the event loop busy: `busyMs` of every `everyMs`, as a request handler stuck in CPU work would. */
function saturateEventLoop(busyMs: number, everyMs: number) {
  const timer = setInterval(() => {
    const until = performance.now() + busyMs;
    while (performance.now() < until) {
      // Busy: nothing else runs on this thread meanwhile.
    }
  }, everyMs);
  return () => clearInterval(timer);
}

describe('an instance under too much load, or shutting down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SHED_EVENT_LOOP_DELAY_MS: '50' } });
  }, BUILDS_ITS_OWN_APP_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with Retry-After while the event loop lags (but stays live), and serves again once it keeps up', async () => {
    const call = () => t.app.inject('/api/v1/setupValues/all?key=register_category');
    expect((await call()).statusCode).toBe(200);
    const stop = saturateEventLoop(200, 10);
    try {
      await vi.waitFor(
        async () => {
          const shed = await call();
          expect(shed.statusCode).toBe(503);
          expect(shed.headers['retry-after']).toBe('5');
          expect(shed.json()).toMatchObject({ message: messages.unavailable });
        },
        { timeout: 10_000, interval: 50 },
      );
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      stop();
    }
    await vi.waitFor(async () => expect((await call()).statusCode).toBe(200), { timeout: 10_000, interval: 50 });
  });

  it('answers 503 on /api/health/ready and /api/health once draining for a shutdown, and still serves /api/health/live and calls', async () => {
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
    t.app.startDraining();
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(503);
    expect((await t.app.inject('/api/health')).statusCode).toBe(503);
    expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    const call = await t.app.inject('/api/v1/setupValues/all?key=register_category');
    expect(call.statusCode).toBe(200);
    expect(call.headers.connection).toBe('close');
  });
});
