import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv-writer.ts';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are and empties missing values', () => {
    expect(csvCell('Budget passed')).toBe('Budget passed');
    expect(csvCell('सरकारले बजेट')).toBe('सरकारले बजेट');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Politics, Economy')).toBe('"Politics, Economy"');
    expect(csvCell('He said "no"')).toBe('"He said ""no"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('toCsv', () => {
  it('starts with a byte order mark and ends every row with CRLF', () => {
    const csv = toCsv([
      ['ID', 'Title'],
      [1, 'नेपाल'],
    ]);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toBe('\uFEFFID,Title\r\n1,नेपाल\r\n');
  });
});
