import { ownNewsExportQuery, ownNewsQuery } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { nextSort, type OwnNewsParams, readOwnNewsParams, toExportQuery, toOwnNewsQuery, writeOwnNewsParams } from './own-news-params.ts';

const plain: OwnNewsParams = { page: 1, query: '', categoryIds: [], sortBy: 'created_at', descending: true };

describe('own news params in the address', () => {
  it('round-trips the filters, the status and the sort', () => {
    const params: OwnNewsParams = {
      page: 2,
      query: 'flood',
      preset: undefined,
      from: '2026-01-01',
      to: '2026-01-31',
      languageId: 1,
      categoryIds: [3],
      status: 'pending',
      sortBy: 'title',
      descending: false,
    };
    const written = writeOwnNewsParams(new URLSearchParams('keep=1'), params);
    expect(written.get('keep')).toBe('1');
    expect(readOwnNewsParams(written)).toEqual(params);
  });

  it('leaves the default order out of the address and ignores unknown values', () => {
    expect(writeOwnNewsParams(new URLSearchParams(), plain).toString()).toBe('');
    expect(readOwnNewsParams(new URLSearchParams('status=deleted&sort=password&dir=up'))).toEqual({
      ...plain,
      preset: undefined,
      from: undefined,
      to: undefined,
      languageId: undefined,
      status: undefined,
    });
  });

  it('opens a column in its natural direction and turns the sorted one', () => {
    expect(nextSort(plain, 'title')).toEqual({ sortBy: 'title', descending: false });
    expect(nextSort(plain, 'publish_at')).toEqual({ sortBy: 'publish_at', descending: true });
    expect(nextSort(plain, 'created_at')).toEqual({ sortBy: 'created_at', descending: false });
    expect(readOwnNewsParams(new URLSearchParams('sort=title'))).toMatchObject({ sortBy: 'title', descending: false });
  });
});

describe('queries', () => {
  const filtered: OwnNewsParams = {
    ...plain,
    page: 3,
    query: ' flood ',
    from: '2026-01-01',
    languageId: 2,
    categoryIds: [1, 4],
    status: 'pending',
  };

  it('asks for 25 rows with the filters as JSON, in the shape the server parses', () => {
    const query = toOwnNewsQuery(filtered);
    expect(query).toEqual({
      page: 3,
      rowsPerPage: 25,
      sortBy: 'created_at',
      descending: 'true',
      query: 'flood',
      filters: JSON.stringify({ date_from: '2026-01-01', language_id: 2, category_ids: [1, 4], status: 'pending' }),
    });
    const parsed = ownNewsQuery.parse(query);
    expect(parsed.filters).toEqual({ date_from: '2026-01-01', language_id: 2, category_ids: [1, 4], status: 'pending' });
    expect(toOwnNewsQuery(plain).filters).toBeUndefined();
  });

  it('sends the BS month filter of the address as the content lists do, to the list and the export', () => {
    const month = readOwnNewsParams(new URLSearchParams('bsm=2083-08&status=published'));
    const filters = { bs_month: '2083-08', status: 'published' };
    const query = toOwnNewsQuery(month);
    expect(ownNewsQuery.parse(query).filters).toEqual(filters);
    expect(JSON.parse(toExportQuery(month, 10, 'csv').filters ?? '')).toEqual(filters);
  });

  it('exports the same selection, without the page, with the rows and format asked for', () => {
    const query = toExportQuery(filtered, 500, 'xlsx');
    expect(query).not.toHaveProperty('page');
    expect(query).toMatchObject({ rows: 500, format: 'xlsx', query: 'flood', sortBy: 'created_at' });
    expect(ownNewsExportQuery.safeParse(query).success).toBe(true);
  });
});
