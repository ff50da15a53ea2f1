import type { NepalPlaces } from '@portal/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, localLevels, provinces } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { seedPlaces } from './places.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const rowCounts = async () => {
  const [[p], [d], [l]] = await Promise.all([
    t.db.select({ n: count() }).from(provinces),
    t.db.select({ n: count() }).from(districts),
    t.db.select({ n: count() }).from(localLevels),
  ]);
  return [p?.n, d?.n, l?.n];
};

describe('places (GET /api/places and the tables filled at start)', () => {
  it('fills the tables at start with every province, district and local level', async () => {
    expect(await rowCounts()).toEqual([7, 77, 753]);
    const [pokhara] = await t.db.select().from(localLevels).where(eq(localLevels.id, 414));
    expect(pokhara).toMatchObject({ name: 'Pokhara', nameNe: 'पोखरा', districtId: 38, kind: 'metropolitan_city' });
  });

  it('fills them again without failing, also from several starts at once, and corrects a changed name', async () => {
    await t.db.update(districts).set({ name: 'Kaaski' }).where(eq(districts.id, 38));
    await Promise.all(Array.from({ length: 5 }, () => seedPlaces(t.db)));
    expect(await rowCounts()).toEqual([7, 77, 753]);
    const [kaski] = await t.db.select().from(districts).where(eq(districts.id, 38));
    expect(kaski?.name).toBe('Kaski');
  });

  it('serves every place to anyone, cacheable, with an ETag that answers 304', async () => {
    const answer = await t.app.inject({ url: '/api/places' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as NepalPlaces;
    expect([body.provinces.length, body.districts.length, body.localLevels.length]).toEqual([7, 77, 753]);
    expect(body.districts.find((row) => row.id === 38)).toEqual({ id: 38, en: 'Kaski', ne: 'कास्की', province: 4 });
    expect(answer.headers['cache-control']).toContain('max-age=86400');
    const etag = answer.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await t.app.inject({ url: '/api/places', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
