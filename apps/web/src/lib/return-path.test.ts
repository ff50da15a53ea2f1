import { describe, expect, it } from 'vitest';
import { returnPathOf, signInPathFor } from './return-path.ts';

describe('return path', () => {
  it('carries a deep link through the sign-in page', () => {
    const signIn = signInPathFor({ pathname: '/news', search: '?news=12' });
    expect(signIn).toBe('/?next=%2Fnews%3Fnews%3D12');
    expect(returnPathOf(new URL(signIn, 'http://portal.test').searchParams)).toBe('/news?news=12');
  });

  it('follows only paths of this portal', () => {
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(returnPathOf(new URLSearchParams({ next }))).toBeUndefined();
    }
    expect(returnPathOf(new URLSearchParams())).toBeUndefined();
  });
});
