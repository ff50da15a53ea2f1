import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaff, newsFixture } from '../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { tidyTriggerTables } from './table-upkeep.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('tidyTriggerTables', () => {
  it('vacuums and analyzes the trigger-kept tables on the running database, outside any transaction', async () => {
    const staff = await buildStaff(t.db);
    await t.app.content.news.create(newsFixture(staff.id, { title: 'Rains close the Mugling road' }));
    await expect(tidyTriggerTables(t.database)).resolves.toBeUndefined();
  });
});
