import { describe, expect, it } from 'vitest';
import { createPasswordRequest, registerFields } from './auth.schema.ts';
import { messages } from './messages.ts';
import { emailRule, mobileRule, passwordRule, urlRule } from './rules.ts';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('shared rules', () => {
  it('accepts a password with lowercase, digit and special character, refuses one without', () => {
    expect(passwordRule.safeParse('secret#123').success).toBe(true);
    expect(firstError(passwordRule.safeParse('secret1234'))).toBe(messages.passwordRule);
    expect(firstError(passwordRule.safeParse('s#1'))).toBe(messages.passwordMinLength(8));
  });

  it('needs a mobile number of exactly ten digits', () => {
    expect(mobileRule.safeParse('9801234567').success).toBe(true);
    expect(firstError(mobileRule.safeParse('98012345'))).toBe(messages.mobileLength);
    expect(firstError(mobileRule.safeParse('98012345ab'))).toBe(messages.mobileDigits);
  });

  it('accepts only http and https links', () => {
    expect(urlRule.safeParse('https://ekantipur.com').success).toBe(true);
    expect(firstError(urlRule.safeParse('ftp://example.com'))).toBe(messages.urlInvalid);
    expect(firstError(urlRule.safeParse('javascript:alert(1)'))).toBe(messages.urlInvalid);
  });

  it('normalises an email to lower case and refuses a malformed one', () => {
    expect(emailRule.parse(' Editor@Kantipur.COM ')).toBe('editor@kantipur.com');
    expect(firstError(emailRule.safeParse('not-an-email'))).toBe(messages.emailInvalid);
  });

  it('reports a confirmation that differs under confirm_password', () => {
    const result = createPasswordRequest.safeParse({ password: 'secret#123', confirm_password: 'secret#124' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['confirm_password']);
    expect(result.error?.issues[0]?.message).toBe(messages.confirmPasswordMismatch);
  });

  it('requires each registration field with its own message', () => {
    const result = registerFields.safeParse({});
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    for (const field of [
      'full_name',
      'company_name',
      'email',
      'editor_name',
      'mobile_no',
      'category',
      'registration_no',
      'contact_person',
      'tel_no',
    ]) {
      expect(fields.has(field)).toBe(true);
    }
    expect(fields.has('link')).toBe(false);
  });
});
