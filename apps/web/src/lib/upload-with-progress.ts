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
