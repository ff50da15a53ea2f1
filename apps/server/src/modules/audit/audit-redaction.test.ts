import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField, REDACTED, redact } from './audit-redaction.ts';

describe('redact', () => {
  it('keeps no secret at any depth, in camelCase or snake_case', () => {
    const value = {
      name: 'CMS',
      passwordHash: '$argon2id$v=19$m=19456',
      password: 'secret#123',
      client_secret: 'ocs_abc',
      sealedSecret: 'box:xyz',
      nested: { apiKey: 'rss_123', key: 'k', token_hash: 'h', list: [{ signature: 'sha1=00' }] },
    };
    const kept = JSON.stringify(redact(value));
    for (const secret of ['argon2', 'secret#123', 'ocs_abc', 'box:xyz', 'rss_123', '"k"', 'sha1=00']) expect(kept).not.toContain(secret);
    expect(redact(value)).toMatchObject({ name: 'CMS', password: REDACTED, nested: { key: REDACTED, list: [{ signature: REDACTED }] } });
  });

  it('writes dates as ISO text and leaves out what JSON cannot hold', () => {
    expect(redact({ at: new Date('2026-12-01T00:00:00Z'), gone: undefined, call: () => 1 })).toEqual({ at: '2026-12-01T00:00:00.000Z' });
  });

  it('tells secret field names from ordinary ones', () => {
    expect(['password', 'newPassword', 'secret', 'api_key', 'recoveryCodes', 'totpSecret'].every(isSecretField)).toBe(true);
    expect(['name', 'prefix', 'title', 'category_ids', 'status'].some(isSecretField)).toBe(false);
  });
});

describe('changedFields', () => {
  it('keeps only the fields that changed, on both sides', () => {
    expect(changedFields({ title: 'A', status: 'draft', tags: [1] }, { title: 'B', status: 'draft', tags: [1] })).toEqual({
      before: { title: 'A' },
      after: { title: 'B' },
    });
  });

  it('counts a field only one side has as changed, and keeps a lone side whole', () => {
    expect(changedFields({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: {}, after: { b: 2 } });
    expect(changedFields(null, { a: 1, secret: 's' })).toEqual({ before: null, after: { a: 1, secret: REDACTED } });
  });
});
