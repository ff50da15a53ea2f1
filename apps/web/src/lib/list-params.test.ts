import { describe, expect, it } from 'vitest';
import { readListParams, toPageQuery, writeListParams } from './list-params.ts';

describe('list params in the address', () => {
  it('round-trips every filter and keeps keys that are not the list’s', () => {
    const params = { page: 3, query: 'बजेट', preset: undefined, from: '2026-11-01', to: '2026-11-20', languageId: 2, categoryIds: [1, 4] };
    const written = writeListParams(new URLSearchParams('news=12'), { ...params, topic: 'medtop:11000000' });
    expect(written.get('news')).toBe('12');
    expect(readListParams(written)).toEqual({ ...params, topic: 'medtop:11000000' });
  });

  it('ignores malformed values instead of sending them', () => {
    const read = readListParams(
      new URLSearchParams('page=-2&date=someday&from=2026-02-30&to=yesterday&lang=x&cat=1,a,,0,7&topic=politics'),
    );
    expect(read).toEqual({
      page: 1,
      query: '',
      preset: undefined,
      from: undefined,
      to: undefined,
      languageId: undefined,
      categoryIds: [1, 7],
      topic: undefined,
    });
  });

  it('keeps a chosen custom range without days as date=custom', () => {
    const written = writeListParams(new URLSearchParams(), { page: 1, query: '', customRange: true, categoryIds: [] });
    expect(written.toString()).toBe('date=custom');
    expect(readListParams(written).customRange).toBe(true);
    expect(toPageQuery(readListParams(written), 24).filters).toBeUndefined();
  });

  it('carries a BS month or a whole BS year as bsm, and refuses what the table does not hold', () => {
    expect(readListParams(new URLSearchParams('bsm=2083-8')).bsMonth).toBe('2083-08');
    expect(readListParams(new URLSearchParams('bsm=२०८३')).bsMonth).toBe('2083');
    expect(readListParams(new URLSearchParams('bsm=2101')).bsMonth).toBeUndefined();
    const year = readListParams(new URLSearchParams('bsm=2083'));
    expect(writeListParams(new URLSearchParams(), year).toString()).toBe('bsm=2083');
    expect(toPageQuery(year, 24).filters).toBe(JSON.stringify({ bs_month: '2083' }));
  });

  it('a preset wins over a custom range', () => {
    const written = writeListParams(new URLSearchParams(), { page: 1, query: '', preset: 'today', from: '2026-11-01', categoryIds: [] });
    expect(written.toString()).toBe('date=today');
  });

  it('builds the paging query with JSON filters only when there are some', () => {
    expect(toPageQuery({ page: 1, query: ' flood ', categoryIds: [] }, 24)).toEqual({
      page: 1,
      rowsPerPage: 24,
      query: 'flood',
      filters: undefined,
    });
    expect(
      toPageQuery({ page: 2, query: '', preset: 'last_7_days', languageId: 1, categoryIds: [3], topic: 'medtop:04000000' }, 24).filters,
    ).toBe('{"date_preset":"last_7_days","language_id":1,"category_ids":[3],"media_topic":"medtop:04000000"}');
  });
});

describe('searching as typed', () => {
  it('keeps exact=1 with a search, sends it, and drops it without one', () => {
    const written = writeListParams(new URLSearchParams(), { page: 1, query: 'goverment', exact: true, categoryIds: [] });
    expect(written.toString()).toBe('q=goverment&exact=1');
    expect(toPageQuery(readListParams(written), 24)).toMatchObject({ query: 'goverment', exact: 'true' });
    expect(writeListParams(written, { page: 1, query: '', exact: true, categoryIds: [] }).toString()).toBe('');
    expect(toPageQuery(readListParams(new URLSearchParams('q=x')), 24)).not.toHaveProperty('exact');
  });
});

describe('the order of a search', () => {
  it('keeps sort=relevance with a search, sends it as sortBy, and drops it without one', () => {
    const written = writeListParams(new URLSearchParams(), { page: 1, query: 'flood', sort: 'relevance', categoryIds: [] });
    expect(written.toString()).toBe('q=flood&sort=relevance');
    expect(toPageQuery(readListParams(written), 24)).toMatchObject({ query: 'flood', sortBy: 'relevance' });
    expect(writeListParams(written, { page: 1, query: '', sort: 'relevance', categoryIds: [] }).toString()).toBe('');
    expect(toPageQuery(readListParams(new URLSearchParams('sort=relevance')), 24)).not.toHaveProperty('sortBy');
    expect(readListParams(new URLSearchParams('q=flood&sort=title')).sort).toBeUndefined();
  });
});
