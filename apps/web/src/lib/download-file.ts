/**
 * Fetches a file and saves it under `name` (SPEC.md §7: the id and the extension), reporting progress
 * from 0 to 100 while the bytes arrive. Rejects when the file cannot be fetched. The browser asks the
 * server again even for a file it keeps (`no-cache`, answered 304 when unchanged): a picture's pixels
 * never change under its link, but its IPTC metadata does after a correction, and a download must carry it.
 */
export async function downloadFile(url: string, name: string, onProgress: (percent: number) => void = () => {}): Promise<void> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  onProgress(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total > 0) onProgress(Math.min(99, Math.floor((received / total) * 100)));
  }
  saveBlob(new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' }), name);
  onProgress(100);
}

/** Saves data already in hand as a file named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
