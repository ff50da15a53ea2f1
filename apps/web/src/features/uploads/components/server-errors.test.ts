import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { formFieldOf, placeServerErrors } from './server-errors.ts';

describe('server errors of a news save', () => {
  it('finds the form field of each error key', () => {
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('category_ids.1')).toBe('category_ids');
    expect(formFieldOf('files.2')).toBe('attachments');
    expect(formFieldOf('keep_media_ids')).toBe('attachments');
    expect(formFieldOf('pdf')).toBe('pdf');
    expect(formFieldOf('user_id')).toBeUndefined();
  });

  it('puts the first message of each field under it and answers the rest for the list above the form', () => {
    const setError = vi.fn();
    const error = new ApiError(422, 'Invalid data', {
      title: ['Title is required'],
      'files.0': ['1 file(s) did not pass validation constraints'],
      'files.1': ['another'],
      user_id: ['Not yours'],
    });
    expect(placeServerErrors(error, setError)).toEqual(['Not yours']);
    expect(setError.mock.calls.map(([field, { message }]) => [field, message])).toEqual([
      ['title', 'Title is required'],
      ['attachments', '1 file(s) did not pass validation constraints'],
    ]);
  });

  it('answers the message itself when no field carries it', () => {
    expect(placeServerErrors(new ApiError(403, 'Only pending news can be edited'), vi.fn())).toEqual(['Only pending news can be edited']);
    expect(placeServerErrors(new Error('boom'), vi.fn())).toEqual([]);
  });
});
