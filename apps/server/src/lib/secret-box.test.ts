import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a-test-secret-of-at-least-32-characters');

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const first = box.seal('site-token-123');
    expect(first).not.toContain('site-token-123');
    expect(box.seal('site-token-123')).not.toBe(first);
    expect(box.open(first)).toBe('site-token-123');
  });

  it('refuses a tampered text or another key', () => {
    const sealed = box.seal('secret');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('another-secret-of-at-least-32-characters').open(sealed)).toThrow();
  });
});
