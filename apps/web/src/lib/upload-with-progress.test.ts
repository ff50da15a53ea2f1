import { endpoints, messages } from '@portal/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchNoticeMessages } from '../test/notices.ts';
import { ApiError } from './api-error.ts';
import { tokenStorage } from './token-storage.ts';
import { uploadCall, uploadWithProgress } from './upload-with-progress.ts';

const notices = catchNoticeMessages();

/** Just enough of XMLHttpRequest to drive the upload helper from a test. */
class FakeRequest extends EventTarget {
  static last: FakeRequest;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;

  constructor() {
    super();
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }
  sent(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

beforeEach(() => {
  notices.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStorage.clear();
});

describe('uploadWithProgress', () => {
  it('sends the form with the bearer token and reports the share of the body sent', async () => {
    tokenStorage.set('tok-9');
    const progress: number[] = [];
    const body = new FormData();
    const sending = uploadWithProgress<{ message: string }>(endpoints.uploads.create.path, {
      body,
      onProgress: (p) => progress.push(p),
    });
    const request = FakeRequest.last;
    request.sent(512, 2048);
    request.sent(2048, 2048);
    request.answer(201, { message: messages.newsSubmitted });

    await expect(sending).resolves.toEqual({ message: messages.newsSubmitted });
    expect(request.method).toBe('POST');
    expect(request.url).toBe(endpoints.uploads.create.path);
    expect(request.body).toBe(body);
    expect(request.headers).toMatchObject({ Authorization: 'Bearer tok-9', 'X-Requested-With': 'XMLHttpRequest' });
    expect(progress).toEqual([25, 100]);
  });

  it('turns a refusal into an ApiError with its field errors, quietly for forms', async () => {
    const sending = uploadCall(endpoints.uploads.update, { params: { id: 3 }, body: new FormData(), notify: false });
    expect([FakeRequest.last.method, FakeRequest.last.url]).toEqual(['PUT', '/api/v1/client/news/3']);
    FakeRequest.last.answer(422, { message: 'Title is required', errors: { title: ['Title is required'] } });
    const error = await sending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldMessage('title')).toBe('Title is required');
    expect(notices).toEqual([]);
  });

  it('announces a network failure and stops when its signal aborts', async () => {
    const failing = uploadWithProgress('/api/x', { body: new FormData() });
    FakeRequest.last.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toMatchObject({ status: 0 });
    expect(notices).toEqual([messages.networkError]);

    const controller = new AbortController();
    const cancelled = uploadWithProgress('/api/x', { body: new FormData(), signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeRequest.last.aborted).toBe(true);
  });
});
