import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-log.ts';

describe('redactUrl', () => {
  it('blanks the token of the verification, link-check and create-password routes, keeping the rest', () => {
    expect(redactUrl('/api/auth/v2/verify-email/12/s3cr3t-Slug_x/1790000000')).toBe('/api/auth/v2/verify-email/12/[Redacted]/1790000000');
    expect(redactUrl('/verify-email/12/s3cr3t/1790000000')).toBe('/verify-email/12/[Redacted]/1790000000');
    expect(redactUrl('/api/auth/v2/is_verified_link/s3cr3t')).toBe('/api/auth/v2/is_verified_link/[Redacted]');
    expect(redactUrl('/api/auth/v2/changePassword/s3cr3t?x=1')).toBe('/api/auth/v2/changePassword/[Redacted]?x=1');
  });

  it('blanks token query values and leaves other URLs alone', () => {
    expect(redactUrl('/create-password?user=s3cr3t')).toBe('/create-password?user=[Redacted]');
    expect(redactUrl('/media/logos/a.png?expires=99&signature=s3cr3t')).toBe('/media/logos/a.png?expires=99&signature=[Redacted]');
    expect(redactUrl('/api/auth/v2/changeClientPassword')).toBe('/api/auth/v2/changeClientPassword');
    expect(redactUrl('/api/auth/v2/news?page=2&q=user')).toBe('/api/auth/v2/news?page=2&q=user');
  });
});
