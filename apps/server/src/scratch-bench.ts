import { pageQuery } from '@portal/shared';
import { openDatabase } from './db/client.ts';
import { createNewsRepository } from './modules/news/news.repository.ts';

const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/portal_bench', dataDir: null });
const repo = createNewsRepository(h.db);
const cases: [string, Record<string, string>][] = [
  ['सरकार', {}],
  ['government', {}],
  ['goverment', {}],
  ['सरकर', {}],
  ['government', { page: '100', rowsPerPage: '24' }],
];
// a rare name
const rare = (await h.db.execute(
  `select word from search_words where items between 5 and 40 and word ~ '^[a-z]{8,}$' limit 1`,
)) as unknown as { rows: { word: string }[] };
cases.push([rare.rows[0]!.word, {}]);
for (const [q, extra] of cases) {
  const query = pageQuery.parse({ query: q, ...extra });
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof repo.listVisible>> | undefined;
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    last = await repo.listVisible(query, new Date());
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    q,
    JSON.stringify(extra),
    'rows',
    last?.rows.length,
    'total',
    last?.total,
    last?.search?.totalRelation,
    last?.search?.correction?.searchedFor ?? '',
    'median',
    times[7]!.toFixed(1),
    'max',
    times[14]!.toFixed(1),
  );
}
await h.close();
