import { describe, expect, it } from 'vitest';
import { deriveNewsRow } from './news-row.ts';

describe('deriveNewsRow', () => {
  it('sanitizes the body and keeps the title and summary as written', () => {
    const row = deriveNewsRow({ title: 'Flood', content: '<p>Rain <script>alert(1)</script>fell</p>', metaDescription: 'Koshi rises' });
    expect(row).toMatchObject({ title: 'Flood', content: '<p>Rain fell</p>', metaDescription: 'Koshi rises' });
  });

  it('searches the title, summary and body text in lower case, the head only title and summary', () => {
    const row = deriveNewsRow({ title: 'Flood', content: '<p>Rain <b>FELL</b></p>', metaDescription: 'Koshi  rises' });
    expect(row.searchText).toBe('flood koshi rises rain fell');
    expect(row.searchHead).toBe('flood koshi rises');
  });

  it('leaves no markup of a dropped tag in the search text', () => {
    const row = deriveNewsRow({ title: 'T', content: '<p>a</p><p>b&amp;c</p>', metaDescription: '' });
    expect(row.searchText).toBe('t a b&c');
  });
});
