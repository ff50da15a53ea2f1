import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlightedText } from './highlighted-text.tsx';

const html = (text: string, ranges?: [number, number][]) => render(<p>{highlightedText(text, ranges)}</p>).container.innerHTML;

describe('highlightedText', () => {
  it('marks the ranges and leaves the rest as text', () => {
    expect(
      html('Government budget talks', [
        [0, 10],
        [11, 17],
      ]),
    ).toBe('<p><mark>Government</mark> <mark>budget</mark> talks</p>');
  });

  it('shows markup in the text as text: the marks are the only elements', () => {
    expect(html('<b>Budget</b> <script>x</script>', [[3, 9]])).toBe(
      '<p>&lt;b&gt;<mark>Budget</mark>&lt;/b&gt; &lt;script&gt;x&lt;/script&gt;</p>',
    );
  });

  it('skips ranges that overlap, run backwards or pass the end', () => {
    expect(
      html('सरकारको बजेट', [
        [0, 7],
        [3, 5],
        [9, 8],
        [8, 40],
      ]),
    ).toBe('<p><mark>सरकारको</mark> बजेट</p>');
  });

  it('answers the text itself without ranges', () => {
    expect(html('plain')).toBe('<p>plain</p>');
  });
});
