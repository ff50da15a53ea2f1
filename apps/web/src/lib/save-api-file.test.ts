import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../test/object-urls.ts';
import { fileNameOf, saveApiFile } from './save-api-file.ts';
import { tokenStorage } from './token-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  tokenStorage.clear();
});

function catchSaves() {
  stubObjectUrls('blob:file');
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('fileNameOf', () => {
  it('prefers the UTF-8 name of filename* and falls back to filename', () => {
    const nepali = `attachment; filename="news-2.txt"; filename*=UTF-8''${encodeURIComponent('सरकारले-बजेट-2.txt')}`;
    expect(fileNameOf(nepali)).toBe('सरकारले-बजेट-2.txt');
    expect(fileNameOf('attachment; filename="monsoon-floods-3.xml"')).toBe('monsoon-floods-3.xml');
    expect(fileNameOf('attachment; filename="news-4.txt"; filename*=UTF-8\'\'%E0%A4')).toBe('news-4.txt');
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe('saveApiFile', () => {
  it('sends the bearer token and saves the file under the name the server gives', async () => {
    tokenStorage.set('token-1');
    const fetch = vi.fn(
      async () =>
        new Response('text', { headers: { 'content-disposition': 'attachment; filename="budget-7.txt"', 'content-type': 'text/plain' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const saved = catchSaves();
    await saveApiFile('/api/auth/v2/client/news/7/download', { format: 'text' }, 'news-7.txt');
    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/v2/client/news/7/download?format=text',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer token-1' }) }),
    );
    expect(saved).toEqual(['budget-7.txt']);
  });

  it('rejects a refusal and saves nothing', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
    const saved = catchSaves();
    await expect(saveApiFile('/api/x', {}, 'x.txt')).rejects.toMatchObject({ status: 404 });
    expect(saved).toEqual([]);
  });
});
