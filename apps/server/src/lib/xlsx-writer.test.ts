import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, toXlsx } from './xlsx-writer.ts';

const sheetOf = (workbook: Uint8Array) => strFromU8(unzipSync(workbook)['xl/worksheets/sheet1.xml'] as Uint8Array);

describe('columnName', () => {
  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});

describe('toXlsx', () => {
  it('zips the parts of a one-sheet workbook', () => {
    const files = unzipSync(toXlsx('News', [['ID']]));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain('<sheet name="News" sheetId="1" r:id="rId1"/>');
  });

  it('writes numbers as values and text as escaped inline strings, the header bold', () => {
    const sheet = sheetOf(
      toXlsx(
        'News',
        [
          ['ID', 'Title'],
          [7, 'Tom & Jerry <live> "नेपाल"'],
          [8, null],
        ],
        [8, 60],
      ),
    );
    expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t xml:space="preserve">ID</t></is></c>');
    expect(sheet).toContain('<c r="A2"><v>7</v></c>');
    expect(sheet).toContain('<t xml:space="preserve">Tom &amp; Jerry &lt;live&gt; &quot;नेपाल&quot;</t>');
    expect(sheet).toContain('<row r="3"><c r="A3"><v>8</v></c></row>');
    expect(sheet).toContain('<col min="2" max="2" width="60" customWidth="1"/>');
  });

  it('keeps formulas out: text starting with = is a string, and XML-forbidden characters are dropped', () => {
    const sheet = sheetOf(toXlsx('News', [['=cmd|calc', 'bell\u0007here']]));
    expect(sheet).not.toContain('<f>');
    expect(sheet).toContain('<t xml:space="preserve">=cmd|calc</t>');
    expect(sheet).toContain('<t xml:space="preserve">bellhere</t>');
  });
});
