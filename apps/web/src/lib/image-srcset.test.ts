import { describe, expect, it } from 'vitest';
import { renditionFor, srcSetOf } from './image-srcset.ts';

const renditions = [
  { width: 320, url: '/a.webp' },
  { width: 640, url: '/b.webp' },
  { width: 1280, url: '/c.webp' },
];

describe('image renditions', () => {
  it('lists them as an srcset, or none when there are none', () => {
    expect(srcSetOf(renditions)).toBe('/a.webp 320w, /b.webp 640w, /c.webp 1280w');
    expect(srcSetOf([])).toBeUndefined();
  });

  it('picks the narrowest at least as wide as asked, else the widest', () => {
    expect(renditionFor(renditions, 400)).toBe('/b.webp');
    expect(renditionFor(renditions, 320)).toBe('/a.webp');
    expect(renditionFor(renditions, 3000)).toBe('/c.webp');
    expect(renditionFor([], 400)).toBeUndefined();
  });
});
