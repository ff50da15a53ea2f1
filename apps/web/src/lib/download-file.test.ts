import { describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../test/object-urls.ts';
import { downloadFile } from './download-file.ts';

const bodyOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });

describe('downloadFile', () => {
  it('reports progress as bytes arrive and saves under the given name', async () => {
    const fetched = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(bodyOf('abcd', 'efgh'), { headers: { 'content-length': '8' } }),
    );
    vi.stubGlobal('fetch', fetched);
    stubObjectUrls('blob:file');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const progress: number[] = [];
    await downloadFile('/media/a.jpg', '12.jpg', (percent) => progress.push(percent));
    expect(progress).toEqual([0, 50, 99, 100]);
    expect(clicked).toEqual(['12.jpg']);
    // Revalidated, never taken from the browser's cache: a corrected caption is in the picture's metadata.
    expect(fetched).toHaveBeenCalledWith('/media/a.jpg', { cache: 'no-cache' });
  });

  it('rejects when the file is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 403 }));
    await expect(downloadFile('/media/a.jpg', '12.jpg')).rejects.toThrow('403');
  });
});
