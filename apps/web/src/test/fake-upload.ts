/** The upload helper's XMLHttpRequest, answered by the test: stub it with `vi.stubGlobal('XMLHttpRequest', FakeRequest)`. */
export class FakeRequest extends EventTarget {
  static sent: FakeRequest[] = [];
  readonly upload = new EventTarget();
  method = '';
  url = '';
  body = new FormData();
  status = 0;
  responseText = '';
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }
}

/** The JSON `data` part of a desk save. */
export const sentData = (request: FakeRequest | undefined) => JSON.parse(String(request?.body.get('data')));
