import { messages } from '@portal/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { catchNoticeMessages } from '../test/notices.ts';
import { api, onSessionEnded } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { tokenStorage } from './token-storage.ts';

const notices = catchNoticeMessages();

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  notices.length = 0;
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

describe('api', () => {
  it('sends the stored bearer token, JSON and the XMLHttpRequest header', async () => {
    tokenStorage.set('tok-1');
    fetchMock.mockResolvedValue(answer(200, { data: 1 }));
    await api('/api/auth/v2/login', { body: { email: 'a@b.c' }, query: { page: 2, empty: '' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/v2/login?page=2');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('throws the server message and field errors, and shows the global notice', async () => {
    fetchMock.mockResolvedValue(answer(422, { message: 'Email must be valid', errors: { email: ['Email must be valid'] } }));
    const error = await api('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldMessage('email')).toBe('Email must be valid');
    expect(notices).toEqual(['Email must be valid']);
  });

  it('keeps quiet for forms that show errors themselves, but not for a server failure', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { message: 'bad' })).mockResolvedValueOnce(answer(500, { message: 'boom' }));
    await api('/api/x', { notify: false }).catch(() => {});
    await api('/api/x', { notify: false }).catch(() => {});
    expect(notices).toEqual([messages.internal]);
  });

  it('announces a network failure with the spec text, once while it shows however many calls fail', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api('/api/x')).rejects.toMatchObject({ status: 0, message: messages.networkError });
    await Promise.all([api('/api/y'), api('/api/z', { notify: false })].map((call) => call.catch(() => {})));
    expect(notices).toEqual([messages.networkError]);
  });

  it('forgets a refused token and tells the app the session ended', async () => {
    tokenStorage.set('revoked');
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    fetchMock.mockResolvedValue(answer(401, { message: 'Unauthorized Access' }));
    await api('/api/auth/v2/profile').catch(() => {});
    stop();
    expect(tokenStorage.get()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
  });
});
