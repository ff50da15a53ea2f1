export type Cell = string | number | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could run as a formula is prefixed with an apostrophe, then quoted when it must be. */
export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with CRLF line ends and a UTF-8 byte order mark, without which Excel misreads Nepali. */
export function toCsv(rows: readonly (readonly Cell[])[]): Buffer {
  const lines = rows.map((row) => `${row.map(csvCell).join(',')}\r\n`);
  return Buffer.from(`\uFEFF${lines.join('')}`, 'utf8');
}
