import { describe, expect, it } from 'vitest';
import { htmlExcerpt, htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('keeps paragraphs apart and drops the tags', () => {
    expect(htmlToText('<p>काठमाडौं <strong>उपत्यका</strong></p><p>Second<br>line</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'काठमाडौं उपत्यका\n\nSecond\nline\n\none\n\ntwo',
    );
  });
});

describe('htmlExcerpt', () => {
  it('gives one line of text, blocks apart and entities read', () => {
    expect(htmlExcerpt('<p>Five views of <strong>Rara</strong> &amp; Jumla</p>\n<p>Second<br>line</p>')).toBe(
      'Five views of Rara & Jumla Second line',
    );
  });
});
