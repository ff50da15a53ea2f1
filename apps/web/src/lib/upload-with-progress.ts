import { type CallAnswer, type CallInput, type Endpoint, pathWith, type RouteContract } from '@portal/shared';
import { networkFailure, refusal } from './api-client.ts';
import { portalHeaders } from './portal-request.ts';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  body: FormData;
  /** Called with 0–100 as the request body leaves the browser. */
  onProgress?: (percent: number) => void;
  /** Forms show the errors under their fields, so they turn the global notice off (5xx is still announced). */
  notify?: boolean;
  signal?: AbortSignal;
};

const percentOf = (event: ProgressEvent) =>
  event.lengthComputable && event.total > 0 ? Math.floor((event.loaded / event.total) * 100) : 0;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A multipart call to the portal API that reports how much of the body was sent. `fetch` cannot tell
 * upload progress, so this is XMLHttpRequest, with the same headers, errors and notices as `api`.
 */
export function uploadWithProgress<T>(path: string, { method = 'POST', body, onProgress, notify, signal }: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    for (const [name, value] of Object.entries(portalHeaders())) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => onProgress?.(percentOf(event)));
    request.addEventListener('load', () => {
      const payload = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else void refusal(request.status, payload, notify).then(reject);
    });
    request.addEventListener('error', () => reject(networkFailure()));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * `uploadWithProgress` of a multipart route by its contract (`endpoints` of @portal/shared): the address, the
 * method and the answer's type come from the contract, as `call` takes them.
 */
export function uploadCall<Contract extends RouteContract>(
  endpoint: Endpoint<Contract>,
  input: CallInput<Contract> & Omit<UploadOptions, 'method' | 'body'>,
): Promise<CallAnswer<Contract>> {
  const { params, ...options } = input as { params?: Record<string, string | number> } & Omit<UploadOptions, 'method'>;
  return uploadWithProgress(pathWith(endpoint.path, params), { ...options, method: endpoint.method as UploadOptions['method'] });
}
