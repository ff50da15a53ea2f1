import { networkFailure, refusal } from './api-client.ts';
import { saveBlob } from './download-file.ts';
import { portalHeaders } from './portal-request.ts';

/** The file name a `Content-Disposition` gives: RFC 5987's `filename*` (UTF-8) first, else `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed encoding: the plain name below is there for such readers.
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
}

/**
 * Fetches a file from the portal API with the bearer token (a plain link would go without it) and saves
 * it under the name the server gives; a refusal is announced like any failed call.
 */
export async function saveApiFile(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const search = new URLSearchParams(query).toString();
  let response: Response;
  try {
    response = await fetch(search ? `${path}?${search}` : path, { headers: portalHeaders() });
  } catch {
    throw networkFailure();
  }
  if (!response.ok) throw await refusal(response.status, await response.json().catch(() => null), true);
  const blob = await response.blob().catch(() => {
    throw networkFailure();
  });
  saveBlob(blob, fileNameOf(response.headers.get('content-disposition')) ?? fallbackName);
}
