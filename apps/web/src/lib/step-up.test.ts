import { messages } from '@portal/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catchNoticeMessages } from '../test/notices.ts';
import { api, onSecondFactorPending } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { currentStepUp, onStepUpChange, settleStepUp } from './step-up.ts';

const notices = catchNoticeMessages();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const stepUpRefusal = () => answer(403, { message: messages.stepUpRequired, data: { step_up: { methods: ['totp', 'recovery'] } } });
let fetchMock: ReturnType<typeof vi.fn>;

/** Resolves once the dialog is asked for, with what it asks. */
const nextRequest = () =>
  new Promise<NonNullable<ReturnType<typeof currentStepUp>>>((resolve) => {
    const stop = onStepUpChange(() => {
      const request = currentStepUp();
      if (!request) return;
      stop();
      resolve(request);
    });
  });

beforeEach(() => {
  notices.length = 0;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('step-up', () => {
  it('asks the person on a step-up refusal, then sends the call once more', async () => {
    fetchMock.mockResolvedValueOnce(stepUpRefusal()).mockResolvedValueOnce(answer(200, { message: 'Revoked' }));
    const asked = nextRequest();
    const call = api<{ message: string }>('/api/client/api-keys/1', { method: 'DELETE' });
    expect((await asked).methods).toEqual(['totp', 'recovery']);
    settleStepUp(true);
    await expect(call).resolves.toEqual({ message: 'Revoked' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'DELETE' });
  });

  it('gives up when the person cancels, and asks only once per call', async () => {
    fetchMock.mockResolvedValueOnce(stepUpRefusal());
    const asked = nextRequest();
    const cancelled = api('/api/x', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    await asked;
    settleStepUp(false);
    expect(await cancelled).toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(stepUpRefusal()).mockResolvedValueOnce(stepUpRefusal());
    const again = nextRequest();
    const refusedTwice = api('/api/x', { method: 'POST', body: {} }).catch((caught: unknown) => caught);
    await again;
    settleStepUp(true);
    expect(((await refusedTwice) as ApiError).status).toBe(403);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(currentStepUp()).toBeUndefined();
  });

  it('tells the app when a second factor must be set up first', async () => {
    const pending = vi.fn();
    const stop = onSecondFactorPending(pending);
    fetchMock.mockResolvedValueOnce(answer(403, { message: messages.secondFactorPending, data: { second_factor: 'enrol' } }));
    await api('/api/client/news').catch(() => undefined);
    expect(pending).toHaveBeenCalledTimes(1);
    stop();
  });
});
