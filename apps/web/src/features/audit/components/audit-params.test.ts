import { describe, expect, it } from 'vitest';
import { readAuditParams, toAuditFilters, writeAuditParams } from './audit-params.ts';

describe('the audit trail’s address', () => {
  it('reads back what it wrote, and ignores what is malformed', () => {
    const params = {
      page: 3,
      person: 'desk@',
      action: 'news.publish' as const,
      objectType: 'news',
      objectId: '42',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    const search = writeAuditParams(new URLSearchParams('other=kept'), params);
    expect(search.get('other')).toBe('kept');
    expect(readAuditParams(search)).toEqual(params);
    expect(readAuditParams(new URLSearchParams('page=-2&action=drop.table&from=yesterday'))).toEqual({
      page: 1,
      person: '',
      action: undefined,
      objectType: '',
      objectId: '',
      from: '',
      to: '',
    });
  });

  it('sends a day range as the start of From and of the day after To, in the reader’s time', () => {
    const filters = toAuditFilters({ page: 1, person: ' desk@ ', objectType: '', objectId: '', from: '2026-11-01', to: '2026-11-30' });
    expect(filters.actor_email).toBe('desk@');
    expect(filters.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(filters.to).toBe(new Date(2026, 11, 1).toISOString());
    expect(filters).not.toHaveProperty('object_type');
  });
});
