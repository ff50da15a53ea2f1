import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.0 KB'],
    [5_242_880, '5.0 MB'],
  ])('%d bytes read as %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));
});
