import { passwordRule } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores argon2id with at least 19 MiB, two passes and one lane', async () => {
    const stored = await hashPassword('secret#123');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'secret#123')).toBe(true);
    expect(await verifyPassword(stored, 'secret#124')).toBe(false);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('generates passwords that pass the shared rule', () => {
    for (let i = 0; i < 200; i++) expect(passwordRule.safeParse(generatePassword()).success).toBe(true);
  });
});
