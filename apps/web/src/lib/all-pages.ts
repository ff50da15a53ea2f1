/** The most a list endpoint gives in one page. */
export const MOST_A_PAGE = 100;

/**
 * Every row of a paged list, read page after page until its last (or `mostPages`, a guard against a runaway
 * range): for screens that group a whole period's rows, like the coverage board.
 */
export async function allPages<Row>(
  pageOf: (page: number) => Promise<{ data: Row[]; meta: { last_page: number } }>,
  mostPages: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= mostPages; page += 1) {
    const answer = await pageOf(page);
    rows.push(...answer.data);
    if (page >= answer.meta.last_page) break;
  }
  return rows;
}
