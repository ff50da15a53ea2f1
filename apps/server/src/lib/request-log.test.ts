import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './request-log.ts';

describe('redactUrl', () => {
  it('blanks the token of the verification, link-check and create-password routes, keeping the rest', () => {
    expect(redactUrl('/api/auth/v2/verify-email/12/s3cr3t-Slug_x/1790000000')).toBe('/api/auth/v2/verify-email/12/[Redacted]/1790000000');
    expect(redactUrl('/verify-email/12/s3cr3t/1790000000')).toBe('/verify-email/12/[Redacted]/1790000000');
    expect(redactUrl('/api/auth/v2/is_verified_link/s3cr3t')).toBe('/api/auth/v2/is_verified_link/[Redacted]');
    expect(redactUrl('/api/auth/v2/changePassword/s3cr3t?x=1')).toBe('/api/auth/v2/changePassword/[Redacted]?x=1');
  });

  it('blanks the token of RSS and Atom addresses and of alert unsubscribe links', () => {
    expect(redactUrl('/api/feed/rss/Xy_9-token/news.rss')).toBe('/api/feed/rss/[Redacted]/news.rss');
    expect(redactUrl('/api/feed/rss/Xy_9-token/categories/sports.atom')).toBe('/api/feed/rss/[Redacted]/categories/sports.atom');
    expect(redactUrl('/api/alerts/unsubscribe/s3cr3t.sig')).toBe('/api/alerts/unsubscribe/[Redacted]');
    expect(redactUrl('/unsubscribe/s3cr3t.sig')).toBe('/unsubscribe/[Redacted]');
    expect(redactUrl('/api/feed/v1/items?q=rss')).toBe('/api/feed/v1/items?q=rss');
  });

  it('blanks token query values and leaves other URLs alone', () => {
    expect(redactUrl('/create-password?user=s3cr3t')).toBe('/create-password?user=[Redacted]');
    expect(redactUrl('/media/logos/a.png?expires=99&signature=s3cr3t')).toBe('/media/logos/a.png?expires=99&signature=[Redacted]');
    expect(redactUrl('/api/auth/v2/changeClientPassword')).toBe('/api/auth/v2/changeClientPassword');
    expect(redactUrl('/api/auth/v2/news?page=2&q=user')).toBe('/api/auth/v2/news?page=2&q=user');
  });
});

describe('serializeError', () => {
  const sms = 'Agency: your portal password is mJ*8Qx. Verify your email to sign in.';
  const failedInsert = () =>
    new DrizzleQueryError('insert into "outbox" ("channel", "body") values ($1, $2)', ['sms', sms], new Error('connection terminated'));

  it('keeps a failed query and its cause but not the values it was sent', () => {
    const serialized = serializeError(new Error('registration failed', { cause: failedInsert() }));
    const line = JSON.stringify(serialized);
    expect(line).not.toContain('mJ*8Qx');
    expect(serialized.message).toContain('Failed query: insert into "outbox"');
    expect(serialized.message).toContain('params: [Redacted]');
    expect(serialized.message).toContain('connection terminated');
    expect(serializeError(failedInsert())).not.toHaveProperty('params');
    expect(JSON.stringify(serializeError(failedInsert()))).not.toContain('mJ*8Qx');
  });

  it('blanks the values PostgreSQL repeats in `detail`', () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "sessions_token_hash_unique"'), {
      code: '23505',
      detail: 'Key (token_hash)=(9f86d081884c7d65) already exists.',
      constraint: 'sessions_token_hash_unique',
    });
    const serialized = serializeError(duplicate);
    expect(serialized.detail).toBe('[Redacted]');
    expect(serialized.constraint).toBe('sessions_token_hash_unique');
    expect(JSON.stringify(serialized)).not.toContain('9f86d081884c7d65');
  });
});
