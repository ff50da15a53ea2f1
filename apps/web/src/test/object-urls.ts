import { vi } from 'vitest';

/**
 * jsdom has no object URLs: during the calling test `URL` is a subclass that makes every one `url`, and answers
 * its revoke mock. The real `URL`, which the other files of the worker share, is never changed; vitest puts it
 * back after the test (`unstubGlobals`).
 */
export function stubObjectUrls(url: string) {
  const revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => url;
      static override revokeObjectURL = revokeObjectURL;
    },
  );
  return revokeObjectURL;
}
