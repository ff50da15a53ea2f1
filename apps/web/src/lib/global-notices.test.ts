import { messages } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { globalNoticeFor } from './global-notices.ts';

describe('globalNoticeFor', () => {
  it('answers the fixed texts of SPEC.md §8 by status and the server message otherwise', () => {
    const notice = (status: number) => globalNoticeFor(new ApiError(status, 'server says'));
    expect(notice(401)).toBe('Unauthorized Access');
    expect(notice(403)).toBe('Unauthorized Access.');
    expect(notice(404)).toBe('Resource not found');
    expect(notice(500)).toBe('Internal Server Error. Contact System Admin.');
    expect(notice(0)).toBe(messages.networkError);
    for (const status of [400, 422, 555, 4001]) expect(notice(status)).toBe('server says');
  });
});
